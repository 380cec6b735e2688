// The e-mail template (EmailData, ruling B-8): logo, main colour, greeting, farewell, signature and
// legal notice, with a live preview drawn by the same rule the server sends with (vestirCorreo).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, ColorInput, FileInput, Grid, Group, Image, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { vestirCorreo, type PlantillaCorreo } from '@jit/domain';
import { GuardarPlantillaCorreoDocument, PlantillaCorreoDocument, QuitarLogoCorreoDocument } from '@jit/api';
import { api } from '../../../app/api';
import { useSessionUser } from '../../../app/session/startup';
import { notify } from '../../../app/notify';
import { serverFieldError } from '../../../app/server-errors';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

const PLANTILLA_KEY = [...CLIENTE_KEY, 'plantilla-correo'] as const;

const leerArchivo = (f: File) =>
  new Promise<string>((ok, mal) => {
    const r = new FileReader();
    r.onload = () => ok(typeof r.result === 'string' ? r.result : '');
    r.onerror = () => mal(r.error ?? new Error('No se pudo leer el archivo.'));
    r.readAsDataURL(f);
  });

export function PlantillaEditor() {
  const q = useQuery({ queryKey: PLANTILLA_KEY, queryFn: async ({ signal }) => (await api.request(PlantillaCorreoDocument, {}, { signal })).EmailData.readEmailData });
  // A fresh form for each loaded version (saved flag: true after load or save).
  return q.data ? <PlantillaForm key={q.dataUpdatedAt} inicial={{ ...q.data, logo: q.data.logo ?? null }} /> : null;
}

function PlantillaForm({ inicial }: { inicial: PlantillaCorreo }) {
  const qc = useQueryClient();
  const usuario = useSessionUser().data;
  const emisor = usuario?.emisor[0]?.nombreComercial || usuario?.emisor[0]?.nombre || '';
  const [v, setV] = useState<PlantillaCorreo>(() => ({
    logo: inicial.logo,
    mainColor: inicial.mainColor,
    template: inicial.template,
    saludo: inicial.saludo,
    byeMessage: inicial.byeMessage,
    info: inicial.info,
    signature: inicial.signature,
  }));
  const [guardado, setGuardado] = useState<boolean | null>(true);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [guardando, setGuardando] = useState(false);
  const cambiar = <K extends keyof PlantillaCorreo>(k: K, valor: PlantillaCorreo[K]) => {
    setV((x) => ({ ...x, [k]: valor }));
    setGuardado(false);
  };
  const guardar = async () => {
    setGuardando(true);
    setErrores({});
    try {
      await api.request(GuardarPlantillaCorreoDocument, { input: { ...(v.logo ? { logo: v.logo } : {}), mainColor: v.mainColor, saludo: v.saludo, byeMessage: v.byeMessage, info: v.info, signature: v.signature } });
      notify({ type: 'success', message: M.plantillaGuardada });
      await qc.invalidateQueries({ queryKey: PLANTILLA_KEY });
    } catch (err) {
      const f = serverFieldError(err);
      if (f) setErrores({ [f.field.replace(/^input\./, '')]: f.message });
    } finally {
      setGuardando(false);
    }
  };
  const quitarLogo = async () => {
    await api.request(QuitarLogoCorreoDocument, {});
    await qc.invalidateQueries({ queryKey: PLANTILLA_KEY });
  };
  const vista = vestirCorreo(v, { nombre: M.ejemploCliente, cuerpo: M.ejemploCuerpo, emisor });
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void guardar();
          }}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {M.plantillaAyuda}
              </Text>
              <Badge variant="light" color={guardado === false ? 'yellow' : 'green'}>
                {guardado === false ? M.sinGuardar : M.guardadoFlag}
              </Badge>
            </Group>
            {v.logo ? (
              <Group>
                <Image src={v.logo} h={48} w="auto" fit="contain" alt="" />
                <Button variant="subtle" color="red" onClick={() => void quitarLogo()} data-testid="plantilla-quitar-logo">
                  {M.quitarLogo}
                </Button>
              </Group>
            ) : null}
            <FileInput
              label={M.logo}
              accept="image/png,image/jpeg"
              error={errores.logo}
              onChange={(f) => {
                if (f) void leerArchivo(f).then((url) => cambiar('logo', url));
              }}
              clearable
            />
            <ColorInput label={M.colorPrincipal} value={v.mainColor} onChange={(c) => cambiar('mainColor', c)} error={errores.mainColor} format="hex" />
            <TextInput label={M.saludo} value={v.saludo} onChange={(e) => cambiar('saludo', e.currentTarget.value)} error={errores.saludo} maxLength={100} />
            <TextInput label={M.despedida} value={v.byeMessage} onChange={(e) => cambiar('byeMessage', e.currentTarget.value)} error={errores.byeMessage} maxLength={300} />
            <TextInput label={M.firma} value={v.signature} onChange={(e) => cambiar('signature', e.currentTarget.value)} error={errores.signature} maxLength={300} />
            <Textarea label={M.avisoLegal} value={v.info} onChange={(e) => cambiar('info', e.currentTarget.value)} error={errores.info} autosize minRows={2} maxLength={1000} />
            <Group justify="flex-end">
              <Button type="submit" loading={guardando} data-testid="plantilla-guardar">
                {M.guardar}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Title order={4} mb="xs">
          {M.vistaPrevia}
        </Title>
        <iframe title={M.vistaPrevia} srcDoc={vista.html} sandbox="" style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)' }} data-testid="plantilla-vista" />
      </Grid.Col>
    </Grid>
  );
}

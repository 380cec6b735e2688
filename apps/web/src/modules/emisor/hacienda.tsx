// ATV credentials (checked against Hacienda's token server or its simulator) and the signing key
// (.p12 + PIN): its expiry is read from the certificate, with the warning at 7 days or fewer.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, FileInput, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCertificate, IconCheck, IconPlugConnected, IconUpload } from '@tabler/icons-react';
import { EmisorCheckTokenDocument, EmisorSetCertificadoDocument, type EmisorConfigFieldsFragment } from '@jit/api';
import { certificateState } from '@jit/domain';
import { api } from '../../app/api';
import { formatDate } from '../../app/format';
import { notify } from '../../app/notify';
import { EMISOR_MESSAGES as M } from './messages';
import { EMISOR_CONFIG_KEY, EMISOR_PARAMETROS_KEY } from './queries';
import type { EmisorValues } from './schema';
import { applyServerError, serverFieldError } from '../../app/server-errors';
import { STARTUP_KEY } from '../../app/session/startup';

type Cert = NonNullable<EmisorConfigFieldsFragment['certificado']>;

function leerBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(typeof r.result === 'string' ? r.result.replace(/^data:[^,]*,/, '') : '');
    r.onerror = () => reject(r.error ?? new Error('No se pudo leer el archivo.'));
    r.readAsDataURL(file);
  });
}

function CertificadoInfo({ cert }: { cert: Cert }) {
  const [now] = useState(() => Date.now());
  const estado = certificateState(cert.expiracion, now);
  return (
    <Card withBorder data-testid="certificado-info">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <IconCertificate size={18} />
          <Text fw={600}>{M.certificado}</Text>
        </Group>
        <Badge color={estado.estado === 'VIGENTE' ? 'green' : estado.estado === 'POR_VENCER' ? 'orange' : 'red'} data-testid="certificado-dias">
          {estado.estado === 'VENCIDO' ? M.vencido.split(':')[0] : M.diasRestantes(estado.diasRestantes)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <div>
          <Text size="xs" c="dimmed">
            {M.titular}
          </Text>
          <Text size="sm">{cert.sujeto}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {M.emitidoPor}
          </Text>
          <Text size="sm">{cert.emitidoPor ?? '—'}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {M.vence}
          </Text>
          <Text size="sm" data-testid="certificado-vence">
            {formatDate(cert.expiracion)}
          </Text>
        </div>
      </SimpleGrid>
      {estado.estado === 'POR_VENCER' ? (
        <Alert color="orange" mt="sm" data-testid="certificado-aviso">
          {M.porVencer(estado.diasRestantes)}
        </Alert>
      ) : null}
      {estado.estado === 'VENCIDO' ? (
        <Alert color="red" mt="sm" data-testid="certificado-aviso">
          {M.vencido}
        </Alert>
      ) : null}
      {!cert.coincideIdentificacion ? (
        <Alert color="red" mt="sm">
          {M.noCoincide}
        </Alert>
      ) : null}
    </Card>
  );
}

export function HaciendaSection({ config }: { config: EmisorConfigFieldsFragment }) {
  const { register, formState, getValues, setError, clearErrors } = useFormContext<EmisorValues>();
  const e = formState.errors;
  const qc = useQueryClient();
  const [atv, setAtv] = useState<{ ok: boolean; message: string; ambiente: string } | null>(null);
  const [probando, setProbando] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [pin, setPin] = useState('');
  const [certErr, setCertErr] = useState<{ file?: string; pin?: string }>({});
  const [cargando, setCargando] = useState(false);

  const probar = async () => {
    setProbando(true);
    setAtv(null);
    clearErrors(['usernameATV', 'passwordATV']);
    const { usernameATV, passwordATV } = getValues();
    try {
      const r = await api.request(EmisorCheckTokenDocument, {
        username: usernameATV.trim() || null,
        password: passwordATV || null,
      });
      setAtv(r.Emisor.checkToken);
    } catch (error) {
      applyServerError(error, setError, (f) => (f.startsWith('user') ? 'usernameATV' : 'passwordATV'));
    } finally {
      setProbando(false);
    }
  };

  const cargar = async () => {
    const errs: { file?: string; pin?: string } = {};
    if (!file) errs.file = M.certificadoRequerido;
    if (!pin) errs.pin = M.pinRequerido;
    setCertErr(errs);
    if (!file || !pin) return;
    setCargando(true);
    try {
      const certificado = await leerBase64(file);
      await api.request(EmisorSetCertificadoDocument, { certificado, pin });
      notify({ type: 'success', message: M.certificadoCargado });
      setFile(null);
      setPin('');
      await qc.invalidateQueries({ queryKey: EMISOR_CONFIG_KEY });
      void qc.invalidateQueries({ queryKey: STARTUP_KEY });
      void qc.invalidateQueries({ queryKey: EMISOR_PARAMETROS_KEY });
    } catch (error) {
      const f = serverFieldError(error);
      if (f) setCertErr(f.field === 'pin' ? { pin: f.message } : { file: f.message });
    } finally {
      setCargando(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={4}>{M.usuarioATV}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={M.usuarioATV} description={M.usuarioATVHint} error={e.usernameATV?.message} {...register('usernameATV')} />
        <PasswordInput
          label={M.passwordATV}
          description={config.tienePasswordATV ? M.passwordGuardada : ' '}
          autoComplete="new-password"
          error={e.passwordATV?.message}
          {...register('passwordATV')}
        />
      </SimpleGrid>
      <Group>
        <Button variant="light" leftSection={<IconPlugConnected size={16} />} loading={probando} onClick={() => void probar()} data-testid="probar-atv">
          {M.probarATV}
        </Button>
        {atv ? (
          <Text size="sm" c={atv.ok ? 'green' : 'red'} data-testid="resultado-atv">
            {atv.ok ? M.atvOk : atv.message} · {M.atvAmbiente(atv.ambiente)}
          </Text>
        ) : null}
      </Group>
      <Title order={4} mt="md">
        {M.certificado}
      </Title>
      {config.certificado ? <CertificadoInfo cert={config.certificado} /> : <Text c="dimmed">{M.sinCertificado}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FileInput
          label={M.certificado}
          description={M.certificadoHint}
          accept=".p12,.pfx,application/x-pkcs12"
          value={file}
          onChange={setFile}
          clearable
          error={certErr.file}
          data-testid="certificado-archivo"
          leftSection={<IconUpload size={16} />}
        />
        <PasswordInput
          label={M.pin}
          description=" "
          value={pin}
          autoComplete="new-password"
          onChange={(ev) => setPin(ev.currentTarget.value)}
          error={certErr.pin}
          data-testid="certificado-pin"
          onKeyDown={(ev) => {
            if (ev.key === 'Enter') {
              ev.preventDefault();
              void cargar();
            }
          }}
        />
      </SimpleGrid>
      <Group>
        <Button leftSection={<IconCheck size={16} />} loading={cargando} onClick={() => void cargar()} data-testid="cargar-certificado">
          {M.cargarCertificado}
        </Button>
      </Group>
    </Stack>
  );
}

// /admin/datosatv (Configuración): the issuer's invoicing settings (spec 3 "Issuer"). The saved
// flag of spec 3 §2 (null, true after load or save, false after an edit) drives the navbar's
// unsaved-issuer entry; edits survive a trip to another page (not the secrets).
import { useCallback, useEffect, useRef, useState } from 'react';
import { atom, useSetAtom } from 'jotai';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useHotkeys } from '@mantine/hooks';
import { Alert, Badge, Button, Card, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { EmisorGuardarDocument, type EmisorConfigFieldsFragment } from '@jit/api';
import { nextSavedFlag, warnOnLeave, type SavedFlag } from '@jit/domain';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { PageLoader } from '../../app/layouts/page-loader';
import { appStore } from '../../app/store';
import { unsavedIssuerAtom } from '../../app/unsaved';
import { ActividadesSection } from './actividades';
import { AvisosSection, EnlacesSection, ModulosSection } from './extras';
import { HaciendaSection } from './hacienda';
import { IdentidadSection } from './identidad';
import { EMISOR_MESSAGES as M } from './messages';
import { EMISOR_CONFIG_KEY, EMISOR_PARAMETROS_KEY, useEmisorConfig } from './queries';
import { emisorInput, emisorSchema, tabDe, valoresDe, type EmisorValues } from './schema';
import { applyServerError, serverFieldError } from '../../app/server-errors';
import { SucursalesSection } from './sucursales';
import { STARTUP_KEY } from '../../app/session/startup';

/** Unsaved edits of the main form kept while the clerk visits another page (secrets excluded). */
const emisorBorradorAtom = atom<EmisorValues | null>(null);

/** The first field path with an error (react-hook-form's nested error object). */
function primerError(errors: FieldErrors, prefix = ''): string | null {
  for (const [k, v] of Object.entries(errors)) {
    if (!v) continue;
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof (v as { message?: unknown }).message === 'string') return path;
    const inner = primerError(v as FieldErrors, path);
    if (inner) return inner;
  }
  return null;
}

function Configuracion({ config }: { config: EmisorConfigFieldsFragment }) {
  const qc = useQueryClient();
  const setUnsaved = useSetAtom(unsavedIssuerAtom);
  const [tab, setTab] = useState<string | null>('identidad');
  const [otros, setOtros] = useState<Record<string, boolean>>({});
  const form = useForm<EmisorValues>({ resolver: zodResolver(emisorSchema), defaultValues: valoresDe(config), mode: 'onTouched' });
  const dirty = form.formState.isDirty;
  const restored = useRef(false);

  // Edits left on another visit come back (the navbar's unsaved-issuer entry leads here).
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = appStore.get(emisorBorradorAtom);
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [form]);

  const algunoSucio = dirty || Object.values(otros).some(Boolean);
  // Spec 3 §2: true after load or save (the forms reset to what was stored), false after an edit.
  const flag: SavedFlag = nextSavedFlag(null, algunoSucio ? 'edit' : 'load');
  useEffect(() => setUnsaved(warnOnLeave(flag)), [flag, setUnsaved]);

  // Leaving keeps the edits for later and only warns (spec 1 §2).
  useEffect(
    () => () => {
      if (form.formState.isDirty) {
        appStore.set(emisorBorradorAtom, { ...form.getValues(), passwordATV: '' });
        notify({ type: 'warning', message: M.salirSinGuardar });
      } else appStore.set(emisorBorradorAtom, null);
    },
    [form],
  );

  const onDirty = useCallback((key: string, d: boolean) => setOtros((o) => (o[key] === d ? o : { ...o, [key]: d })), []);

  const guardar = form.handleSubmit(
    async (v) => {
      try {
        const r = await api.request(EmisorGuardarDocument, { input: emisorInput(v) });
        const saved = r.Emisor.create;
        qc.setQueryData(EMISOR_CONFIG_KEY, saved);
        form.reset(valoresDe(saved));
        appStore.set(emisorBorradorAtom, null);
        notify({ type: 'success', message: M.guardado });
        void qc.invalidateQueries({ queryKey: EMISOR_PARAMETROS_KEY });
        void qc.invalidateQueries({ queryKey: STARTUP_KEY });
      } catch (error) {
        const f = serverFieldError(error);
        if (f && applyServerError(error, form.setError)) setTab(tabDe(f.field));
      }
    },
    (errors) => {
      const first = primerError(errors);
      if (first) setTab(tabDe(first));
      notify({ type: 'warning', message: M.corregir });
    },
  );

  useHotkeys([['mod+S', () => void guardar()]], []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{M.title}</Title>
          <Text c="dimmed">{M.intro}</Text>
        </div>
        <Group gap="xs">
          <Badge color={flag === false ? 'orange' : 'green'} variant="light" data-testid="emisor-guardado">
            {flag === false ? M.sinGuardar : M.guardadoBadge}
          </Badge>
          <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => void guardar()} loading={form.formState.isSubmitting} data-testid="emisor-guardar">
            {M.guardar}
          </Button>
        </Group>
      </Group>
      {config.pendientes.length > 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={M.pendientes} data-testid="emisor-pendientes">
          <List size="sm">
            {config.pendientes.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="emisor-listo">
          {M.listo}
        </Alert>
      )}
      <FormProvider {...form}>
        <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.title}>
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              <Tabs.Tab value="identidad">{M.tabs.identidad}</Tabs.Tab>
              <Tabs.Tab value="hacienda">{M.tabs.hacienda}</Tabs.Tab>
              <Tabs.Tab value="sucursales">{M.tabs.sucursales}</Tabs.Tab>
              <Tabs.Tab value="actividades">{M.tabs.actividades}</Tabs.Tab>
              <Tabs.Tab value="modulos">{M.tabs.modulos}</Tabs.Tab>
              <Tabs.Tab value="avisos">{M.tabs.avisos}</Tabs.Tab>
            </Tabs.List>
            <Card withBorder mt="sm">
              <Tabs.Panel value="identidad">
                <IdentidadSection />
              </Tabs.Panel>
              <Tabs.Panel value="hacienda">
                <HaciendaSection config={config} />
              </Tabs.Panel>
              <Tabs.Panel value="sucursales">
                <SucursalesSection />
              </Tabs.Panel>
              <Tabs.Panel value="actividades">
                <ActividadesSection />
              </Tabs.Panel>
              {/* Submit with Enter from any field of the main form. */}
              <button type="submit" hidden aria-hidden tabIndex={-1} />
            </Card>
          </Tabs>
        </form>
      </FormProvider>
      {/* Their own forms (own operations), kept mounted so their edits stay while other tabs show. */}
      <Card withBorder style={{ display: tab === 'modulos' ? undefined : 'none' }}>
        <ModulosSection config={config} onDirty={onDirty} />
      </Card>
      <Card withBorder style={{ display: tab === 'avisos' ? undefined : 'none' }}>
        <Stack gap="xl">
          <AvisosSection config={config} onDirty={onDirty} />
          <EnlacesSection config={config} onDirty={onDirty} />
        </Stack>
      </Card>
    </Stack>
  );
}

/** /admin/datosatv (Configuración): the issuer's invoicing settings. */
export function DatosAtvPage() {
  const config = useEmisorConfig();
  if (config.isError) return <Alert color="red">{M.pendientes}</Alert>;
  if (!config.data) return <PageLoader />;
  return <Configuracion config={config.data} />;
}

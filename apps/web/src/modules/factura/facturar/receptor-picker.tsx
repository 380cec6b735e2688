// The receptor of the document (spec 3 §4): looked up by name or identification; one match is
// chosen, several give a choice, none offers to create it on the spot (foreign ids included).
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ActionIcon, Badge, Button, Group, Loader, Select, Stack, Switch, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { ReceptorCrearDocument } from '@jit/api';
import { TIPOS_IDENTIFICACION, validateIdentificacion } from '@jit/domain';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { applyServerError } from '../../../app/server-errors';
import { FACTURAR_MESSAGES as M } from './messages';
import { buscarReceptores, receptorBorrador } from './queries';
import type { ReceptorBorrador } from '../borrador/types';
import type { ReceptorFieldsFragment } from '@jit/api';
import { CORREO_HACIENDA } from '../../../app/correo';

const crearSchema = z
  .object({
    nombre: z.string().trim().min(3, M.nombreInvalido).max(100, M.nombreInvalido),
    extranjero: z.boolean(),
    tipo: z.string(),
    numero: z.string().trim(),
    identificacionExtranjero: z.string().trim(),
    correoElectronico: z.string().trim().refine((v) => v === '' || CORREO_HACIENDA.test(v), M.correoInvalido),
    telefono: z.string().trim().refine((v) => v === '' || /^\d{8}$/.test(v.replace(/[\s-]/g, '')), 'El teléfono de Costa Rica debe tener 8 dígitos.'),
  })
  .superRefine((v, ctx) => {
    if (v.extranjero) {
      if (!/^[A-Za-z0-9]{1,20}$/.test(v.identificacionExtranjero))
        ctx.addIssue({ code: 'custom', path: ['identificacionExtranjero'], message: M.extranjeroInvalido });
    } else if (!validateIdentificacion(v.tipo, v.numero).ok) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: M.identificacionInvalida });
    }
  });
type CrearValues = z.input<typeof crearSchema>;

const TIPOS = TIPOS_IDENTIFICACION.map((t) => ({ value: t.codigo, label: `${t.codigo} · ${t.descripcion}` }));

function CrearReceptor({ inicial, onClose, onCreated }: { inicial: string; onClose: () => void; onCreated: (r: ReceptorFieldsFragment) => void }) {
  const digits = inicial.replace(/[\s-]/g, '');
  const porNumero = /^\d+$/.test(digits);
  const form = useForm<CrearValues>({
    resolver: zodResolver(crearSchema),
    defaultValues: {
      nombre: porNumero ? '' : inicial,
      extranjero: false,
      tipo: porNumero && digits.length === 10 ? '02' : porNumero && digits.length > 10 ? '03' : '01',
      numero: porNumero ? digits : '',
      identificacionExtranjero: '',
      correoElectronico: '',
      telefono: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const extranjero = useWatch({ control: form.control, name: 'extranjero' });
  const submit = form.handleSubmit(async (v) => {
    try {
      const data = await api.request(ReceptorCrearDocument, {
        input: {
          nombre: v.nombre.trim(),
          ...(v.extranjero
            ? { identificacionExtranjero: v.identificacionExtranjero.trim() }
            : { identificacion: { tipo: v.tipo, numero: v.numero.replace(/[\s-]/g, '') } }),
          ...(v.correoElectronico.trim() ? { correoElectronico: v.correoElectronico.trim() } : {}),
          ...(v.telefono.trim() ? { telefono: { codigoPais: '506', numTelefono: v.telefono.replace(/[\s-]/g, '') } } : {}),
        },
      });
      onCreated(data.Receptor.create);
    } catch (error) {
      applyServerError(error, form.setError, (f) =>
        f === 'identificacion.numero' ? 'numero' : f === 'identificacion.tipo' ? 'tipo' : f === 'telefono.numTelefono' ? 'telefono' : f,
      );
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={M.receptorCrear}>
      <Stack gap="sm">
        <TextInput label={M.receptorNombre} required data-autofocus error={errors.nombre?.message} {...form.register('nombre')} />
        <Controller
          control={form.control}
          name="extranjero"
          render={({ field }) => (
            <Switch label={M.receptorEsExtranjero} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
          )}
        />
        {extranjero ? (
          <TextInput label={M.receptorExtranjero} required error={errors.identificacionExtranjero?.message} {...form.register('identificacionExtranjero')} />
        ) : (
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="tipo"
              render={({ field }) => (
                <Select label={M.receptorTipoId} data={TIPOS} value={field.value} onChange={(v) => field.onChange(v ?? '01')} allowDeselect={false} error={errors.tipo?.message} />
              )}
            />
            <TextInput label={M.receptorNumero} required error={errors.numero?.message} {...form.register('numero')} />
          </Group>
        )}
        <Group grow align="flex-start">
          <TextInput label={M.receptorCorreo} type="email" error={errors.correoElectronico?.message} {...form.register('correoElectronico')} />
          <TextInput label={M.receptorTelefono} error={errors.telefono?.message} {...form.register('telefono')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {M.receptorGuardar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ReceptorPicker({
  value,
  error,
  onChange,
  inputRef,
}: {
  value: ReceptorBorrador | null;
  error?: string | undefined;
  onChange: (r: ReceptorBorrador | null) => void;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}) {
  const [q, setQ] = useState('');
  const [busy, setBusy] = useState(false);
  const [varios, setVarios] = useState<ReceptorFieldsFragment[] | null>(null);
  const [crear, setCrear] = useState<string | null>(null);
  const [aviso, setAviso] = useState('');
  const firstOption = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (varios) setTimeout(() => firstOption.current?.focus(), 0);
  }, [varios]);

  const elegir = (r: ReceptorFieldsFragment) => {
    onChange(receptorBorrador(r));
    setVarios(null);
    setCrear(null);
    setQ('');
    setAviso('');
  };

  const buscar = async () => {
    const text = q.trim();
    if (!text) return;
    setBusy(true);
    try {
      const found = await buscarReceptores(text);
      if (found.length === 1) elegir(found[0]!);
      else if (found.length > 1) setVarios(found);
      else {
        setAviso(M.receptorNoEncontrado(text));
        setCrear(text);
      }
    } finally {
      setBusy(false);
    }
  };

  const id = (r: { identificacion?: { numero: string } | null; identificacionExtranjero?: string | null }) =>
    r.identificacion?.numero ?? r.identificacionExtranjero ?? '';

  return (
    <div>
      {value ? (
        <Group gap="xs" wrap="nowrap" data-testid="receptor-elegido">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} truncate>
              {value.nombre}
            </Text>
            <Text size="xs" c="dimmed">
              {id(value)} {value.correoElectronico ? `· ${value.correoElectronico}` : ''}
            </Text>
          </div>
          {value.exoneracion.length > 0 ? <Badge color="teal">{M.receptorExoneraciones(value.exoneracion.length)}</Badge> : null}
          <ActionIcon variant="subtle" aria-label={M.receptorQuitar} onClick={() => onChange(null)}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ) : (
        <TextInput
          ref={inputRef}
          label={M.receptor}
          placeholder={M.receptorBuscar}
          description={aviso || M.receptorBuscarHint}
          value={q}
          error={error}
          data-testid="receptor-buscar"
          onChange={(e) => setQ(e.currentTarget.value)}
          rightSection={busy ? <Loader size="xs" /> : <IconSearch size={16} />}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void buscar();
            }
          }}
        />
      )}
      <AppModal opened={varios !== null} onClose={() => setVarios(null)} title={M.receptorElegir} size="lg">
        <Stack gap={4} role="listbox" aria-label={M.receptorElegir}>
          {(varios ?? []).map((r, i) => (
            <UnstyledButton
              key={r.id}
              ref={i === 0 ? firstOption : undefined}
              role="option"
              onClick={() => elegir(r)}
              onKeyDown={(e) => {
                const el = e.currentTarget;
                if (e.key === 'ArrowDown') (el.nextElementSibling as HTMLElement | null)?.focus();
                if (e.key === 'ArrowUp') (el.previousElementSibling as HTMLElement | null)?.focus();
              }}
              p="xs"
              style={{ borderRadius: 4, border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text fw={600}>{r.nombre}</Text>
              <Text size="xs" c="dimmed">
                {id(r)} {r.correoElectronico ?? ''}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </AppModal>
      <AppModal opened={crear !== null} onClose={() => setCrear(null)} title={M.receptorCrear} size="lg">
        {crear !== null ? <CrearReceptor inicial={crear} onClose={() => setCrear(null)} onCreated={elegir} /> : null}
      </AppModal>
    </div>
  );
}

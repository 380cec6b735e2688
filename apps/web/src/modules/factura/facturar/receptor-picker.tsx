// The receptor of the document (spec 3 §4): looked up by name or identification; one match is
// chosen, several give a choice, none offers to create it on the spot (foreign ids included).
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Badge, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconDiscount, IconSearch, IconX } from '@tabler/icons-react';
import type { ReceptorFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import type { ReceptorBorrador } from '../borrador/types';
import { CrearReceptor } from './crear-receptor';
import { ExoneracionReceptor } from './exoneracion-receptor';
import { FACTURAR_MESSAGES as M } from './messages';
import { buscarReceptores, receptorBorrador } from './queries';

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
  const [exonerar, setExonerar] = useState(false);
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
          {value.id ? (
            <ActionIcon variant="subtle" aria-label={M.exoneracionAgregar} title={M.exoneracionAgregar} onClick={() => setExonerar(true)}>
              <IconDiscount size={16} />
            </ActionIcon>
          ) : null}
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
      <AppModal opened={exonerar} onClose={() => setExonerar(false)} title={M.exoneracionAgregar} size="lg">
        {exonerar && value?.id ? (
          <ExoneracionReceptor
            receptorId={value.id}
            onClose={() => setExonerar(false)}
            onAdded={(r) => {
              setExonerar(false);
              onChange(receptorBorrador(r));
            }}
          />
        ) : null}
      </AppModal>
      <AppModal opened={crear !== null} onClose={() => setCrear(null)} title={M.receptorCrear} size="lg">
        {crear !== null ? <CrearReceptor inicial={crear} onClose={() => setCrear(null)} onCreated={elegir} /> : null}
      </AppModal>
    </div>
  );
}

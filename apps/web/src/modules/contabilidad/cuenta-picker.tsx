// The account picker of every `cuentaContable` field (ruling F2-1): the issuer's chart grouped by
// its groups, searchable by code or name. Hidden when the accounting module is off (A1.5).
import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { useIssuer } from '../../app/session/startup';
import { useCuentas } from './queries';

export const CUENTA_MESSAGES = {
  placeholder: 'Busque por código o nombre',
  sinCuenta: 'Sin cuenta',
  cargando: 'Cargando el catálogo de cuentas…',
} as const;

export type CuentaPickerProps = {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
  description?: string;
  'data-testid'?: string;
};

/** Whether the issuer has the accounting module on (account fields show only then). */
export function useContabilidadActiva(): boolean {
  return Boolean(useIssuer().data?.modules.accountingModule);
}

/** A Select of the active accounts, "code · name" under each group; null value = no account. */
export function CuentaPicker({ label, value, onChange, error, description, ...rest }: CuentaPickerProps) {
  const activa = useContabilidadActiva();
  const cuentas = useCuentas(activa);
  const data = useMemo(() => {
    const grupos = new Map<string, { value: string; label: string }[]>();
    for (const c of cuentas.data ?? []) {
      if (!c.state) continue;
      const g = `${c.accountType.code} ${c.accountType.type}`;
      const items = grupos.get(g) ?? [];
      items.push({ value: c._id, label: `${c.code} · ${c.name}` });
      grupos.set(g, items);
    }
    return [...grupos.entries()].map(([group, items]) => ({ group, items }));
  }, [cuentas.data]);
  if (!activa) return null;
  return (
    <Select
      label={label}
      description={description}
      placeholder={cuentas.isLoading ? CUENTA_MESSAGES.cargando : CUENTA_MESSAGES.placeholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={CUENTA_MESSAGES.sinCuenta}
      error={error}
      maxDropdownHeight={320}
      data-testid={rest['data-testid']}
    />
  );
}

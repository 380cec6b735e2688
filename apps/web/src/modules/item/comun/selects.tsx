// Selects of Hacienda's codes the catalogue's forms share: units (RTC 443:2010 table of the
// domain, searchable) and currencies (the Moneda catalogue, CRC and USD first).
import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { UNIDADES_MEDIDA } from '@jit/domain';
import { useMonedas } from '../../catalogos/queries';

const UNIDADES = UNIDADES_MEDIDA.map((u) => ({ value: u.codigo, label: `${u.codigo} · ${u.descripcion}` }));

export function UnidadSelect(props: Omit<SelectProps, 'data'>) {
  return <Select searchable allowDeselect={false} data={UNIDADES} maxDropdownHeight={280} {...props} />;
}

export function MonedaSelect(props: Omit<SelectProps, 'data'>) {
  const monedas = useMonedas();
  const data = useMemo(() => (monedas.data ?? [{ id: 'CRC', value: 'Colón costarricense', simbolo: '₡' }]).map((m) => ({ value: m.id, label: `${m.id} · ${m.value}` })), [monedas.data]);
  return <Select searchable allowDeselect={false} data={data} {...props} />;
}

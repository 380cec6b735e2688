// A month picker (year and month) shared by the reports and the VAT return.
import { Group, NumberInput, Select } from '@mantine/core';
import { CONTABILIDAD_MESSAGES as M, MESES } from './messages';

export type Mes = { year: number; month: number };

export const mesActual = (): Mes => {
  const cr = new Date(Date.now() - 6 * 3_600_000);
  return { year: cr.getUTCFullYear(), month: cr.getUTCMonth() + 1 };
};

export function SelectorMes({
  value,
  onChange,
  testId,
}: {
  value: Mes;
  onChange: (m: Mes) => void;
  testId: string;
}) {
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={M.mes}
        data={MESES.map((m, i) => ({ value: String(i + 1), label: m }))}
        value={String(value.month)}
        onChange={(v) => v && onChange({ ...value, month: Number(v) })}
        w={160}
        data-testid={`${testId}-mes`}
        allowDeselect={false}
      />
      <NumberInput
        label={M.year}
        value={value.year}
        onChange={(v) =>
          typeof v === 'number' && v >= 2000 && v <= 2100 && onChange({ ...value, year: v })
        }
        min={2000}
        max={2100}
        w={110}
        data-testid={`${testId}-year`}
      />
    </Group>
  );
}

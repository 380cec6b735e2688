// A labelled segmented choice (the report's grouping, the freight's spread).
import { SegmentedControl, Text } from '@mantine/core';

export function Segmentos<T extends string>(p: { label: string; value: T; onChange: (v: T) => void; data: { value: T; label: string }[]; disabled?: boolean }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {p.label}
      </Text>
      <SegmentedControl aria-label={p.label} value={p.value} disabled={p.disabled} onChange={(v) => p.onChange(v)} data={p.data} />
    </div>
  );
}

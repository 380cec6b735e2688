import { Progress, type ProgressProps } from '@mantine/core';

/** Progress bar of spec 1 §2: the value is clamped to 0..100. */
export function ProgressBar({ value, ...rest }: ProgressProps) {
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return <Progress {...rest} value={clamped} aria-valuenow={clamped} />;
}

import type { ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { FormatProvider } from '@jit/ui';
import { FORMATTERS } from '../format';

/**
 * Providers only the signed-in screens need (es-CR formatters for the grids, confirm modals):
 * kept out of the login's first download.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <FormatProvider value={FORMATTERS}>
      <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
        {children}
      </ModalsProvider>
    </FormatProvider>
  );
}

// What the shell's /dashboard renders: the invoicing figures, loaded on their own so the
// dashboard's first paint does not wait for them.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';

const Dashboard = lazy(async () => ({ default: (await import('./dashboard')).FacturaDashboard }));

export function FacturaDashboardLazy() {
  return (
    <Suspense fallback={<Skeleton height={260} />}>
      <Dashboard />
    </Suspense>
  );
}

// While sources wait for their entry (the backlog posted when accounting is switched on, or a burst
// of documents), a bar shows how many are left, read again every few seconds; when the journal is
// up to date the bar goes and the screen's reports are read again.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { AsientosPendientesDocument } from '@jit/api';
import { api } from '../../app/api';
import { CONTABILIDAD_MESSAGES as M } from './messages';

const CADA_MS = 3000;
const KEY = ['contabilidad', 'pendientes'] as const;

export function PendientesAviso() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => {
      const antes = qc.getQueryData<number>(KEY) ?? 0;
      const n = (await api.request(AsientosPendientesDocument, {}, { signal })).Record.pendientes;
      // Up to date now: the journal and the reports on screen may miss what was just posted.
      if (antes > 0 && n === 0)
        void qc.invalidateQueries({
          queryKey: ['contabilidad'],
          predicate: (x) => x.queryKey[1] !== 'pendientes',
        });
      return n;
    },
    refetchInterval: (query) => ((query.state.data ?? 0) > 0 ? CADA_MS : false),
  });
  const n = q.data ?? 0;
  // The most seen waiting since the bar appeared: its 100 %.
  const [total, setTotal] = useState(0);
  if (n > total || (n === 0 && total !== 0)) setTotal(n);
  if (n === 0) return null;
  return (
    <Alert color="blue" title={M.asentando} data-testid="asientos-pendientes">
      <Stack gap={6}>
        <Text size="sm">{M.quedan(n)}</Text>
        <Progress value={total ? ((total - n) * 100) / total : 0} animated />
      </Stack>
    </Alert>
  );
}

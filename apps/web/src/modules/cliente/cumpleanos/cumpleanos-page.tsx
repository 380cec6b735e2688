// /clientes/marketing/birthday: the customers born this month (ruling B-10, DECISIONS #108),
// today's first with a badge, then by day; each with the e-mail and phone to greet them.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { ClientesCumpleanosDocument, type ClienteFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

type Fila = ClienteFieldsFragment;
/** dd/mm of an aaaa-mm-dd. */
const diaMes = (f: string | null | undefined) => (f ? `${f.slice(8, 10)}/${f.slice(5, 7)}` : '');
const hoyCR = () => new Date(Date.now() - 6 * 3600_000).toISOString().slice(5, 10);

export function CumpleanosPage() {
  const q = useQuery({ queryKey: [...CLIENTE_KEY, 'cumpleanos'], queryFn: async ({ signal }) => (await api.request(ClientesCumpleanosDocument, {}, { signal })).Cliente.readBirthday });
  const hoy = hoyCR();
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      {
        colId: 'dia',
        headerName: M.cumpleDia,
        maxWidth: 150,
        cellRenderer: (p: { data?: Fila }) =>
          p.data?.fechaNacimiento?.slice(5) === hoy ? (
            <Badge color="pink" variant="light">
              {M.cumpleHoy}
            </Badge>
          ) : (
            diaMes(p.data?.fechaNacimiento)
          ),
      },
      { field: 'nombre', headerName: M.colNombre, minWidth: 220 },
      { field: 'correoElectronico', headerName: M.colCorreo },
      { colId: 'telefono', headerName: M.colTelefono, valueGetter: (p) => p.data?.telefono?.numTelefono ?? '', maxWidth: 140 },
      { colId: 'categoria', headerName: M.colCategoria, valueGetter: (p) => p.data?.categoria?.nombre ?? '', maxWidth: 170 },
    ],
    [hoy],
  );
  return (
    <Stack>
      <Title order={2}>{M.cumpleTitulo}</Title>
      <Text size="sm" c="dimmed">
        {M.cumpleAyuda}
      </Text>
      <DataGrid<Fila> rows={q.data} columns={columnas} getRowId={(r) => r._id} height={480} />
    </Stack>
  );
}

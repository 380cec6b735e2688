// /clientes/marketing/birthday: the customers born this month (ruling B-10, DECISIONS #108),
// today's first with a badge, then by day; each with the e-mail and phone to greet them, and the
// selected ones greeted by e-mail with the issuer's template (a «Cumpleaños» campaign sent now).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ClientesCumpleanosDocument, SaludarCumpleanosDocument, type ClienteFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

type Fila = ClienteFieldsFragment;
/** dd/mm of an aaaa-mm-dd. */
const diaMes = (f: string | null | undefined) => (f ? `${f.slice(8, 10)}/${f.slice(5, 7)}` : '');
const hoyCR = () => new Date(Date.now() - 6 * 3600_000).toISOString().slice(5, 10);

export function CumpleanosPage() {
  const q = useQuery({ queryKey: [...CLIENTE_KEY, 'cumpleanos'], queryFn: async ({ signal }) => (await api.request(ClientesCumpleanosDocument, {}, { signal })).Cliente.readBirthday });
  const hoy = hoyCR();
  const [sel, setSel] = useState<Fila[]>([]);
  const [enviando, setEnviando] = useState(false);
  const saludar = async () => {
    setEnviando(true);
    try {
      const r = await api.request(SaludarCumpleanosDocument, { ids: sel.map((c) => c._id) });
      notify({ type: 'success', message: M.saludoEnviado(r.Cliente.sendBirthday.list.length) });
    } catch {
      // the API client already showed the Spanish refusal
    } finally {
      setEnviando(false);
    }
  };
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
      <Group justify="space-between">
        <Title order={2}>{M.cumpleTitulo}</Title>
        <Button disabled={sel.length === 0} loading={enviando} onClick={() => void saludar()} data-testid="cumple-saludar">
          {M.saludar}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {M.cumpleAyuda}
      </Text>
      <DataGrid<Fila> rows={q.data} columns={columnas} getRowId={(r) => r._id} height={480} rowSelection={{ mode: 'multiRow' }} onSelectionChanged={(e) => setSel(e.api.getSelectedRows())} />
    </Stack>
  );
}

// «Catálogo de cuentas»: the issuer's chart (Account.readAll), read-only (ruling F2-1).
import { useMemo } from 'react';
import type { CuentasQuery } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { CONTABILIDAD_MESSAGES as M } from './messages';

type Fila = CuentasQuery['Account']['readAll'][number];

export function CuentasTab({
  cuentas,
}: {
  cuentas: CuentasQuery['Account']['readAll'] | undefined;
}) {
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'code', headerName: M.codigo, maxWidth: 140 },
      { field: 'name', headerName: M.nombre, minWidth: 240 },
      {
        colId: 'tipo',
        headerName: M.tipo,
        valueGetter: (p) => p.data?.accountType.type ?? '',
        minWidth: 220,
      },
      {
        colId: 'categoria',
        headerName: M.categoria,
        valueGetter: (p) => p.data?.accountType.category ?? '',
      },
      {
        colId: 'reporte',
        headerName: M.reporte,
        valueGetter: (p) => p.data?.accountType.report ?? '',
      },
      { field: 'sysName', headerName: M.sysName },
    ],
    [],
  );
  return <DataGrid<Fila> rows={cuentas} columns={columnas} getRowId={(c) => c._id} height={520} />;
}

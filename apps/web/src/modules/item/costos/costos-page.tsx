// One page for the three cost catalogues (MODULES.md §A1.2): /inventario/costosfijos,
// /inventario/costosvariables and /compras/tipos («Gastos y Activos»), told apart by the path.
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { BorrarCostosFijosDocument, BorrarCostosVariablesDocument, BorrarGastosActivosDocument, type CostoFieldsFragment } from '@jit/api';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { formatCurrency } from '../../../app/format';
import { notify } from '../../../app/notify';
import { useContabilidadActiva } from '../../contabilidad/cuenta-picker';
import { useCuentas } from '../../contabilidad/queries';
import { ITEM_MESSAGES as M } from '../messages';
import { costosKey, useCostos, type ClaseCosto } from '../queries';
import { ListaToolbar, confirmarBorrado } from '../comun/lista-toolbar';
import { CostoEditor } from './costo-editor';

type Fila = CostoFieldsFragment;

const CLASES: Record<string, ClaseCosto> = { '/inventario/costosfijos': 'CostoFijo', '/inventario/costosvariables': 'CostoVariable', '/compras/tipos': 'GastosActivos' };

async function borrarCostos(clase: ClaseCosto, ids: string[]) {
  if (clase === 'CostoFijo') return (await api.request(BorrarCostosFijosDocument, { ids })).CostoFijo.delete;
  if (clase === 'CostoVariable') return (await api.request(BorrarCostosVariablesDocument, { ids })).CostoVariable.delete;
  return (await api.request(BorrarGastosActivosDocument, { ids })).GastosActivos.delete;
}

export function CostosPage() {
  const { pathname } = useLocation();
  const clase = CLASES[pathname] ?? 'CostoFijo';
  const qc = useQueryClient();
  const costos = useCostos(clase);
  const contabilidad = useContabilidadActiva();
  const cuentas = useCuentas(contabilidad);
  const [sel, setSel] = useState<Fila[]>([]);
  const [editor, setEditor] = useState<{ c: Fila | null } | null>(null);
  const columnas = useMemo<ColDef<Fila>[]>(() => {
    const nombreCuenta = new Map((cuentas.data ?? []).map((c) => [c._id, `${c.code} · ${c.name}`]));
    return [
      { field: 'nombre', headerName: M.colNombre, minWidth: 200 },
      ...(clase === 'GastosActivos' ? [{ field: 'tipo', headerName: M.tipoGasto, maxWidth: 120 } as ColDef<Fila>] : []),
      { field: 'descripcion', headerName: M.descripcion },
      { field: 'codigo', headerName: M.codigo, maxWidth: 140 },
      { colId: 'unidad', headerName: M.colUnidad, valueGetter: (p) => p.data?.unidadMedida.id ?? '', maxWidth: 110 },
      { ...moneyColumn<Fila>('costoUnitarioTotal', M.costo), valueFormatter: (p) => formatCurrency(p.value as string, p.data?.codigoMoneda.id) },
      ...(contabilidad ? [{ colId: 'cuenta', headerName: M.cuentaContable, valueGetter: (p) => (p.data?.cuentaContable ? (nombreCuenta.get(p.data.cuentaContable) ?? '') : '') } as ColDef<Fila>] : []),
    ];
  }, [clase, contabilidad, cuentas.data]);
  const recargar = () => void qc.invalidateQueries({ queryKey: costosKey(clase) });
  const borrar = () =>
    confirmarBorrado(sel.map((s) => s._id), (ids) => borrarCostos(clase, ids), () => {
      setSel([]);
      recargar();
    });
  return (
    <Stack>
      <ListaToolbar title={M.costosTitulo[clase]!} seleccion={sel.length} onNuevo={() => setEditor({ c: null })} onEliminar={borrar} onRecargar={recargar} />
      <DataGrid<Fila>
        key={clase}
        rows={costos.data}
        columns={columnas}
        getRowId={(r) => r._id}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setEditor({ c: e.data })}
      />
      <CostoEditor
        clase={clase}
        abierto={editor !== null}
        costo={editor?.c ?? null}
        onClose={() => setEditor(null)}
        onGuardado={() => {
          setEditor(null);
          notify({ type: 'success', message: M.guardado });
          recargar();
        }}
      />
    </Stack>
  );
}

// The actions of a row as a menu (grid cell) — every entry is also in the document drawer, so the
// keyboard reaches all of them with Enter on the row.
import { useCallback } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { ICellRendererParams } from 'ag-grid-community';
import {
  IconDots,
  IconEye,
  IconFileCode,
  IconFileTypePdf,
  IconMail,
  IconReceiptRefund,
  IconFilePlus,
  IconBan,
  IconFileInvoice,
  IconPencil,
  IconInbox,
} from '@tabler/icons-react';
import { ACCIONES_MESSAGES as M } from './messages';
import { permiso, type Accion } from './reglas';
import type { Fila } from '../queries';

export type Operacion = Accion | 'ver' | 'pdf' | 'xml' | 'respuesta' | 'recibido';

const ICONOS: Record<Operacion, React.ReactNode> = {
  ver: <IconEye size={16} />,
  pdf: <IconFileTypePdf size={16} />,
  xml: <IconFileCode size={16} />,
  respuesta: <IconFileCode size={16} />,
  recibido: <IconInbox size={16} />,
  correo: <IconMail size={16} />,
  notaCredito: <IconReceiptRefund size={16} />,
  notaDebito: <IconFilePlus size={16} />,
  anular: <IconBan size={16} />,
  anularCompra: <IconBan size={16} />,
  anularBulk: <IconBan size={16} />,
  facturarProforma: <IconFileInvoice size={16} />,
  estadoProforma: <IconPencil size={16} />,
  corregir: <IconPencil size={16} />,
};

export const ETIQUETAS: Record<Operacion, string> = {
  ver: M.verDetalle,
  pdf: M.pdf,
  xml: M.xml,
  respuesta: M.xmlRespuesta,
  recibido: M.xmlRecibido,
  correo: M.correo,
  notaCredito: M.notaCredito,
  notaDebito: M.notaDebito,
  anular: M.anular,
  anularCompra: M.anularCompra,
  anularBulk: M.anularBulk,
  facturarProforma: M.facturarProforma,
  estadoProforma: M.cambiarEstado,
  corregir: M.corregirReenviar,
};

/** The downloads every document offers, by kind. */
export function descargasDe(f: Fila): Operacion[] {
  const tipo = f.documento.id;
  const interno = f.estadoDocumento.value === '8' || !f.clave;
  const ops: Operacion[] = ['pdf'];
  if (!interno) ops.push('xml', 'respuesta');
  if (['05', '06', '07'].includes(tipo)) ops.push('recibido');
  return ops;
}

type Props = { fila: Fila; acciones: readonly Accion[]; onOperacion: (op: Operacion, fila: Fila) => void };

export function AccionesMenu({ fila, acciones, onOperacion }: Props) {
  const visibles = acciones.filter((a) => a === 'corregir' ? permiso(a, fila).ok : true);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={M.accionesDe(fila.consecutivo)} data-testid="acciones-fila">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={ICONOS.ver} onClick={() => onOperacion('ver', fila)}>
          {M.verDetalle}
        </Menu.Item>
        {descargasDe(fila).map((op) => (
          <Menu.Item key={op} leftSection={ICONOS[op]} onClick={() => onOperacion(op, fila)}>
            {ETIQUETAS[op]}
          </Menu.Item>
        ))}
        {visibles.length > 0 ? <Menu.Divider /> : null}
        {visibles.map((a) => {
          const p = permiso(a, fila);
          return (
            <Tooltip key={a} label={p.ok ? '' : p.motivo} disabled={p.ok} position="left" withinPortal>
              <div>
                <Menu.Item leftSection={ICONOS[a]} disabled={!p.ok} onClick={() => onOperacion(a, fila)} color={a.startsWith('anular') ? 'red' : undefined}>
                  {ETIQUETAS[a]}
                </Menu.Item>
              </div>
            </Tooltip>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The grid cell of a list's «Acciones» column: the menu of the row's document. */
export function useAccionesCelda(acciones: readonly Accion[], onOperacion: Props['onOperacion']) {
  return useCallback(
    (p: ICellRendererParams<Fila>) => (p.data ? <AccionesMenu fila={p.data} acciones={acciones} onOperacion={onOperacion} /> : null),
    [acciones, onOperacion],
  );
}

export { ICONOS };

// The modal of the action taken on a row: credit note, debit note, cancellations and e-mail (each
// form in its own file). Each form shows its Spanish message next to the field; the server's
// refusal lands on its field too.
import { useMemo } from 'react';
import { Loader, Text } from '@mantine/core';
import { diaCostaRica } from '@jit/domain';
import { AppModal } from '@jit/ui';
import { formatCurrency } from '../../../../app/format';
import { useDetalle } from '../detalle-query';
import type { Fila } from '../queries';
import { AnularForm } from './anular-form';
import { CorreoForm } from './correo-form';
import { ACCIONES_MESSAGES as M } from './messages';
import { NotaCreditoForm } from './nota-credito-form';
import { NotaDebitoForm } from './nota-debito-form';
import { etiquetaNotaCredito, type Accion } from './reglas';

export type AccionAbierta = { accion: Accion; fila: Fila } | null;

function titulo(a: NonNullable<AccionAbierta>): string {
  const c = a.fila.consecutivo;
  switch (a.accion) {
    case 'notaCredito':
      return M.ncTitulo(etiquetaNotaCredito(a.fila.documento.id), c);
    case 'notaDebito':
      return M.ndTitulo(c);
    case 'correo':
      return M.correoTitulo;
    default:
      return M.anularTitulo(c);
  }
}

/** The modal of the action the clerk chose on a row. */
export function AccionesModales({ abierta, onClose }: { abierta: AccionAbierta; onClose: () => void }) {
  const necesitaLineas = abierta?.accion === 'notaCredito';
  const detalle = useDetalle(necesitaLineas ? abierta.fila.id : null);
  const a = abierta;
  const body = useMemo(() => {
    if (!a) return null;
    switch (a.accion) {
      case 'notaCredito':
        return detalle.data?.doc ? <NotaCreditoForm fila={a.fila} detalle={detalle.data.doc} onDone={onClose} /> : <Loader />;
      case 'notaDebito':
        return <NotaDebitoForm fila={a.fila} onDone={onClose} />;
      case 'anular':
      case 'anularCompra':
      case 'anularBulk':
        return <AnularForm fila={a.fila} accion={a.accion} onDone={onClose} />;
      case 'correo':
        return <CorreoForm fila={a.fila} onDone={onClose} />;
      default:
        return null;
    }
  }, [a, detalle.data, onClose]);
  return (
    <AppModal opened={Boolean(abierta && body)} onClose={onClose} title={a ? titulo(a) : ''} size="lg">
      {a ? (
        <Text size="sm" c="dimmed" mb="sm">
          {a.fila.receptor?.nombre ?? ''} · {formatCurrency(a.fila.resumenFactura.totalComprobante, a.fila.resumenFactura.codigoTipoMoneda.codigoMoneda.value)} ·{' '}
          {diaCostaRica(Date.parse(a.fila.fechaEmision))}
        </Text>
      ) : null}
      {body}
    </AppModal>
  );
}

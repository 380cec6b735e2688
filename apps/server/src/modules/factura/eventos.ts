// facturaChanged: what subscribers of an issuer receive after a change commits.
import type { Services } from '../../services.js';
import { documentoCodigo, estadoCodigo, situacionCodigo } from './catalogos.js';
import type { FacturaRow } from './modelo.js';

/** What an event tells of a document: its header columns (never `datos`). */
export type FilaCambio = Omit<FacturaRow, 'datos'>;

export type EventoFactura =
  'CREADO' | 'ESTADO' | 'NOTA_CREDITO' | 'PROFORMA' | 'CORREO' | 'ADJUNTO' | 'FECHA';

/** The FacturaCambio payload of a row. */
export function cambioDe(row: FilaCambio, evento: EventoFactura, mensaje: string | null = null) {
  return {
    id: row.id,
    evento,
    documento: documentoCodigo(row.documento),
    estadoDocumento: estadoCodigo(row.estadoDocumento),
    situacionComprobante: situacionCodigo(row.situacion),
    consecutivo: row.consecutivo,
    clave: row.clave,
    fechaEmision: row.fechaEmision.toISOString(),
    totalComprobante: row.totalComprobante,
    codigoMoneda: row.codigoMoneda,
    receptorNombre: row.receptorNombre,
    estadoProforma: row.estadoProforma,
    mensaje,
  };
}

/** Publishes a committed change to the issuer's subscribers (and has its report movements folded soon). */
export function publicarCambio(
  services: Pick<Services, 'events' | 'plegador'>,
  row: FilaCambio,
  evento: EventoFactura,
  mensaje: string | null = null,
): void {
  services.events.publish('factura:changed', row.emisorId, cambioDe(row, evento, mensaje));
  services.plegador.marcar(row.emisorId);
}

// A new draft: the issuer's activity setting of the document type gives its defaults (spec 3 §3),
// and a new line takes the unit, VAT rate, CABYS and classification from them.
import { diaCostaRica, type Clasificacion } from '@jit/domain';
import { newId } from '../../../app/new-id';
import type { Parametros } from '../../emisor/queries';
import type { EncabezadoBorrador, LineaBorrador, ReferenciaBorrador } from './types';

/** Defaults of a new draft (the issuer's activity setting fills the rest). */
export type DefaultsBorrador = {
  documento: string;
  local: number;
  terminal: number;
  codigoMoneda: string;
  condicionVenta: string;
  plazoCredito: number;
  medioPago: string;
  ivaIncluido: boolean;
  unidadMedida: string;
  codigoTarifaIVA: string;
  cabys: string;
  clasificacion: LineaBorrador['clasificacion'];
};

/** Draft defaults from the issuer's activity setting of the document type (spec 3 §3). */
export function defaultsDe(p: Parametros, documento: string): DefaultsBorrador {
  const a =
    p.codigoActividad.find((x) => x.documento === documento) ?? p.codigoActividad.find((x) => x.documento === '01') ?? p.codigoActividad[0];
  const local = p.local[0];
  return {
    documento,
    local: local?.numero ?? 1,
    terminal: local?.terminal[0]?.numero ?? 1,
    codigoMoneda: a?.codigoMoneda.id ?? 'CRC',
    condicionVenta: a?.condicionVenta ?? '01',
    plazoCredito: a?.plazoCredito ?? 0,
    medioPago: a?.medioPago ?? '01',
    ivaIncluido: a?.modoivaIncluido ?? true,
    unidadMedida: a?.unidadMedida ?? 'Unid',
    codigoTarifaIVA: a?.codigoTarifa ?? '08',
    cabys: a?.cabys ?? '',
    clasificacion: (a?.clasificacion ?? 'producto') as Clasificacion,
  };
}

/** The header of a new draft. */
export function encabezadoInicial(d: DefaultsBorrador): EncabezadoBorrador {
  return {
    documento: d.documento,
    local: d.local,
    terminal: d.terminal,
    receptor: null,
    codigoMoneda: d.codigoMoneda,
    tipoCambio: '1',
    condicionVenta: d.condicionVenta,
    plazoCredito: d.plazoCredito > 0 ? String(d.plazoCredito) : '',
    // A credit sale is paid later: no payment method until the clerk gives one.
    medioPago: d.condicionVenta === '01' ? [{ tipoMedioPago: d.medioPago, monto: '' }] : [],
    otrosCargos: [],
    referencias: [],
    ivaIncluido: d.ivaIncluido,
    observaciones: '',
    idempotencyKey: newId('f'),
  };
}

/** A new, empty line with the defaults' unit, VAT rate, CABYS and classification. */
export function lineaNueva(d: Pick<DefaultsBorrador, 'unidadMedida' | 'codigoTarifaIVA' | 'cabys' | 'clasificacion'>): LineaBorrador {
  return {
    id: newId(),
    codigoCABYS: '',
    codigo: '',
    detalle: '',
    cantidad: '1',
    unidadMedida: d.unidadMedida,
    precio: '',
    descuento: '',
    codigoTarifaIVA: d.codigoTarifaIVA,
    exoneracion: '',
    clasificacion: d.clasificacion,
  };
}

/**
 * A new reference (to another document): dated today in Costa Rica, the day the clerk most often
 * refers to; the UTC day (toISOString) is already tomorrow from 18:00, a date Hacienda refuses.
 */
export function referenciaNueva(now: number): ReferenciaBorrador {
  return { tipoDocIR: '01', numero: '', fechaEmisionIR: diaCostaRica(now), codigo: '04', razon: '' };
}

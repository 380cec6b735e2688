import type { CodigoMoneda, TipoDocumentoOC, TipoMedioPago, CodigoImpuesto, CodigoTarifaIVA } from '../catalogos/code-tables.generated';
import type { D, DInput } from '../money/decimal';

/** An other charge (v4.4 OtrosCargosType); a percentage charge is computed on totalVentaNeta. */
export type OtroCargoInput = {
  tipoDocumentoOC: TipoDocumentoOC;
  tipoDocumentoOTROS?: string;
  identificacionTercero?: { tipo: string; numero: string };
  nombreTercero?: string;
  detalle: string;
  porcentajeOC?: DInput;
  montoCargo?: DInput;
};
/** A computed other charge. */
export type OtroCargo = Omit<OtroCargoInput, 'porcentajeOC' | 'montoCargo'> & { porcentajeOC?: D; montoCargo: D };

/** A payment method of the document; at most one may leave its amount to be the remainder. */
export type MedioPagoInput = { tipoMedioPago: TipoMedioPago; medioPagoOtros?: string; totalMedioPago?: DInput | null };
/** A computed payment method (v4.4 ResumenFactura/MedioPago). */
export type MedioPago = { tipoMedioPago: TipoMedioPago; medioPagoOtros?: string; totalMedioPago: D };

/** Options of the summary. */
export type ResumenOptions = {
  tipoDocumento?: string;
  codigoMoneda?: CodigoMoneda;
  tipoCambio?: DInput;
  medioPago?: MedioPagoInput[];
};

/** One v4.4 TotalDesgloseImpuesto entry. */
export type DesgloseImpuesto = { codigo: CodigoImpuesto; codigoTarifaIVA?: CodigoTarifaIVA; totalMontoImpuesto: D };

/** Every v4.4 ResumenFactura total, with the spec's camelCase names. */
export type ResumenFactura = {
  codigoTipoMoneda: { codigoMoneda: CodigoMoneda; tipoCambio: D };
  totalServGravados: D;
  totalServExentos: D;
  totalServExonerado: D;
  totalServNoSujeto: D;
  totalMercanciasGravadas: D;
  totalMercanciasExentas: D;
  totalMercExonerada: D;
  totalMercNoSujeta: D;
  totalGravado: D;
  totalExento: D;
  totalExonerado: D;
  totalNoSujeto: D;
  totalVenta: D;
  totalDescuentos: D;
  totalVentaNeta: D;
  totalDesgloseImpuesto: DesgloseImpuesto[];
  totalImpuesto: D;
  totalImpAsumEmisorFabrica: D;
  totalIVADevuelto: D;
  totalOtrosCargos: D;
  otrosCargos: OtroCargo[];
  medioPago: MedioPago[];
  totalComprobante: D;
};

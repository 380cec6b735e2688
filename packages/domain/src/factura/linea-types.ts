import type {
  CodigoDescuento,
  CodigoImpuesto,
  CodigoTarifaIVA,
  NombreInstitucion,
  TipoDocumentoExoneracion,
  TipoTransaccion,
} from '../catalogos/code-tables.generated';
import type { D, DInput } from '../money/decimal';
import type { Clasificacion } from './clasificacion';

/** A discount of a line: an amount, or a percentage of what remains after the previous ones (v4.4 Descuento). */
export type DescuentoInput = {
  montoDescuento?: DInput;
  porcentajeDescuento?: DInput;
  codigoDescuento?: CodigoDescuento;
  codigoDescuentoOTRO?: string;
  naturalezaDescuento?: string;
};
/** v4.4 Exoneracion (ExoneracionType); `tarifaExonerada` is in percentage points of the rate. */
export type ExoneracionInput = {
  tipoDocumentoEX1: TipoDocumentoExoneracion;
  tipoDocumentoOTRO?: string;
  numeroDocumento: string;
  articulo?: number | string;
  inciso?: number | string;
  nombreInstitucion: NombreInstitucion;
  nombreInstitucionOtros?: string;
  fechaEmisionEX: string;
  tarifaExonerada: DInput;
};
/** A tax of a line (v4.4 ImpuestoType). Ad valorem by `tarifa`, or a specific amount per unit / in total. */
export type ImpuestoInput = {
  codigo: CodigoImpuesto;
  codigoImpuestoOTRO?: string;
  codigoTarifaIVA?: CodigoTarifaIVA;
  tarifa?: DInput;
  factorCalculoIVA?: DInput;
  impuestoUnidad?: DInput;
  monto?: DInput;
  exoneracion?: ExoneracionInput;
};
/** How the line is treated for VAT in the summary; derived from its IVA unless given. */
export type TratamientoIVA = 'gravado' | 'exento' | 'noSujeto';

/** What a clerk (or a script) gives for a line; descriptive fields pass through to the result. */
export type LineaInput = {
  numeroLinea?: number;
  codigoCABYS?: string;
  codigoComercial?: { tipo: string; codigo: string }[];
  cantidad: DInput;
  unidadMedida?: string;
  unidadMedidaComercial?: string;
  tipoTransaccion?: TipoTransaccion;
  detalle?: string;
  precioUnitario: DInput;
  clasificacion?: Clasificacion;
  /** Overrides the classification when given (e.g. from the CABYS code). */
  esServicio?: boolean;
  descuento?: DescuentoInput[];
  impuesto?: ImpuestoInput[];
  ivaCobradoFabrica?: '01' | '02';
  /** Editable base for IVA code 07 or IVACobradoFabrica 01 (v4.4 BaseImponible note). */
  baseImponible?: DInput;
  impuestoAsumidoEmisorFabrica?: DInput;
  tratamientoIVA?: TratamientoIVA;
  /** A health service: its IVA is returned (TotalIVADevuelto) when paid by card. */
  servicioSalud?: boolean;
};

/** A computed discount. */
export type Descuento = Omit<DescuentoInput, 'montoDescuento' | 'porcentajeDescuento'> & { montoDescuento: D; porcentajeDescuento?: D };
/** A computed exoneration. */
export type Exoneracion = Omit<ExoneracionInput, 'tarifaExonerada'> & { tarifaExonerada: D; montoExoneracion: D };
/** A computed tax. */
export type Impuesto = Omit<ImpuestoInput, 'tarifa' | 'factorCalculoIVA' | 'impuestoUnidad' | 'monto' | 'exoneracion'> & {
  tarifa?: D;
  factorCalculoIVA?: D;
  impuestoUnidad?: D;
  monto: D;
  exoneracion?: Exoneracion;
};

/** A computed LineaDetalle (v4.4 names) plus how it counts in the summary. */
export type LineaDetalle = Omit<LineaInput, 'cantidad' | 'precioUnitario' | 'descuento' | 'impuesto' | 'baseImponible' | 'impuestoAsumidoEmisorFabrica' | 'numeroLinea' | 'esServicio'> & {
  numeroLinea: number;
  cantidad: D;
  precioUnitario: D;
  montoTotal: D;
  descuento: Descuento[];
  montoDescuento: D;
  subTotal: D;
  baseImponible: D;
  impuesto: Impuesto[];
  impuestoAsumidoEmisorFabrica: D;
  impuestoNeto: D;
  montoTotalLinea: D;
  esServicio: boolean;
  tratamiento: TratamientoIVA;
  /** Split of montoTotal for ResumenFactura (they add up to montoTotal). */
  montoGravado: D;
  montoExento: D;
  montoExonerado: D;
  montoNoSujeto: D;
};

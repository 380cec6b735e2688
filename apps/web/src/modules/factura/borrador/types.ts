// The invoice draft as the clerk typed it: every field is kept as text so nothing typed is lost,
// even when it does not parse yet. The domain turns it into numbers when totals are computed.
import type { Clasificacion } from '@jit/domain';

/** One line of the draft (spec 1 §3 lineaDetalle, as typed). */
export type LineaBorrador = {
  id: string;
  /** CABYS code, 13 digits (or '' while not chosen). */
  codigoCABYS: string;
  /** Quick code / SKU of the clerk (codigoComercial 01), optional. */
  codigo: string;
  detalle: string;
  cantidad: string;
  unidadMedida: string;
  /** The price as typed: with VAT when the draft is in VAT-included mode. */
  precio: string;
  /** "10%" is a percentage, "500" an amount (in the same basis as the price). */
  descuento: string;
  /** v4.4 CodigoDescuento of that discount (an item's); 07 «Descuento comercial» when absent. */
  codigoDescuento?: string;
  /** CodigoTarifaIVA (nota 8.1): 08 = 13 %. */
  codigoTarifaIVA: string;
  /** Id of the receptor's exoneration applied to this line, or ''. */
  exoneracion: string;
  clasificacion: Clasificacion;
  /** The catalogue item the line was filled from (its stock moves when issued); absent when typed by hand. */
  itemId?: string;
};

/** The fields a cell of the grid edits. */
export type CampoLinea = 'codigoCABYS' | 'detalle' | 'cantidad' | 'unidadMedida' | 'precio' | 'descuento' | 'codigoTarifaIVA' | 'exoneracion';

/** An exoneration of the receptor, as the lines apply it. */
export type ExoneracionBorrador = {
  id: string;
  tipoDocumento: string;
  tipoDocumentoOtro?: string | null;
  numeroDocumento: string;
  articulo?: number | null;
  inciso?: number | null;
  nombreInstitucion: string;
  nombreInstitucionOtros?: string | null;
  fechaEmision: string;
  porcentajeExoneracion: string;
  cabys: string[];
};

/** The receptor chosen for the document. */
export type ReceptorBorrador = {
  id?: string;
  nombre: string;
  identificacion?: { tipo: string; numero: string } | null;
  identificacionExtranjero?: string | null;
  correoElectronico?: string | null;
  telefono?: { codigoPais: string; numTelefono: string } | null;
  exoneracion: ExoneracionBorrador[];
  /** The customer's category: its discount goes on lines without one (ruling B-5). */
  categoria?: { _id: string; nombre: string; esPorcentual: boolean; valor: string } | null;
};

export type MedioPagoBorrador = { tipoMedioPago: string; monto: string };
export type OtroCargoBorrador = { tipoDocumentoOC: string; detalle: string; porcentaje: string; monto: string };
export type ReferenciaBorrador = { tipoDocIR: string; numero: string; fechaEmisionIR: string; codigo: string; razon: string };

/** The header of the draft. */
export type EncabezadoBorrador = {
  documento: string;
  local: number;
  terminal: number;
  receptor: ReceptorBorrador | null;
  codigoMoneda: string;
  /** Colones per unit as text; '1' for CRC. */
  tipoCambio: string;
  /** Where the proposed rate came from (the bank's venta or compra, or the manual one) and its day; null once the clerk types another. */
  tipoCambioFuente?: { referencia: string; fecha: string } | null;
  condicionVenta: string;
  plazoCredito: string;
  /** Up to 4 (v4.4); one without amount takes the rest. */
  medioPago: MedioPagoBorrador[];
  otrosCargos: OtroCargoBorrador[];
  referencias: ReferenciaBorrador[];
  /** Prices typed with VAT included (activity setting modoivaIncluido). */
  ivaIncluido: boolean;
  observaciones: string;
  /** Sent with Factura.create: a retry after a lost answer never issues twice. */
  idempotencyKey: string;
  /** The proforma this draft invoices (Factura.create input.proforma): the server adds its reference and marks it FACTURADA. */
  proforma?: string;
};

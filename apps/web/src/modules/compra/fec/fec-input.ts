// The purchase invoice (FEC, 08) as the clerk types it: the supplier in the simplified regime (it
// goes as the document's counterparty; the server writes it as the XML's Emisor with the FEC's
// fixed reference), the lines (an item enters stock at its price, a cost record does not), and
// the Spanish problems found before sending. The server's rules still decide.
import { CODIGOS_TARIFA_IVA, D } from '@jit/domain';
import type { FacturaInput, ProveedorFieldsFragment } from '@jit/api';

export type LineaFec = {
  id: string;
  destino: string;
  itemId: string | null;
  clasificacion: string;
  detalle: string;
  codigoCABYS: string;
  unidadMedida: string;
  cantidad: string;
  precio: string;
  codigoTarifaIVA: string;
};
export type EncabezadoFec = { proveedorId: string | null; condicionVenta: '01' | '02'; plazoCredito: string; medioPago: string };

let n = 0;
export const lineaVacia = (): LineaFec => ({ id: `f${(n += 1)}`, destino: '', itemId: null, clasificacion: 'producto', detalle: '', codigoCABYS: '', unidadMedida: 'Unid', cantidad: '1', precio: '', codigoTarifaIVA: '08' });
export const encabezadoVacio = (): EncabezadoFec => ({ proveedorId: null, condicionVenta: '01', plazoCredito: '', medioPago: '01' });

const esDecimal = (v: string) => /^\d+(\.\d+)?$/.test(v.trim());
const tarifa = (codigo: string) => CODIGOS_TARIFA_IVA.find((t) => t.codigo === codigo)?.tarifa ?? '0';
/** A line the clerk left empty is not a line. */
export const usadas = (lineas: readonly LineaFec[]) => lineas.filter((l) => l.destino || l.detalle.trim() || l.precio.trim());

/** Problems by field: 'proveedor', 'plazoCredito', 'lineas', or `<lineaId>.<campo>`. */
export function problemasFec(h: EncabezadoFec, lineas: readonly LineaFec[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!h.proveedorId) out.proveedor = 'Elija el proveedor (régimen simplificado) que vende.';
  if (h.condicionVenta === '02' && !/^\d{1,4}$/.test(h.plazoCredito.trim())) out.plazoCredito = 'Una compra a crédito lleva el plazo en días.';
  const ls = usadas(lineas);
  if (ls.length === 0) out.lineas = 'Agregue al menos una línea.';
  for (const l of ls) {
    const d = l.detalle.trim();
    if (d.length < 3 || d.length > 200) out[`${l.id}.detalle`] = 'El detalle lleva de 3 a 200 caracteres.';
    if (!/^\d{13}$/.test(l.codigoCABYS.trim())) out[`${l.id}.codigoCABYS`] = 'El código CABYS tiene 13 dígitos.';
    if (!esDecimal(l.cantidad) || new D(l.cantidad).lte(0)) out[`${l.id}.cantidad`] = 'La cantidad debe ser mayor que cero.';
    if (!esDecimal(l.precio)) out[`${l.id}.precio`] = 'Escriba el precio unitario (punto decimal).';
  }
  return out;
}

/** Subtotal, VAT and total of the lines (VAT at each line's rate), for the footer. */
export function totalesFec(lineas: readonly LineaFec[]) {
  let subTotal = new D(0);
  let impuesto = new D(0);
  for (const l of usadas(lineas)) {
    if (!esDecimal(l.cantidad) || !esDecimal(l.precio)) continue;
    const monto = new D(l.cantidad).times(l.precio).toDecimalPlaces(5);
    subTotal = subTotal.plus(monto);
    impuesto = impuesto.plus(monto.times(tarifa(l.codigoTarifaIVA)).div(100).toDecimalPlaces(5));
  }
  return { subTotal, impuesto, total: subTotal.plus(impuesto) };
}

/** Factura.create's input for the FEC: the supplier as counterparty, each line with its item or class. */
export function fecInput(h: EncabezadoFec, lineas: readonly LineaFec[], p: ProveedorFieldsFragment): FacturaInput {
  return {
    documento: '08',
    receptor: {
      nombre: p.nombre,
      identificacion: { tipo: p.identificacion.tipo, numero: p.identificacion.numero },
      ...(p.nombreComercial ? { nombreComercial: p.nombreComercial } : {}),
      ...(p.correoElectronico ? { correoElectronico: p.correoElectronico } : {}),
      ...(p.telefono ? { telefono: { codigoPais: p.telefono.codigoPais, numTelefono: p.telefono.numTelefono } } : {}),
    },
    condicionVenta: h.condicionVenta,
    ...(h.condicionVenta === '02' ? { plazoCredito: Number(h.plazoCredito) } : {}),
    medioPago: [{ tipoMedioPago: h.medioPago }],
    detalleServicio: {
      lineaDetalle: usadas(lineas).map((l) => ({
        ...(l.itemId ? { item: { _id: l.itemId } } : {}),
        clasificacion: l.clasificacion,
        codigoCABYS: l.codigoCABYS.trim(),
        cantidad: l.cantidad.trim(),
        unidadMedida: l.unidadMedida,
        detalle: l.detalle.trim(),
        precioUnitario: l.precio.trim(),
        impuesto: [{ codigo: '01', codigoTarifaIVA: l.codigoTarifaIVA, tarifa: tarifa(l.codigoTarifaIVA) }],
      })),
    },
  };
}

const CAMPOS: Record<string, keyof LineaFec> = { detalle: 'detalle', codigoCABYS: 'codigoCABYS', cantidad: 'cantidad', precioUnitario: 'precio', unidadMedida: 'unidadMedida' };

/** Where a server refusal goes: `<lineaId>.<campo>` for a line's field, else the header's key or 'general'. */
export function campoDelServidor(field: string | undefined, lineas: readonly LineaFec[]): string {
  const m = /^input\.detalleServicio\.lineaDetalle\.(\d+)(?:\.(\w+))?/.exec(field ?? '');
  if (m) {
    const l = usadas(lineas)[Number(m[1])];
    if (l) return `${l.id}.${CAMPOS[m[2] ?? ''] ?? 'detalle'}`;
  }
  if (field?.startsWith('input.receptor')) return 'proveedor';
  if (field === 'input.plazoCredito') return 'plazoCredito';
  return 'general';
}

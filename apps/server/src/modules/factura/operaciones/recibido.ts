// A received document (v4.3 or v4.4, as text or base64) as the server reads it to answer it: the
// XML, its lines and summary as a computed document (its own amounts, not ours) and its supplier.
import {
  D,
  TOTALES_RESUMEN,
  type LineaDetalle,
  type ResumenFactura,
  type TotalResumen,
} from '@jit/domain';
import { DocumentoInvalidoError, parseDocumento, type Comprobante } from '@jit/hacienda';
import type { ReceptorSnapshot } from '../../../db/schema/index.js';
import { badInput } from '../../../errors.js';
import type { DocCalculado, LineaCalculada } from '../calculo/documento.js';

export const dec = (v: unknown): InstanceType<typeof D> =>
  new D(typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? v : 0);

/** The received XML, given as text or base64. */
export function xmlRecibido(raw: string): string {
  const t = raw.replace(/^\uFEFF/, '').trim();
  if (t.startsWith('<')) return t;
  const decoded = Buffer.from(t, 'base64')
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim();
  if (!decoded.startsWith('<'))
    throw badInput('El archivo no es un XML (ni en texto ni en base64).', 'xml');
  return decoded;
}

/** The received document's lines and summary as a computed document (its own amounts, not ours). */
export function calculoDeRecibido(doc: Comprobante): DocCalculado {
  const r = doc.resumenFactura;
  const moneda = r.codigoTipoMoneda?.codigoMoneda ?? 'CRC';
  const lineas: LineaCalculada[] = (doc.detalleServicio?.lineaDetalle ?? []).map((l, i) => {
    const impuesto = (l.impuesto ?? []).map((t) => ({
      codigo: t.codigo as never,
      ...(t.codigoTarifaIVA ? { codigoTarifaIVA: t.codigoTarifaIVA as never } : {}),
      ...(t.tarifa !== undefined ? { tarifa: dec(t.tarifa) } : {}),
      monto: dec(t.monto),
      ...(t.exoneracion
        ? {
            exoneracion: {
              tipoDocumentoEX1: t.exoneracion.tipoDocumentoEX1 as never,
              numeroDocumento: t.exoneracion.numeroDocumento,
              nombreInstitucion: t.exoneracion.nombreInstitucion as never,
              fechaEmisionEX: String(t.exoneracion.fechaEmisionEX),
              tarifaExonerada: dec(t.exoneracion.tarifaExonerada ?? 0),
              montoExoneracion: dec(t.exoneracion.montoExoneracion),
            },
          }
        : {}),
    }));
    const montoTotal = dec(l.montoTotal);
    const descuento = (l.descuento ?? []).map((x) => ({
      montoDescuento: dec(x.montoDescuento),
      codigoDescuento: x.codigoDescuento as never,
    }));
    const montoDescuento = descuento.reduce((s, x) => s.plus(x.montoDescuento), new D(0));
    const impuestoNeto =
      l.impuestoNeto !== undefined
        ? dec(l.impuestoNeto)
        : impuesto.reduce((s, t) => s.plus(t.monto), new D(0));
    const linea: LineaDetalle = {
      numeroLinea: Number(l.numeroLinea) || i + 1,
      ...(l.codigoCABYS ? { codigoCABYS: l.codigoCABYS } : {}),
      cantidad: dec(l.cantidad ?? 1),
      ...(l.unidadMedida ? { unidadMedida: l.unidadMedida } : {}),
      detalle: l.detalle,
      precioUnitario: dec(l.precioUnitario ?? l.montoTotal),
      montoTotal,
      descuento,
      montoDescuento,
      subTotal: dec(l.subTotal),
      baseImponible: dec(l.baseImponible ?? l.subTotal),
      impuesto,
      impuestoAsumidoEmisorFabrica: dec(l.impuestoAsumidoEmisorFabrica),
      impuestoNeto,
      montoTotalLinea: dec(l.montoTotalLinea),
      esServicio: /^[5-9]/.test(l.codigoCABYS ?? '') || l.unidadMedida === 'Sp',
      tratamiento: impuestoNeto.gt(0) ? 'gravado' : 'exento',
      montoGravado: impuestoNeto.gt(0) ? montoTotal : new D(0),
      montoExento: impuestoNeto.gt(0) ? new D(0) : montoTotal,
      montoExonerado: new D(0),
      montoNoSujeto: new D(0),
    };
    return {
      linea,
      itemId: null,
      itemNombre: null,
      input: {
        cantidad: linea.cantidad.toFixed(),
        detalle: l.detalle ?? '',
        precioUnitario: linea.precioUnitario.toFixed(),
      },
    };
  });
  const resumen: ResumenFactura = {
    codigoTipoMoneda: {
      codigoMoneda: moneda as never,
      tipoCambio: dec(r.codigoTipoMoneda?.tipoCambio ?? 1),
    },
    // Every amount as the supplier wrote it (a missing one is 0).
    ...(Object.fromEntries(TOTALES_RESUMEN.map((k) => [k, dec(r[k])])) as Record<TotalResumen, D>),
    totalDesgloseImpuesto: (r.totalDesgloseImpuesto ?? []).map((x) => ({
      codigo: x.codigo as never,
      ...(x.codigoTarifaIVA ? { codigoTarifaIVA: x.codigoTarifaIVA as never } : {}),
      totalMontoImpuesto: dec(x.totalMontoImpuesto),
    })),
    otrosCargos: (doc.otrosCargos ?? []).map((c) => ({
      tipoDocumentoOC: c.tipoDocumentoOC as never,
      detalle: c.detalle,
      montoCargo: dec(c.montoCargo),
    })),
    medioPago: (r.medioPago ?? [])
      .filter((m) => m.tipoMedioPago)
      .map((m) => ({
        tipoMedioPago: m.tipoMedioPago as never,
        totalMedioPago: dec(m.totalMedioPago ?? r.totalComprobante),
      })),
  };
  return {
    lineas,
    otrosCargos: [],
    medioPago: [],
    resumen,
    codigoMoneda: moneda,
    tipoCambio: resumen.codigoTipoMoneda.tipoCambio,
  };
}

/** The supplier (the received document's emitter) as the counterparty snapshot. */
export function proveedor(doc: Comprobante): ReceptorSnapshot {
  const e = doc.emisor;
  return {
    nombre: e.nombre,
    identificacion: { tipo: e.identificacion.tipo, numero: e.identificacion.numero },
    nombreComercial: e.nombreComercial ?? null,
    correoElectronico: e.correoElectronico?.[0] ?? null,
    telefono: e.telefono
      ? { codigoPais: String(e.telefono.codigoPais), numTelefono: String(e.telefono.numTelefono) }
      : null,
    ubicacion: e.ubicacion
      ? {
          provincia: String(e.ubicacion.provincia),
          canton: String(e.ubicacion.canton).padStart(2, '0'),
          distrito: String(e.ubicacion.distrito).padStart(2, '0'),
          otrasSenas: e.ubicacion.otrasSenas,
        }
      : null,
  };
}

/** A received comprobante that may be answered (01, 02, 03, 04, 08, 09), or BAD_USER_INPUT on `campo`. */
export function leerRecibido(xml: string, campo: string): { doc: Comprobante; version: string } {
  let leido: ReturnType<typeof parseDocumento>;
  try {
    leido = parseDocumento(xml);
  } catch (e) {
    if (e instanceof DocumentoInvalidoError) throw badInput(e.message, campo);
    throw badInput(
      `El archivo no es un XML legible: ${e instanceof Error ? e.message : String(e)}`,
      campo,
    );
  }
  if (leido.clase !== 'comprobante')
    throw badInput(
      `El archivo es un ${leido.raiz}, no un comprobante por aceptar o rechazar.`,
      campo,
    );
  const doc = leido.documento;
  if (!['01', '02', '03', '04', '08', '09'].includes(doc.tipo))
    throw badInput('Ese tipo de comprobante no se acepta ni rechaza.', campo);
  return { doc, version: leido.version };
}

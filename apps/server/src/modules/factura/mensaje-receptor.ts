// Receiver messages (05 accepted, 06 partially accepted, 07 rejected): a received document (v4.3
// or v4.4, as text or base64) is parsed, its signature verified, checked to be addressed to this
// issuer, and answered with a signed MensajeReceptor sent to Hacienda like any document. Each
// document of a batch is processed on its own: returnState 'ok' (done now or before — the
// received clave is the idempotency key) or 'error' with the reason; 'Algún documento no fue
// procesado.' when any is not ok (spec 1 §4, §8).
import { GraphQLError } from 'graphql';
import {
  D,
  isCodigoDe,
  CONDICIONES_IMPUESTO,
  type LineaDetalle,
  type ResumenFactura,
} from '@jit/domain';
import type { Comprobante } from '@jit/hacienda';
import type { Context } from '../../context.js';
import type { ReceptorSnapshot } from '../../db/schema/index.js';
import { and, eq, inArray } from 'drizzle-orm';
import { factura } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import type { MensajeReceptorInput } from '../../generated/graphql.js';
import type { DocCalculado, LineaCalculada } from './calculo.js';
import { cargarEmisor } from './emisor-adapter.js';
import { emitir, type Preparado } from './emitir.js';
import { DocumentoInvalidoError, parseDocumento, verificarFirmas } from '@jit/hacienda';
import { withSession } from '../../auth/session.js';

export const ALGUNO_NO_PROCESADO = 'Algún documento no fue procesado.';

type Args = {
  input: MensajeReceptorInput[];
  force?: boolean | null;
  inventario?: boolean | null;
  creaClave?: boolean | null;
  cuentaContablePago?: string | null;
  accounting?: boolean | null;
};

const dec = (v: unknown): InstanceType<typeof D> =>
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
    totalServGravados: dec(r.totalServGravados),
    totalServExentos: dec(r.totalServExentos),
    totalServExonerado: dec(r.totalServExonerado),
    totalServNoSujeto: dec(r.totalServNoSujeto),
    totalMercanciasGravadas: dec(r.totalMercanciasGravadas),
    totalMercanciasExentas: dec(r.totalMercanciasExentas),
    totalMercExonerada: dec(r.totalMercExonerada),
    totalMercNoSujeta: dec(r.totalMercNoSujeta),
    totalGravado: dec(r.totalGravado),
    totalExento: dec(r.totalExento),
    totalExonerado: dec(r.totalExonerado),
    totalNoSujeto: dec(r.totalNoSujeto),
    totalVenta: dec(r.totalVenta),
    totalDescuentos: dec(r.totalDescuentos),
    totalVentaNeta: dec(r.totalVentaNeta),
    totalDesgloseImpuesto: (r.totalDesgloseImpuesto ?? []).map((x) => ({
      codigo: x.codigo as never,
      ...(x.codigoTarifaIVA ? { codigoTarifaIVA: x.codigoTarifaIVA as never } : {}),
      totalMontoImpuesto: dec(x.totalMontoImpuesto),
    })),
    totalImpuesto: dec(r.totalImpuesto),
    totalImpAsumEmisorFabrica: dec(r.totalImpAsumEmisorFabrica),
    totalIVADevuelto: dec(r.totalIVADevuelto),
    totalOtrosCargos: dec(r.totalOtrosCargos),
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
    totalComprobante: dec(r.totalComprobante),
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
function proveedor(doc: Comprobante): ReceptorSnapshot {
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
function leerRecibido(xml: string, campo: string): { doc: Comprobante; version: string } {
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

/**
 * What the server would check before answering a received document, without storing anything:
 * the signature (the browser can only see that one is there), whether it is addressed to this
 * issuer and whether this issuer already answered it. The mensajeReceptor screen shows it per file
 * before the batch is sent.
 */
export async function verificarXmlRecibido(ctx: Context, args: { xml: string }) {
  const xml = xmlRecibido(args.xml);
  const { doc, version } = leerRecibido(xml, 'xml');
  const firmas = verificarFirmas(xml);
  return withSession(ctx, async (tx, s) => {
    // The same identification issuing uses (the sandbox one until the issuer sets its own).
    const e = await cargarEmisor(tx, s.emisorId, {
      sandbox: ctx.services.hacienda.sandbox,
      now: ctx.now(),
    });
    const [previo] = await tx
      .select({ consecutivo: factura.consecutivo })
      .from(factura)
      .where(and(eq(factura.claveFE, doc.clave), inArray(factura.documento, ['05', '06', '07'])))
      .limit(1);
    const propia = e.identificacion.numero;
    const receptor = doc.receptor?.identificacion?.numero ?? null;
    return {
      clave: doc.clave,
      version,
      firmaValida: firmas.valido,
      errores: firmas.errores,
      paraEsteEmisor:
        receptor === null || receptor.replace(/\D/g, '') === propia.replace(/\D/g, ''),
      respondidoCon: previo?.consecutivo ?? null,
    };
  });
}

async function procesarUno(ctx: Context, input: MensajeReceptorInput, i: number, args: Args) {
  const s = await ctx.session();
  const f = (x: string) => `input.${i}.${x}`;
  const mensaje = input.mensaje.trim();
  const documento = ({ '1': '05', '2': '06', '3': '07' } as Record<string, string>)[mensaje];
  if (!documento)
    throw badInput(
      'El mensaje debe ser 1 (aceptado), 2 (aceptado parcialmente) o 3 (rechazado).',
      f('mensaje'),
    );
  const detalle = input.detalleMensaje?.trim() || null;
  if (mensaje !== '1' && (!detalle || detalle.length < 3))
    throw badInput(
      'Explique el motivo de la aceptación parcial o del rechazo (detalleMensaje).',
      f('detalleMensaje'),
    );
  if (detalle && detalle.length > 160)
    throw badInput(
      'El detalle del mensaje admite como máximo 160 caracteres.',
      f('detalleMensaje'),
    );
  const condicion = input.condicionImpuesto ?? (mensaje === '3' ? null : '01');
  if (condicion && !isCodigoDe(CONDICIONES_IMPUESTO, condicion))
    throw badInput(
      `La condición del impuesto «${condicion}» no existe (01 a 05).`,
      f('condicionImpuesto'),
    );
  const xml = xmlRecibido(input.xml);
  const { doc } = leerRecibido(xml, f('xml'));
  const firmas = verificarFirmas(xml);
  if (!firmas.valido && !args.force)
    throw badInput(
      `La firma del documento no es válida: ${firmas.errores.slice(0, 2).join('; ') || 'no tiene firma'}. Use «forzar» para procesarlo de todos modos.`,
      f('xml'),
    );
  const claveFE = doc.clave;
  const total = dec(doc.resumenFactura.totalComprobante);
  const impuesto = dec(doc.resumenFactura.totalImpuesto);
  return emitir(ctx, s, {
    operacion: 'Factura.createMensajeReceptor',
    // The received clave is the key: answering it again returns the first answer.
    args: { claveFE },
    idempotencyKey: `mr:${claveFE}`,
    flags:
      mensaje === '3'
        ? {}
        : {
            inventario: args.inventario,
            accounting: args.accounting,
            autoPago: true,
            cuentaContablePago: args.cuentaContablePago,
            productionOrder: false,
          },
    preparar: (_tx, e, actividad) => {
      const receptorDoc = doc.receptor?.identificacion?.numero;
      if (
        receptorDoc &&
        receptorDoc.replace(/\D/g, '') !== e.identificacion.numero.replace(/\D/g, '') &&
        !args.force
      )
        throw badInput(
          `El documento está dirigido a la identificación ${receptorDoc}, no a este emisor (${e.identificacion.numero}).`,
          f('xml'),
        );
      const act = actividad(documento);
      const acreditar =
        input.montoTotalImpuestoAcreditar ?? (condicion === '01' ? impuesto.toFixed(5) : undefined);
      const calculo = calculoDeRecibido(doc);
      return Promise.resolve({
        documento,
        sucursal: input.local ?? 1,
        terminal: input.terminal ?? 1,
        codigoActividad: input.codigoActividad ?? act.codigoActividad,
        codigoActividadReceptor: null,
        receptor: proveedor(doc),
        condicionVenta: doc.condicionVenta || '01',
        condicionVentaOtros: null,
        plazoCredito: doc.plazoCredito ? Number(doc.plazoCredito) : null,
        calculo,
        referencias: [],
        otros: null,
        creaClave: args.creaClave !== false,
        claveFE,
        mensaje,
        xmlRecibido: xml,
        saldo: mensaje !== '3' && doc.condicionVenta === '02' ? total.toFixed() : '0',
        mensajeReceptor: {
          clave: claveFE,
          numeroCedulaEmisor: doc.emisor.identificacion.numero,
          fechaEmisionDoc:
            typeof doc.fechaEmision === 'string' ? doc.fechaEmision : doc.fechaEmision,
          mensaje: Number(mensaje) as 1 | 2 | 3,
          ...(detalle ? { detalleMensaje: detalle } : {}),
          ...(doc.resumenFactura.totalImpuesto !== undefined
            ? { montoTotalImpuesto: impuesto.toFixed(5) }
            : {}),
          ...((input.codigoActividad ?? act.codigoActividad)
            ? { codigoActividad: input.codigoActividad ?? act.codigoActividad }
            : {}),
          ...(condicion ? { condicionImpuesto: condicion } : {}),
          ...(acreditar !== undefined && condicion
            ? { montoTotalImpuestoAcreditar: acreditar }
            : {}),
          ...(input.montoTotalDeGastoAplicable
            ? { montoTotalDeGastoAplicable: input.montoTotalDeGastoAplicable }
            : {}),
          totalFactura: total.toFixed(5),
          numeroCedulaReceptor: e.identificacion.numero,
        },
        signo: 1,
        compra: true,
        bitacora: `${mensaje === '1' ? 'Aceptación' : mensaje === '2' ? 'Aceptación parcial' : 'Rechazo'} del comprobante ${claveFE}${firmas.valido ? '' : ' (firma no verificada: procesado a la fuerza)'}.`,
      } satisfies Preparado);
    },
  });
}

/** Factura.createMensajeReceptor: a batch, each document on its own. */
export async function createMensajeReceptor(ctx: Context, args: Args) {
  if (args.input.length === 0) throw badInput('Envíe al menos un documento.', 'input');
  if (args.input.length > 100)
    throw badInput('Envíe como máximo 100 documentos por lote.', 'input');
  const resultados = [];
  for (const [i, input] of args.input.entries()) {
    try {
      const r = await procesarUno(ctx, input, i, args);
      resultados.push({
        id: r.row.id,
        claveFE: r.row.claveFE,
        returnState: 'ok',
        consecutivo: r.row.consecutivo,
        message: r.repetido ? 'Ya estaba procesado.' : null,
      });
    } catch (e) {
      if (
        !(e instanceof GraphQLError) ||
        e.extensions?.code === 'UNAUTHENTICATED' ||
        e.extensions?.code === 'FORBIDDEN'
      )
        throw e;
      resultados.push({
        id: null,
        claveFE: null,
        returnState: 'error',
        consecutivo: null,
        message: e.message,
      });
    }
  }
  return {
    resultados,
    message: resultados.some((r) => r.returnState !== 'ok') ? ALGUNO_NO_PROCESADO : null,
  };
}

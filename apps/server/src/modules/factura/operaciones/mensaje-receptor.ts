// Receiver messages (05 accepted, 06 partially accepted, 07 rejected): a received document (v4.3
// or v4.4, as text or base64) is parsed, its signature verified, checked to be addressed to this
// issuer, and answered with a signed MensajeReceptor sent to Hacienda like any document. Each
// document of a batch is processed on its own: returnState 'ok' (done now or before — the
// received clave is the idempotency key) or 'error' with the reason; 'Algún documento no fue
// procesado.' when any is not ok (spec 1 §4, §8).
import { GraphQLError } from 'graphql';
import { and, eq, inArray } from 'drizzle-orm';
import { CONDICIONES_IMPUESTO, MENSAJE_ALGUNO_NO_PROCESADO, esCondicionCredito, isCodigoDe } from '@jit/domain';
import { verificarFirmas } from '@jit/hacienda';
import { withSession } from '../../../auth/session.js';
import type { Context } from '../../../context.js';
import { factura } from '../../../db/schema/index.js';
import { badInput } from '../../../errors.js';
import type { MensajeReceptorInput } from '../../../generated/graphql.js';
import { cargarEmisor } from '../emisor-adapter.js';
import { emitir } from '../emision/emitir.js';
import type { Preparado } from '../emision/tipos.js';
import { calculoDeRecibido, dec, leerRecibido, proveedor, xmlRecibido } from './recibido.js';


type Args = {
  input: MensajeReceptorInput[];
  force?: boolean | null;
  inventario?: boolean | null;
  creaClave?: boolean | null;
  cuentaContablePago?: string | null;
  accounting?: boolean | null;
};

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
    preparar: async (tx, e, actividad) => {
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
      // An accepted document is a purchase: its supplier, its lines mapped and costed (ruling E-1).
      if (mensaje !== '3')
        await ctx.services.compras.asignarCompra(tx, { emisorId: s.emisorId, now: ctx.now(), doc, lineas: calculo.lineas, condicionImpuesto: condicion, asignacion: input, field: `input.${i}` });
      return {
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
        saldo: mensaje !== '3' && esCondicionCredito(doc.condicionVenta) ? total.toFixed() : '0',
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
      } satisfies Preparado;
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
    message: resultados.some((r) => r.returnState !== 'ok') ? MENSAJE_ALGUNO_NO_PROCESADO : null,
  };
}

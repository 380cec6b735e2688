// Factura.create (spec 1 §7): every document type but credit notes and receiver messages. The
// request is checked, then prepared inside the issuing transaction (emision/emitir.ts): the sale
// conditions with the activity's defaults, the currency and its rate, the computed document, the
// references (a FEC's fixed one, the invoiced proforma's), and afterwards the proforma is marked
// FACTURADA and a rejected document it corrects is linked to it.
import {
  CODIGOS_MONEDA,
  ESTADO_PROFORMA_FACTURADA,
  aplicarModoSuscripcion,
  esCondicionCredito,
  isCodigoDe,
  operacionDe,
  problemasEmisorFec,
  problemaCondicionCredito,
  proformaIdDeReferencia,
  referenciaFEC,
  referenciaProforma,
  requiereIdentificacionReceptor,
  requiereReceptor,
  tiposDeOperacion,
  toD,
} from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import type { Context } from '../../../context.js';
import type { ActividadConfig, ReferenciaDoc } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { badInput, conflict, notFound } from '../../../errors.js';
import type { FacturaInput } from '../../../generated/graphql.js';
import { anotarFactura, avisarFacturado, cargoServicio, servicioDePedido, type ServicioPedido } from '../../restaurante/index.js';
import { tipoCambioVigente } from '../../tipo-cambio/index.js';
import { calcularDocumento } from '../calculo/documento.js';
import { condicionValida, mapReferencias, receptorSnapshot } from '../calculo/entradas.js';
import { esMasivo, type Flags } from '../efectos.js';
import { emitir } from '../emision/emitir.js';
import { llaveIdempotencia } from '../emision/preparar.js';
import type { Emisora, Emitido, Preparado } from '../emision/tipos.js';
import { bloquearFila, reservarEnLote } from '../filas.js';
import { enlazarCorreccion } from './correccion.js';
import { entero } from './entero.js';
import { exigirLimiteCredito } from './limite-credito.js';
import { marcarProforma } from './proforma.js';
import { exigirReferenciasPropias } from './referencias-propias.js';

export type CreateArgs = {
  input: FacturaInput;
  inventario?: boolean | null;
  creaClave?: boolean | null;
  productionOrder?: boolean | null;
  cuentaContablePago?: string | null;
  bulkMode?: boolean | null;
  accounting?: boolean | null;
  autoPago?: boolean | null;
  idempotencyKey?: string | null;
};

/** Inside a caller's transaction (the demo seeder), with the session given. */
export type EnTx = { tx?: Tx; session?: Emisora };

/** What the request must hold before anything is read: the type, its receptor. */
function validarPedido(input: FacturaInput, documento: string): void {
  const operacion = operacionDe(documento);
  if (operacion !== 'create')
    throw badInput(
      operacion === 'createNotaCredito'
        ? 'Las notas de crédito se emiten con Factura.createNotaCredito.'
        : operacion === 'createMensajeReceptor'
          ? 'Los mensajes receptor se emiten con Factura.createMensajeReceptor.'
          : operacion === 'pago'
            ? 'Los recibos electrónicos de pago (10) no se emiten a mano: salen solos al registrar el pago de una venta con condición 08 o 10.'
            : `El tipo de documento «${documento}» no se emite aquí: use ${tiposDeOperacion('create').slice(0, -1).join(', ')} o proforma.`,
      'input.documento',
    );
  if (requiereReceptor(documento) && !input.receptor)
    throw badInput(
      documento === '08'
        ? 'La factura de compra necesita los datos del proveedor (receptor).'
        : 'Este documento necesita un receptor con su identificación.',
      'input.receptor',
    );
  // v4.4 FEC: the supplier goes as the document's Emisor, whose schema asks more of it.
  const fec = documento === '08' && input.receptor ? problemasEmisorFec(input.receptor)[0] : undefined;
  if (fec) throw badInput(fec.mensaje, `input.receptor.${fec.campo}`);
  if (
    requiereIdentificacionReceptor(documento) &&
    input.receptor &&
    !input.receptor.identificacion &&
    !input.receptor.identificacionExtranjero
  )
    throw badInput(
      'La factura electrónica necesita la identificación del receptor; para un cliente sin identificación use un tiquete (04).',
      'input.receptor.identificacion',
    );
}

/** Sale condition, credit term and payment methods, with the activity's defaults (spec 1 §5). */
function condicionesDeVenta(input: FacturaInput, act: ActividadConfig) {
  let condicionVenta = input.condicionVenta ?? act.condicionVenta ?? '01';
  let plazoCredito = entero(
    input.plazoCredito,
    'input.plazoCredito',
    0,
    3650,
    'El plazo de crédito',
  );
  let medioPago = input.medioPago ?? null;
  if (input.modoSuscripcion) {
    // Spec 1 §5: subscription mode forces the default payment method, credit and 3 days when none.
    const m = aplicarModoSuscripcion(
      { condicionVenta, plazoCredito, medioPago: [] },
      act.medioPago || '01',
    );
    condicionVenta = m.condicionVenta;
    plazoCredito = m.plazoCredito ?? 3;
    medioPago = medioPago?.length
      ? medioPago
      : m.medioPago.map((tipoMedioPago) => ({ tipoMedioPago }));
  }
  condicionValida(condicionVenta, 'input.condicionVenta');
  // Credit (02), to the State on credit (08) and credit up to 90 days (10) carry their term; the
  // last two issue a payment receipt to the customer at every payment, so it must be identified.
  if (esCondicionCredito(condicionVenta) && !plazoCredito)
    plazoCredito = act.plazoCredito > 0 ? act.plazoCredito : null;
  const problema =
    input.documento.trim() === 'proforma'
      ? null
      : problemaCondicionCredito({
          condicion: condicionVenta,
          plazoCredito,
          receptorIdentificado: !!(input.receptor?.identificacion || input.receptor?.identificacionExtranjero),
        });
  if (problema) throw badInput(problema.message, `input.${problema.field}`);
  if (esCondicionCredito(condicionVenta) && !plazoCredito)
    throw badInput('Una venta a crédito necesita el plazo en días.', 'input.plazoCredito');
  return { condicionVenta, plazoCredito, medioPago };
}

/** The document's currency and, for a foreign one without a rate given, today's rate. */
async function monedaDe(
  ctx: Context,
  tx: Tx,
  input: FacturaInput,
  act: ActividadConfig,
  now: Date,
): Promise<{ moneda: string; tipoCambio: string | null }> {
  let tipoCambio = input.tipoCambio ?? null;
  const moneda = input.codigoMoneda || act.codigoMoneda || 'CRC';
  if (!isCodigoDe(CODIGOS_MONEDA, moneda))
    throw badInput(
      `La moneda «${moneda}» no existe en el catálogo de Hacienda.`,
      'input.codigoMoneda',
    );
  if (moneda !== 'CRC' && !tipoCambio)
    tipoCambio = (await tipoCambioVigente(ctx, tx, { moneda, fecha: now })).tasa.toFixed();
  return { moneda, tipoCambio };
}

/** The references: the input's, a FEC's fixed one, and the proforma being invoiced (locked). */
async function referenciasDe(
  tx: Tx,
  emisorId: string,
  input: FacturaInput,
  documento: string,
  now: Date,
): Promise<{ referencias: ReferenciaDoc[]; referenciaId: string | null }> {
  let referencias = mapReferencias(input.informacionReferencia, 'input');
  let referenciaId: string | null = null;
  if (documento === '08') {
    // Spec 1 §5: a purchase invoice carries the fixed reference (14, 99, régimen simplificado).
    const fec = referenciaFEC(fechaCostaRica(now));
    referencias = [
      ...referencias.filter((r) => r.tipoDoc !== '14'),
      {
        tipoDoc: fec.tipoDocIR,
        numero: null,
        fechaEmision: fec.fechaEmisionIR,
        codigo: fec.codigo ?? null,
        razon: fec.razon ?? null,
        codigoReferenciaOTRO: fec.codigoReferenciaOTRO ?? null,
      },
    ];
  }
  if (input.proforma) {
    const pro = await bloquearFila(tx, emisorId, input.proforma);
    if (!pro || pro.documento !== 'proforma')
      throw notFound('No se encontró la proforma a facturar.');
    if (pro.estadoProforma === ESTADO_PROFORMA_FACTURADA)
      throw conflict('Esa proforma ya fue facturada.', 'input.proforma');
    if (pro.estadoProforma === 'ANULADA')
      throw conflict('Esa proforma está anulada.', 'input.proforma');
    const ref = referenciaProforma(pro.id, fechaCostaRica(pro.fechaEmision));
    referencias = [
      ...referencias,
      {
        tipoDoc: ref.tipoDocIR,
        tipoDocRefOTRO: ref.tipoDocRefOTRO ?? null,
        numero: ref.numero ?? null,
        fechaEmision: ref.fechaEmisionIR,
        codigo: ref.codigo ?? null,
        razon: ref.razon ?? null,
      },
    ];
    referenciaId = pro.id;
  }
  if (documento === '02' && referencias.length === 0)
    throw badInput(
      'La nota de débito debe referirse al documento que corrige (información de referencia).',
      'input.informacionReferencia',
    );
  return { referencias, referenciaId };
}

const textos = (l: { codigo?: string | null; texto: string }[] | null | undefined) =>
  (l ?? []).map((t) => ({ codigo: t.codigo ?? null, texto: t.texto }));

/** Factura.create (spec 1 §7). */
export async function create(ctx: Context, args: CreateArgs, en: EnTx = {}): Promise<Emitido> {
  // The session is read in the batch's transaction (emision/lote-transaccion.ts), not before.
  const input = args.input;
  const documento = input.documento.trim();
  validarPedido(input, documento);
  const local = entero(input.local, 'input.local', 1, 999, 'La sucursal') ?? 1;
  const terminal = entero(input.terminal, 'input.terminal', 1, 99_999, 'La terminal') ?? 1;
  const plazoProforma = entero(
    input.plazoProforma,
    'input.plazoProforma',
    0,
    3650,
    'El plazo de la proforma',
  );
  const key = llaveIdempotencia(ctx, args.idempotencyKey);
  const flags: Flags = args;
  const now = ctx.now();
  let servicioPedido: ServicioPedido | null = null;
  const emitido = await emitir(
    ctx,
    en.session ?? null,
    {
      operacion: 'Factura.create',
      args,
      idempotencyKey: key,
      flags,
      preparar: async (tx, e, actividad, s) => {
        await exigirReferenciasPropias(tx, s.emisorId, input);
        const act = actividad(documento);
        const { condicionVenta, plazoCredito, medioPago } = condicionesDeVenta(input, act);
        const { moneda, tipoCambio } = await monedaDe(ctx, tx, input, act, now);
        const calcular = (otrosCargos: FacturaInput['otrosCargos']) =>
          calcularDocumento({
            documento,
            detalle: input.detalleServicio,
            otrosCargos,
            medioPago,
            condicionVenta,
            codigoMoneda: moneda,
            tipoCambio,
            actividad: act,
          });
        let calculo = calcular(input.otrosCargos);
        if (input.pedido) {
          // Ruling D-2: the split pays its share of the table's 10 % service (OtrosCargos 06), computed
          // on its net sale by the server; a 06 charge in the request is replaced.
          // Two splits of one order in one batch would both see the order unbilled: the second
          // waits for the next batch, where it sees the first one's document and service.
          reservarEnLote(tx, input.pedido._id);
          const otros = (input.otrosCargos ?? []).filter((c) => c.tipoDocumentoOC !== '06');
          servicioPedido = await servicioDePedido(tx, documento, input.pedido, calcular(otros).resumen.totalVentaNeta, input.detalleServicio?.lineaDetalle ?? []);
          calculo = calcular([...otros, ...cargoServicio(servicioPedido)]);
        }
        const receptor = input.receptor ? receptorSnapshot(input.receptor, 'input.receptor') : null;
        // Ruling B-16: a credit sale past the customer's blocked credit limit is refused.
        if (documento !== 'proforma' && esCondicionCredito(condicionVenta) && input.receptor?.id)
          await exigirLimiteCredito(tx, input.receptor.id, toD(calculo.resumen.totalComprobante.toString()).times(calculo.tipoCambio));
        const { referencias, referenciaId } = await referenciasDe(
          tx,
          s.emisorId,
          input,
          documento,
          now,
        );
        return {
          documento,
          sucursal: local,
          terminal,
          codigoActividad: input.codigoActividad ?? act.codigoActividad,
          codigoActividadReceptor: input.codigoActividadReceptor ?? null,
          receptor,
          condicionVenta,
          condicionVentaOtros: input.condicionVentaOtros ?? null,
          plazoCredito: esCondicionCredito(condicionVenta) ? plazoCredito : null,
          calculo,
          referencias,
          otros: input.otros
            ? {
                otroTexto: textos(input.otros.otroTexto),
                otroContenido: textos(input.otros.otroContenido),
              }
            : null,
          creaClave: args.creaClave !== false,
          pagaCon: input.pagaCon ?? null,
          plazoProforma,
          estadoProforma: documento === 'proforma' ? 'PENDIENTE' : null,
          referenciaId,
          cajaSesion: input.cajaSesion ?? null,
          bulk: esMasivo(flags, { bulkBillingModule: e.modulos.bulkBillingModule, documento }),
          extras: {
            waNotifica: input.waNotifica ?? null,
            waTelefonos: input.waTelefonos ?? null,
            waMensaje: input.waMensaje ?? null,
            registroContable: input.registroContable ?? null,
            cuentaContableIVAPorCobrar: input.cuentaContableIVAPorCobrar ?? null,
            cuentaContableIVAPorPagar: input.cuentaContableIVAPorPagar ?? null,
          },
          signo: 1,
          compra: documento === '08',
          bitacora: 'Documento emitido.',
        } satisfies Preparado;
      },
      despues: async (tx, row, _e, s) => {
        await enlazarCorreccion(tx, s.emisorId, row, now, s.userId);
        // Spec 1 §4: invoicing a proforma marks it FACTURADA (the reference carries its id).
        const proformaId =
          row.referenciaId ??
          row.referencias
            .map((r) =>
              proformaIdDeReferencia({
                numero: r.numero ?? undefined,
                razon: r.razon ?? undefined,
              }),
            )
            .find(Boolean);
        if (proformaId)
          await marcarProforma(
            tx,
            s.emisorId,
            proformaId,
            ESTADO_PROFORMA_FACTURADA,
            now,
            s.userId,
            `Facturada con ${row.consecutivo}.`,
          );
        // Ruling D-1: the order records the document and closes when every unit is billed.
        if (input.pedido && servicioPedido) await anotarFactura(tx, input.pedido, row, servicioPedido, now);
      },
    },
    { tx: en.tx },
  );
  if (input.pedido && !emitido.repetido && !en.tx) await avisarFacturado(ctx, emitido.row.emisorId, input.pedido._id);
  return emitido;
}

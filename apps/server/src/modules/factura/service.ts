// Factura mutations: issue (create), credit notes, purchase cancellations, bulk credit notes,
// proforma state, series start, attachments, registration date and payment transactions. Each in
// one transaction; issuing goes through emitir.ts.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  CLAVE_ANULACION,
  CODIGOS_MONEDA,
  isCodigoDe,
  D,
  ESTADO_PROFORMA_FACTURADA,
  TIPO_ANULACION_COMPRA,
  aplicarModoSuscripcion,
  esTipoDocumento,
  isTipoDocumentoHacienda,
  operacionDe,
  requiereIdentificacionReceptor,
  requiereReceptor,
  tiposDeOperacion,
  numeroReferenciaAnulacion,
  proformaIdDeReferencia,
  referenciaFEC,
  referenciaProforma,
  tipoDocReferenciaDe,
  tipoNotaCredito,
} from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import type { Context } from '../../context.js';
import {
  bitacora,
  consecutivo as consecutivoTable,
  factura,
  facturaAdjunto,
  type ReferenciaDoc,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type {
  AnulaCompraInput,
  FacturaInput,
  FacturaSerieInput,
  LineaDetalleInput,
  NotaCreditoInput,
} from '../../generated/graphql.js';
import { tipoCambioVigente } from '../tipo-cambio/index.js';
import { ESTADO } from './catalogos.js';
import { calcularDocumento, condicionValida, mapReferencias, receptorSnapshot } from './calculo.js';
import type { Flags } from './efectos.js';
import { esMasivo } from './efectos.js';
import {
  bloquearFila,
  emitir,
  leerFila,
  llaveIdempotencia,
  type Emisora,
  type Emitido,
  type Preparado,
} from './emitir.js';
import { publicarCambio } from './eventos.js';
import type { DatosFactura, FacturaRow } from './modelo.js';
import { withSession } from '../../auth/session.js';
import { esUuid } from '../validate.js';

const ESTADOS_PROFORMA = ['PENDIENTE', 'APROBADA', 'RECHAZADA', 'FACTURADA', 'ANULADA'];

const entero = (
  v: number | null | undefined,
  field: string,
  min: number,
  max: number,
  nombre: string,
): number | null => {
  if (v == null) return null;
  if (!Number.isInteger(v) || v < min || v > max)
    throw badInput(`${nombre} debe ser un número entero entre ${min} y ${max}.`, field);
  return v;
};

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

/** Factura.create (spec 1 §7). */
export async function create(ctx: Context, args: CreateArgs, en: EnTx = {}): Promise<Emitido> {
  const s = en.session ?? (await ctx.session());
  const input = args.input;
  const documento = input.documento.trim();
  const operacion = operacionDe(documento);
  if (operacion !== 'create')
    throw badInput(
      operacion === 'createNotaCredito'
        ? 'Las notas de crédito se emiten con Factura.createNotaCredito.'
        : operacion === 'createMensajeReceptor'
          ? 'Los mensajes receptor se emiten con Factura.createMensajeReceptor.'
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
  return emitir(
    ctx,
    s,
    {
      operacion: 'Factura.create',
      args,
      idempotencyKey: key,
      flags,
      preparar: async (tx, e, actividad) => {
        const act = actividad(documento);
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
        if (condicionVenta === '02' && !plazoCredito) {
          plazoCredito = act.plazoCredito > 0 ? act.plazoCredito : null;
          if (!plazoCredito)
            throw badInput('Una venta a crédito necesita el plazo en días.', 'input.plazoCredito');
        }
        let tipoCambio = input.tipoCambio ?? null;
        const moneda = input.codigoMoneda || act.codigoMoneda || 'CRC';
        if (!isCodigoDe(CODIGOS_MONEDA, moneda))
          throw badInput(
            `La moneda «${moneda}» no existe en el catálogo de Hacienda.`,
            'input.codigoMoneda',
          );
        if (moneda !== 'CRC' && !tipoCambio)
          tipoCambio = (await tipoCambioVigente(ctx, tx, { moneda, fecha: now })).compra.toFixed();
        const calculo = calcularDocumento({
          documento,
          detalle: input.detalleServicio,
          otrosCargos: input.otrosCargos,
          medioPago,
          codigoMoneda: moneda,
          tipoCambio,
          actividad: act,
        });
        const receptor = input.receptor ? receptorSnapshot(input.receptor, 'input.receptor') : null;
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
          const pro = await bloquearFila(tx, s.emisorId, input.proforma);
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
        return {
          documento,
          sucursal: local,
          terminal,
          codigoActividad: input.codigoActividad ?? act.codigoActividad,
          codigoActividadReceptor: input.codigoActividadReceptor ?? null,
          receptor,
          condicionVenta,
          condicionVentaOtros: input.condicionVentaOtros ?? null,
          plazoCredito: condicionVenta === '02' ? plazoCredito : null,
          calculo,
          referencias,
          otros: input.otros
            ? {
                otroTexto: (input.otros.otroTexto ?? []).map((t) => ({
                  codigo: t.codigo ?? null,
                  texto: t.texto,
                })),
                otroContenido: (input.otros.otroContenido ?? []).map((t) => ({
                  codigo: t.codigo ?? null,
                  texto: t.texto,
                })),
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
      despues: async (tx, row) => {
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
      },
    },
    { tx: en.tx },
  );
}

/** Reference code 16 «sustituye comprobante rechazado» (tipoDocIR 10 «rechazado por Hacienda»). */
const CODIGO_SUSTITUYE_RECHAZADO = '16';

/**
 * «Corregir y reenviar»: a document whose reference (code 16) names a rejected document of this
 * issuer by clave or consecutivo replaces it. The two are linked (the new one's `original`, the
 * rejected one's `next`), so the rejected one leaves the outgoing queue and its bitácora says
 * which document corrected it. A rejected document is corrected once.
 */
async function enlazarCorreccion(
  tx: Tx,
  emisorId: string,
  row: FacturaRow,
  now: Date,
  userId: string,
) {
  const numeros = row.referencias
    .filter((r) => r.codigo === CODIGO_SUSTITUYE_RECHAZADO && r.numero)
    .map((r) => r.numero!);
  if (numeros.length === 0) return;
  const [rechazado] = await tx
    .select()
    .from(factura)
    .where(
      and(
        eq(factura.emisorId, emisorId),
        or(inArray(factura.clave, numeros), inArray(factura.consecutivo, numeros)),
        inArray(factura.estadoDocumento, [ESTADO.RECHAZADO, ESTADO.ERROR]),
      ),
    )
    .for('update');
  // A reference to a document this system does not hold (issued elsewhere) is legal: nothing to link.
  if (!rechazado) return;
  const previo = (rechazado.datos as unknown as DatosFactura).next;
  if (previo)
    throw conflict(
      `El comprobante ${rechazado.consecutivo} ya fue corregido con otro documento.`,
      'input.informacionReferencia',
    );
  await tx
    .update(factura)
    .set({
      datos: sql`jsonb_set(${factura.datos}, '{next}', to_jsonb(${row.id}::text))`,
      updatedAt: now,
    })
    .where(and(eq(factura.emisorId, emisorId), eq(factura.id, rechazado.id)));
  await tx
    .update(factura)
    .set({ datos: sql`jsonb_set(${factura.datos}, '{original}', to_jsonb(${rechazado.id}::text))` })
    .where(and(eq(factura.emisorId, emisorId), eq(factura.id, row.id)));
  (row.datos as unknown as DatosFactura).original = rechazado.id;
  await tx.insert(bitacora).values({
    emisorId,
    id: uuidv7(),
    facturaId: rechazado.id,
    createdAt: now,
    estadoDocumento: rechazado.estadoDocumento,
    mensaje: `Corregido y reenviado con ${row.consecutivo}.`,
    usuarioId: userId,
  });
}

async function marcarProforma(
  tx: Tx,
  emisorId: string,
  id: string,
  estado: string,
  now: Date,
  userId: string,
  mensaje: string,
) {
  const [pro] = await tx
    .update(factura)
    .set({ estadoProforma: estado, updatedAt: now })
    .where(
      and(eq(factura.emisorId, emisorId), eq(factura.id, id), eq(factura.documento, 'proforma')),
    )
    .returning();
  if (pro)
    await tx.insert(bitacora).values({
      emisorId,
      id: uuidv7(),
      facturaId: id,
      createdAt: now,
      estadoDocumento: pro.estadoDocumento,
      mensaje,
      usuarioId: userId,
    });
  return pro ?? null;
}

/** The lines of a stored document as input lines (to credit the whole document). */
function lineasDe(row: FacturaRow): LineaDetalleInput[] {
  const d = row.datos as unknown as DatosFactura;
  return d.detalleServicio.lineaDetalle.map((l) => ({
    item: l.item ? { _id: l.item._id, nombre: l.item.nombre } : null,
    clasificacion: l.clasificacion,
    codigoCABYS: l.codigoCABYS,
    cantidad: l.cantidad,
    unidadMedida: l.unidadMedida,
    unidadMedidaComercial: l.unidadMedidaComercial,
    tipoTransaccion: l.tipoTransaccion,
    partidaArancelaria: l.partidaArancelaria,
    detalle: l.detalle,
    precioUnitario: l.precioUnitario,
    descuento: l.descuento.map((x) => ({
      montoDescuento: x.montoDescuento,
      codigoDescuento: x.codigoDescuento,
      codigoDescuentoOTRO: x.codigoDescuentoOTRO,
      naturalezaDescuento: x.naturalezaDescuento,
    })),
    impuesto: l.impuesto.map((t) => ({
      codigo: t.codigo,
      codigoImpuestoOTRO: t.codigoImpuestoOTRO,
      codigoTarifaIVA: t.codigoTarifaIVA,
      tarifa: t.tarifa,
      factorIVA: t.factorIVA,
      exoneracion: t.exoneracion
        ? {
            tipoDocumento: t.exoneracion.tipoDocumento,
            tipoDocumentoOTRO: t.exoneracion.tipoDocumentoOTRO,
            numeroDocumento: t.exoneracion.numeroDocumento,
            articulo: t.exoneracion.articulo,
            inciso: t.exoneracion.inciso,
            nombreInstitucion: t.exoneracion.nombreInstitucion,
            nombreInstitucionOtros: t.exoneracion.nombreInstitucionOtros,
            fechaEmision: t.exoneracion.fechaEmision,
            tarifaExonerada: t.exoneracion.tarifaExonerada,
          }
        : null,
    })),
    impuestoAsumidoEmisorFabrica: l.impuestoAsumidoEmisorFabrica,
    cuentaContablePorCobrar: l.cuentaContablePorCobrar,
    cuentaContablePorPagar: l.cuentaContablePorPagar,
  }));
}

/** The reference to the credited/cancelled document. */
function referenciaA(row: FacturaRow, codigo: string, razon: string): ReferenciaDoc {
  const tipo = tipoDocReferenciaDe(row.documento) ?? '99';
  return {
    tipoDoc: tipo,
    tipoDocRefOTRO: tipo === '99' ? `Documento ${row.documento}`.padEnd(5, '.') : null,
    numero: row.clave ?? row.consecutivo,
    fechaEmision: fechaCostaRica(row.fechaEmision),
    codigo,
    razon: razon.slice(0, 180),
  };
}

/** Adds the new note to the original's list and lowers its balance (spec 1 §4). */
async function acreditar(
  tx: Tx,
  original: FacturaRow,
  nota: FacturaRow,
  now: Date,
  userId: string,
  extra: Partial<typeof factura.$inferInsert> = {},
) {
  const saldo = D.max(new D(original.saldo).minus(nota.totalComprobante), 0).toFixed();
  const [after] = await tx
    .update(factura)
    .set({
      notasCredito: sql`array_append(${factura.notasCredito}, ${nota.id}::uuid)`,
      saldo,
      updatedAt: now,
      ...extra,
    })
    .where(eq(factura.id, original.id))
    .returning();
  await tx.insert(bitacora).values({
    emisorId: original.emisorId,
    id: uuidv7(),
    facturaId: original.id,
    createdAt: now,
    estadoDocumento: original.estadoDocumento,
    mensaje: `${nota.documento === TIPO_ANULACION_COMPRA ? 'Anulado' : 'Acreditado'} con ${nota.consecutivo}.`,
    usuarioId: userId,
  });
  return after!;
}

export type NotaArgs = {
  factura: string;
  input: NotaCreditoInput;
  inventario?: boolean | null;
  creaClave?: boolean | null;
  accounting?: boolean | null;
  idempotencyKey?: string | null;
};

/** Factura.createNotaCredito: 03 (993 for a 99) against a document, with all or some of its lines. */
export async function createNotaCredito(
  ctx: Context,
  args: NotaArgs,
  opts: { bulk?: boolean } = {},
  en: EnTx = {},
): Promise<Emitido> {
  const s = en.session ?? (await ctx.session());
  const razon = args.input.razon.trim();
  if (razon.length < 3 || razon.length > 180)
    throw badInput(
      'La razón de la nota de crédito debe tener entre 3 y 180 caracteres.',
      'input.razon',
    );
  const codigoRef = args.input.codigo ?? '01';
  const key = llaveIdempotencia(ctx, args.idempotencyKey);
  const now = ctx.now();
  let original: FacturaRow | null = null;
  const out = await emitir(
    ctx,
    s,
    {
      operacion: opts.bulk ? 'Factura.createNotaCreditoBulk' : 'Factura.createNotaCredito',
      args,
      idempotencyKey: key,
      flags: { inventario: args.inventario, accounting: args.accounting, autoPago: false },
      preparar: async (tx, _e, actividad) => {
        original = await bloquearFila(tx, s.emisorId, args.factura);
        if (!original) throw notFound('No se encontró el documento a acreditar.');
        if (['03', '993', '9938', '05', '06', '07', 'proforma'].includes(original.documento))
          throw badInput('A ese tipo de documento no se le emite nota de crédito.', 'factura');
        if (opts.bulk && !original.bulk)
          throw badInput('Ese documento no es de facturación masiva.', '_id');
        if (opts.bulk && !original.state)
          throw conflict('Ese documento masivo ya está anulado.', '_id');
        if ([ESTADO.RECHAZADO, ESTADO.ERROR].includes(original.estadoDocumento as never))
          throw badInput('Hacienda no aceptó ese documento: no hay nada que acreditar.', 'factura');
        const documento = tipoNotaCredito(original.documento);
        const total = !args.input.detalleServicio;
        if (total && original.notasCredito.length > 0)
          throw conflict(
            'Ese documento ya tiene una nota de crédito; acredite líneas específicas si falta algo.',
            'factura',
          );
        const d = original.datos as unknown as DatosFactura;
        const act = actividad(documento);
        const calculo = calcularDocumento({
          documento,
          detalle: args.input.detalleServicio ?? { lineaDetalle: lineasDe(original) },
          otrosCargos: total
            ? d.otrosCargos.map((c) => ({ ...c, porcentajeOC: null }))
            : args.input.otrosCargos,
          medioPago:
            args.input.medioPago ??
            d.resumenFactura.medioPago.map((m) => ({
              tipoMedioPago: m.tipoMedioPago,
              medioPagoOtros: m.medioPagoOtros,
            })),
          codigoMoneda: original.codigoMoneda,
          tipoCambio: original.tipoCambio,
          actividad: act,
        });
        if (calculo.resumen.totalComprobante.gt(original.totalComprobante))
          throw badInput(
            'La nota de crédito no puede superar el total del documento.',
            'input.detalleServicio',
          );
        return {
          documento,
          sucursal: args.input.local ?? original.sucursal,
          terminal: args.input.terminal ?? original.terminal,
          codigoActividad: d.codigoActividad ?? act.codigoActividad,
          codigoActividadReceptor: d.codigoActividadReceptor,
          receptor: original.receptor,
          condicionVenta: original.condicionVenta,
          condicionVentaOtros: d.condicionVentaOtros,
          plazoCredito: original.plazoCredito,
          calculo,
          referencias: [referenciaA(original, codigoRef, razon)],
          otros: null,
          creaClave: args.creaClave !== false && isTipoDocumentoHacienda(documento),
          referenciaId: original.id,
          cajaSesion: args.input.cajaSesion ?? null,
          bulk: original.bulk,
          signo: -1,
          compra: original.documento === '08',
          bitacora: `Nota de crédito de ${original.consecutivo}.`,
        } satisfies Preparado;
      },
      despues: async (tx, nota) => {
        await acreditar(tx, original!, nota, now, s.userId, opts.bulk ? { state: false } : {});
      },
    },
    { tx: en.tx },
  );
  if (!out.repetido && original && !en.tx) {
    const row = await withTenant(ctx.db, s.emisorId, (tx) =>
      leerFila(tx, (original as FacturaRow).id),
    );
    if (row)
      publicarCambio(
        ctx.services.events,
        row,
        'NOTA_CREDITO',
        `Nota de crédito ${out.row.consecutivo}`,
      );
  }
  return out;
}

/** Factura.createNotaCreditoBulk: cancels a bulk document (state false) with a full credit note and its cash movement. */
export async function createNotaCreditoBulk(
  ctx: Context,
  args: { _id: string; razon: string },
): Promise<Emitido> {
  return createNotaCredito(
    ctx,
    {
      factura: args._id,
      input: { razon: args.razon },
      inventario: true,
      idempotencyKey: `nc-bulk:${args._id}`,
    },
    { bulk: true },
  );
}

/** Factura.createAnulaCompra: an internal 9938 cancelling a purchase (DECISIONS #21: its clave, or 40 zeros). */
export async function createAnulaCompra(
  ctx: Context,
  args: {
    factura: string;
    input: AnulaCompraInput;
    inventario?: boolean | null;
    accounting?: boolean | null;
    idempotencyKey?: string | null;
  },
): Promise<Emitido> {
  const s = await ctx.session();
  const razon = args.input.razon.trim();
  if (razon.length < 3 || razon.length > 180)
    throw badInput('La razón de la anulación debe tener entre 3 y 180 caracteres.', 'input.razon');
  const key = llaveIdempotencia(ctx, args.idempotencyKey);
  const now = ctx.now();
  let original: FacturaRow | null = null;
  return emitir(ctx, s, {
    operacion: 'Factura.createAnulaCompra',
    args,
    idempotencyKey: key,
    flags: { inventario: args.inventario, accounting: args.accounting, autoPago: false },
    preparar: async (tx, _e, actividad) => {
      original = await bloquearFila(tx, s.emisorId, args.factura);
      if (!original) throw notFound('No se encontró la compra a anular.');
      if (!['08', '05', '06'].includes(original.documento))
        throw badInput(
          'Solo se anulan compras: facturas de compra (08) o comprobantes aceptados (05, 06).',
          'factura',
        );
      if (original.notasCredito.length > 0) throw conflict('Esa compra ya fue anulada.', 'factura');
      const d = original.datos as unknown as DatosFactura;
      const act = actividad(TIPO_ANULACION_COMPRA);
      const calculo = calcularDocumento({
        documento: TIPO_ANULACION_COMPRA,
        detalle: { lineaDetalle: lineasDe(original) },
        codigoMoneda: original.codigoMoneda,
        tipoCambio: original.tipoCambio,
        actividad: act,
      });
      const claveCompra = original.documento === '08' ? original.clave : original.claveFE;
      return {
        documento: TIPO_ANULACION_COMPRA,
        sucursal: args.input.local ?? original.sucursal,
        terminal: args.input.terminal ?? original.terminal,
        codigoActividad: d.codigoActividad ?? act.codigoActividad,
        codigoActividadReceptor: null,
        receptor: original.receptor,
        condicionVenta: original.condicionVenta,
        condicionVentaOtros: null,
        plazoCredito: original.plazoCredito,
        calculo,
        referencias: [
          {
            tipoDoc: original.documento === '08' ? '08' : '01',
            numero:
              numeroReferenciaAnulacion(claveCompra) === CLAVE_ANULACION
                ? CLAVE_ANULACION
                : numeroReferenciaAnulacion(claveCompra),
            fechaEmision: fechaCostaRica(original.fechaEmision),
            codigo: '01',
            razon,
          },
        ],
        otros: null,
        creaClave: false,
        referenciaId: original.id,
        signo: -1,
        compra: true,
        bitacora: `Anulación de la compra ${original.consecutivo}.`,
      } satisfies Preparado;
    },
    despues: async (tx, nota) => {
      await acreditar(tx, original!, nota, now, s.userId);
    },
  });
}

/** Factura.cambiaEstadoProforma. */
export async function cambiaEstadoProforma(
  ctx: Context,
  id: string,
  estado: string,
): Promise<FacturaRow> {
  const e = estado.trim().toUpperCase();
  if (!ESTADOS_PROFORMA.includes(e))
    throw badInput(
      `El estado de la proforma debe ser uno de ${ESTADOS_PROFORMA.join(', ')}.`,
      'estado',
    );
  const now = ctx.now();
  const row = await withSession(ctx, async (tx, s) => {
    const pro = await bloquearFila(tx, s.emisorId, id);
    if (!pro || pro.documento !== 'proforma') throw notFound('No se encontró la proforma.');
    if (pro.estadoProforma === ESTADO_PROFORMA_FACTURADA && e !== ESTADO_PROFORMA_FACTURADA)
      throw conflict('La proforma ya fue facturada: su estado no cambia.', 'estado');
    return (await marcarProforma(
      tx,
      s.emisorId,
      id,
      e,
      now,
      s.userId,
      `Estado de la proforma: ${e}.`,
    ))!;
  });
  publicarCambio(ctx.services.events, row, 'PROFORMA');
  return row;
}

/** Factura.setFirst: where a series starts (migrating from another system). */
export async function setFirst(ctx: Context, input: FacturaSerieInput) {
  const documento = input.documento.trim();
  if (!esTipoDocumento(documento))
    throw badInput(`El tipo de documento «${documento}» no existe.`, 'input.documento');
  const sucursal = entero(input.local, 'input.local', 1, 999, 'La sucursal') ?? 1;
  const terminal = entero(input.terminal, 'input.terminal', 1, 99_999, 'La terminal') ?? 1;
  const numero = entero(input.numero, 'input.numero', 1, 2_000_000_000, 'El número') ?? 1;
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const [usado] = await tx
      .select({ id: factura.id })
      .from(factura)
      .where(
        and(
          eq(factura.sucursal, sucursal),
          eq(factura.terminal, terminal),
          eq(factura.documento, documento),
        ),
      )
      .limit(1);
    if (usado)
      throw conflict(
        'Esa serie ya tiene documentos: su numeración no se puede cambiar.',
        'input.numero',
      );
    await tx
      .insert(consecutivoTable)
      .values({
        emisorId: s.emisorId,
        sucursal,
        terminal,
        documento,
        ultimo: numero - 1,
        inicial: numero - 1,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          consecutivoTable.emisorId,
          consecutivoTable.sucursal,
          consecutivoTable.terminal,
          consecutivoTable.documento,
        ],
        set: { ultimo: numero - 1, inicial: numero - 1, updatedAt: now },
      });
    return { type: documento, value: numero - 1, sucursal, terminal };
  });
}

const MAX_ADJUNTO = 5 * 1024 * 1024;

/** Factura.addAttachment. */
export async function addAttachment(
  ctx: Context,
  args: { _idFactura: string; src: string; name: string; detail?: string | null },
) {
  const src = args.src.trim();
  const name = args.name.trim();
  if (!/^(https?:\/\/|data:)/i.test(src))
    throw badInput('El adjunto debe ser una dirección http(s) o un archivo data:.', 'src');
  if (src.length > MAX_ADJUNTO * 1.4) throw badInput('El adjunto supera los 5 MB.', 'src');
  if (name.length < 1 || name.length > 200)
    throw badInput('El nombre del adjunto debe tener entre 1 y 200 caracteres.', 'name');
  const now = ctx.now();
  const out = await withSession(ctx, async (tx, s) => {
    const row = await leerFila(tx, args._idFactura);
    if (!row) throw notFound('No se encontró el documento.');
    const id = uuidv7();
    const [a] = await tx
      .insert(facturaAdjunto)
      .values({
        emisorId: s.emisorId,
        id,
        facturaId: row.id,
        src,
        name,
        detail: args.detail ?? null,
        createdAt: now,
      })
      .returning();
    await tx.insert(bitacora).values({
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: row.id,
      createdAt: now,
      estadoDocumento: row.estadoDocumento,
      mensaje: `Adjunto agregado: ${name}.`,
      usuarioId: s.userId,
    });
    return { a: a!, row };
  });
  publicarCambio(ctx.services.events, out.row, 'ADJUNTO');
  return out.a;
}

/** Factura.deleteAttachment. */
export async function deleteAttachment(
  ctx: Context,
  args: { _idFactura: string; _id: string; src?: string | null },
) {
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const row = await leerFila(tx, args._idFactura);
    if (!row) throw notFound('No se encontró el documento.');
    if (!esUuid(args._id))
      return { _id: args._id, state: false, message: 'No se encontró el adjunto.' };
    const conds = [eq(facturaAdjunto.facturaId, row.id), eq(facturaAdjunto.id, args._id)];
    if (args.src) conds.push(eq(facturaAdjunto.src, args.src));
    const gone = await tx
      .delete(facturaAdjunto)
      .where(and(...conds))
      .returning({ name: facturaAdjunto.name });
    if (gone.length === 0)
      return { _id: args._id, state: false, message: 'No se encontró el adjunto.' };
    await tx.insert(bitacora).values({
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: row.id,
      createdAt: now,
      estadoDocumento: row.estadoDocumento,
      mensaje: `Adjunto eliminado: ${gone[0]!.name}.`,
      usuarioId: s.userId,
    });
    return { _id: args._id, state: true, message: 'Adjunto eliminado.' };
  });
}

/** Factura.setCreatedAt: moves the registration date (never the signed fechaEmision). */
export async function setCreatedAt(
  ctx: Context,
  args: { _idFactura: string; createdAt: string },
): Promise<FacturaRow> {
  const fecha = new Date(args.createdAt);
  if (Number.isNaN(fecha.getTime())) throw badInput('La fecha no es válida.', 'createdAt');
  if (fecha.getTime() > ctx.now().getTime() + 86_400_000)
    throw badInput('La fecha de registro no puede estar en el futuro.', 'createdAt');
  const now = ctx.now();
  const row = await withSession(ctx, async (tx, s) => {
    const r = await bloquearFila(tx, s.emisorId, args._idFactura);
    if (!r) throw notFound('No se encontró el documento.');
    const [after] = await tx
      .update(factura)
      .set({ createdAt: fecha, updatedAt: now })
      .where(eq(factura.id, r.id))
      .returning();
    await tx.insert(bitacora).values({
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: r.id,
      createdAt: now,
      estadoDocumento: r.estadoDocumento,
      mensaje: `Fecha de registro cambiada a ${fechaCostaRica(fecha).slice(0, 10)}.`,
      usuarioId: s.userId,
    });
    return after!;
  });
  publicarCambio(ctx.services.events, row, 'FECHA');
  return row;
}

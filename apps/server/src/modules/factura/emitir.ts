// Issuing, the one path every document takes (create, credit notes, cancellations, receiver
// messages, bulk credit notes): in ONE transaction it checks the idempotency key, loads the
// issuer, computes, counts the document against the plan, takes the next gap-free number, builds
// the clave and the XML, signs it, stores header, lines, XML and bitácora, and queues the sending
// and the side effects. facturaChanged is published after the commit.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  buildClave,
  buildConsecutivo,
  isTipoDocumentoHacienda,
  type FechaClave,
} from '@jit/domain';
import {
  buildXml,
  fechaCostaRica,
  firmar,
  FirmaError,
  HaciendaXmlError,
  type MensajeReceptor,
  type TipoComprobante,
} from '@jit/hacienda';
import type { Context, Session } from '../../context.js';
import {
  bitacora,
  factura,
  facturaLinea,
  facturaXml,
  outbox,
  type EstadoDocumentoValue,
  type ReceptorSnapshot,
  type ReferenciaDoc,
} from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import { badInput, conflict } from '../../errors.js';
import { enqueue } from '../../jobs/outbox.js';
import { ESTADO, siglaDe } from './catalogos.js';
import type { DocCalculado } from './calculo.js';
import { efectosDe, type DocEfectos, type Flags } from './efectos.js';
import { actividadDe, cargarEmisor, type EmisorFacturacion } from './emisor-adapter.js';
import {
  lineaApi,
  resumenApi,
  totalesColumnas,
  type DatosFactura,
  type FacturaRow,
} from './modelo.js';
import { numerar } from './numeracion.js';
import { comprobanteDe } from './xml.js';
import { publicarCambio } from './eventos.js';
import type { ActividadConfig } from '../../db/schema/index.js';
import { esUuid } from '../validate.js';

/** What an operation prepares (inside the transaction, with the issuer at hand). */
export type Preparado = {
  documento: string;
  sucursal: number;
  terminal: number;
  codigoActividad: string;
  codigoActividadReceptor: string | null;
  receptor: ReceptorSnapshot | null;
  condicionVenta: string;
  condicionVentaOtros: string | null;
  plazoCredito: number | null;
  calculo: DocCalculado;
  referencias: ReferenciaDoc[];
  otros: DatosFactura['otros'];
  /** false: stored as an internal document, without clave or sending. */
  creaClave: boolean;
  pagaCon?: string | null;
  plazoProforma?: number | null;
  estadoProforma?: string | null;
  referenciaId?: string | null;
  cajaSesion?: string | null;
  bulk?: boolean;
  claveFE?: string | null;
  mensaje?: string | null;
  /** Receiver messages: the v4.4 MensajeReceptor to build instead of a Comprobante. */
  mensajeReceptor?: Omit<MensajeReceptor, 'tipo' | 'numeroConsecutivoReceptor'> | null;
  xmlRecibido?: string | null;
  /** Totals of the header when they are not the computed ones (receiver messages: the received document's). */
  saldo?: string;
  extras?: Partial<DatosFactura>;
  /** +1 sale, -1 credit note or cancellation; compra: a purchase document (08, 05/06, 9938). */
  signo: 1 | -1;
  compra: boolean;
  bitacora: string;
};

export type Emision = {
  operacion: string;
  args: unknown;
  idempotencyKey?: string | null;
  flags: Flags;
  preparar: (
    tx: Tx,
    e: EmisorFacturacion,
    actividad: (documento: string) => ActividadConfig,
  ) => Promise<Preparado>;
  /** Runs in the same transaction after the document is stored (mark the proforma, credit the invoice…). */
  despues?: (tx: Tx, row: FacturaRow, e: EmisorFacturacion) => Promise<void>;
};

export type Emitido = { row: FacturaRow; repetido: boolean };

const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code ?? err.cause?.code;
};
const isUniqueViolation = (e: unknown): boolean => pgCode(e) === '23505';
/** A deadlock or serialisation failure: the transaction was rolled back whole and may simply run again. */
const isTransient = (e: unknown): boolean => pgCode(e) === '40P01' || pgCode(e) === '40001';

/** The date parts of a moment in Costa Rica (for the clave). */
export function fechaClave(now: Date): FechaClave {
  const local = fechaCostaRica(now);
  return {
    year: Number(local.slice(0, 4)),
    month: Number(local.slice(5, 7)),
    day: Number(local.slice(8, 10)),
  };
}

/** The idempotency key of the call: the argument, or the Idempotency-Key header. */
export function llaveIdempotencia(ctx: Context, arg?: string | null): string | null {
  const k = arg ?? ctx.request?.headers.get('idempotency-key') ?? null;
  if (k === null) return null;
  const key = k.trim();
  if (key.length < 8 || key.length > 200)
    throw badInput(
      'La llave de idempotencia debe tener entre 8 y 200 caracteres.',
      'idempotencyKey',
    );
  return key;
}

async function porLlave(tx: Tx, key: string, hash: string): Promise<FacturaRow | null> {
  const [row] = await tx.select().from(factura).where(eq(factura.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== hash)
    throw conflict(
      'Esa llave de idempotencia ya se usó con otro documento. Use una llave nueva para un documento nuevo.',
      'idempotencyKey',
    );
  return row;
}

function consecutivoInterno(
  documento: string,
  sucursal: number,
  terminal: number,
  numero: number,
): string {
  return `${siglaDe(documento)}-${String(sucursal).padStart(3, '0')}-${String(terminal).padStart(5, '0')}-${String(numero).padStart(10, '0')}`;
}

function validarSerie(e: EmisorFacturacion, sucursal: number, terminal: number): void {
  const suc = e.sucursales.find((s) => s.numero === sucursal);
  if (!suc)
    throw badInput(`La sucursal ${sucursal} no está configurada para el emisor.`, 'input.local');
  if (!suc.terminales.some((t) => t.numero === terminal))
    throw badInput(
      `La terminal ${terminal} no existe en la sucursal ${sucursal}.`,
      'input.terminal',
    );
}

/** The part of a session issuing needs. */
export type Emisora = Pick<Session, 'emisorId' | 'userId'> & {
  user: Pick<Session['user'], 'id' | 'username' | 'fullname' | 'email'>;
};

/**
 * Issues a document; see the file comment. With `opts.tx` it runs inside the caller's tenant
 * transaction (the demo seeder) and leaves publishing to the caller.
 */
export async function emitir(
  ctx: Context,
  s: Emisora,
  em: Emision,
  opts: { tx?: Tx } = {},
): Promise<Emitido> {
  const now = ctx.now();
  const key = em.idempotencyKey ?? null;
  const hash = createHash('sha256')
    .update(em.operacion)
    .update('\0')
    .update(JSON.stringify(em.args))
    .digest('base64url');
  const hacienda = ctx.services.hacienda;
  const body = async (tx: Tx): Promise<Emitido> => {
    if (key) {
      const prev = await porLlave(tx, key, hash);
      if (prev) return { row: prev, repetido: true };
    }
    const e = await cargarEmisor(tx, s.emisorId, { sandbox: hacienda.sandbox, now });
    const p = await em.preparar(tx, e, (doc) => actividadDe(e, doc));
    const haciendaDoc = p.creaClave && isTipoDocumentoHacienda(p.documento);
    const motivo = e.motivoNoEmitir(p.documento, haciendaDoc);
    if (motivo) throw badInput(motivo, 'emisor');
    validarSerie(e, p.sucursal, p.terminal);
    // What does not need the number goes first: the series' row lock (taken below, held to the
    // commit) then covers only numbering, signing and the inserts.
    const id = uuidv7();
    const lineasApi = p.calculo.lineas.map((l) => lineaApi(l, p.calculo.codigoMoneda));
    if (haciendaDoc) {
      await enqueue(tx, {
        kind: 'hacienda.enviar',
        key: `hacienda.enviar:${id}:1`,
        emisorRef: s.emisorId,
        payload: { emisorId: s.emisorId, facturaId: id, intento: 1 },
      });
    } else if (p.receptor?.correoElectronico) {
      // An internal document (proforma, 99…) goes to the customer at once; Hacienda documents once accepted.
      await enqueue(tx, {
        kind: 'documentos.correo',
        key: `documentos.correo:${id}:auto`,
        emisorRef: s.emisorId,
        payload: { emisorId: s.emisorId, facturaId: id },
      });
    }
    const numero = await numerar(tx, {
      emisorId: s.emisorId,
      sucursal: p.sucursal,
      terminal: p.terminal,
      documento: p.documento,
      now,
      plan: haciendaDoc ? e.profile : null,
    });
    let clave: string | null = null;
    let consecutivo: string;
    let xmlFirmado: string | null = null;
    const situacion = haciendaDoc ? hacienda.situacion() : '1';
    if (haciendaDoc) {
      const c = buildConsecutivo({
        sucursal: p.sucursal,
        terminal: p.terminal,
        tipoDocumento: p.documento,
        numero,
      });
      if (!c.ok) throw badInput(c.message, 'input.local');
      consecutivo = c.value;
      // The clave carries the identification of whoever files the document (the buyer in a FEC: the
      // issuer too). A receiver message has none of its own: it travels with the received clave.
      const k = buildClave({
        fecha: fechaClave(now),
        identificacion: e.identificacion.numero,
        consecutivo,
        situacion,
        codigoSeguridad: String(randomInt(0, 100_000_000)).padStart(8, '0'),
      });
      if (!k.ok) throw badInput(k.message, 'emisor.identificacion');
      clave = p.mensajeReceptor ? null : k.value;
      try {
        const doc = p.mensajeReceptor
          ? ({
              ...p.mensajeReceptor,
              tipo: p.documento as '05' | '06' | '07',
              numeroConsecutivoReceptor: consecutivo,
            } satisfies MensajeReceptor)
          : comprobanteDe({
              tipo: p.documento as TipoComprobante,
              clave: k.value,
              consecutivo,
              fechaEmision: now,
              proveedorSistemas: ctx.config.HACIENDA_PROVEEDOR_SISTEMAS,
              codigoActividad: p.codigoActividad,
              codigoActividadReceptor: p.codigoActividadReceptor,
              emisor: e,
              receptor: p.receptor,
              condicionVenta: p.condicionVenta,
              condicionVentaOtros: p.condicionVentaOtros,
              plazoCredito: p.plazoCredito,
              calculo: p.calculo,
              referencias: p.referencias,
              otros: p.otros,
            });
        xmlFirmado = firmar(buildXml(doc), hacienda.firmante(e, now), { now });
      } catch (err) {
        if (err instanceof HaciendaXmlError)
          throw badInput(
            `El documento no cumple la estructura de Hacienda: ${err.message}`,
            `input.${err.campo.replace(/\[(\d+)\]/g, '.$1')}`,
          );
        if (err instanceof FirmaError) throw badInput(err.message, 'emisor.certificado');
        throw err;
      }
    } else {
      consecutivo = consecutivoInterno(p.documento, p.sucursal, p.terminal, numero);
    }
    const estado: EstadoDocumentoValue = !haciendaDoc
      ? ESTADO.INTERNO
      : situacion === '1'
        ? ESTADO.EN_COLA
        : ESTADO.CONTINGENCIA;
    const r = p.calculo.resumen;
    const user = s.user;
    const datos: DatosFactura = {
      emisor: {
        id: e.emisorId,
        nombre: e.nombre,
        nombreComercial: e.nombreComercial,
        identificacion: e.identificacion,
        ubicacion: e.ubicacion,
        telefono: e.telefono,
        correoElectronico: e.correoElectronico,
        cuentaContable: null,
      },
      receptor: p.receptor,
      codigoActividad: p.codigoActividad,
      codigoActividadReceptor: p.codigoActividadReceptor,
      condicionVentaOtros: p.condicionVentaOtros,
      pagaCon: p.pagaCon ?? null,
      detalleServicio: {
        lineaDetalle: lineasApi,
      },
      otrosCargos: r.otrosCargos.map((c) => ({
        tipoDocumentoOC: c.tipoDocumentoOC,
        tipoDocumentoOTROS: c.tipoDocumentoOTROS ?? null,
        nombreTercero: c.nombreTercero ?? null,
        identificacionTercero: c.identificacionTercero ?? null,
        detalle: c.detalle,
        porcentajeOC: c.porcentajeOC ? c.porcentajeOC.toFixed() : null,
        montoCargo: c.montoCargo.toFixed(),
      })),
      resumenFactura: resumenApi(r),
      informacionReferencia: p.referencias,
      otros: p.otros,
      mensaje: p.mensaje ?? null,
      user: { id: user.id, username: user.username, fullname: user.fullname, email: user.email },
      waNotifica: null,
      waTelefonos: null,
      waMensaje: null,
      registroContable: null,
      cuentaContableIVAPorCobrar: null,
      cuentaContableIVAPorPagar: null,
      original: null,
      next: null,
      ...p.extras,
    };
    const totales = totalesColumnas(r);
    const valores: typeof factura.$inferInsert = {
      emisorId: s.emisorId,
      id,
      documento: p.documento,
      estadoDocumento: estado,
      clave,
      consecutivo,
      sucursal: p.sucursal,
      terminal: p.terminal,
      numero,
      situacion,
      fechaEmision: now,
      createdAt: now,
      updatedAt: now,
      codigoActividad: p.codigoActividad,
      receptorId: p.receptor?.id ?? null,
      receptorNombre: p.receptor?.nombre ?? null,
      receptorIdentificacion:
        p.receptor?.identificacion?.numero ?? p.receptor?.identificacionExtranjero ?? null,
      receptorCorreo: p.receptor?.correoElectronico ?? null,
      receptor: p.receptor,
      condicionVenta: p.condicionVenta,
      plazoCredito: p.plazoCredito,
      codigoMoneda: p.calculo.codigoMoneda,
      tipoCambio: p.calculo.tipoCambio.toFixed(),
      ...totales,
      saldo:
        p.saldo ?? (p.condicionVenta === '02' && p.signo === 1 ? totales.totalComprobante : '0'),
      estadoProforma: p.estadoProforma ?? null,
      plazoProforma: p.plazoProforma ?? null,
      referenciaId: p.referenciaId ?? null,
      referencias: p.referencias,
      claveFE: p.claveFE ?? null,
      bulk: p.bulk ?? false,
      usuarioId: user.id,
      cajaSesionId: p.cajaSesion ?? null,
      idempotencyKey: key,
      requestHash: key ? hash : null,
      plazoEnvioAt: haciendaDoc
        ? new Date(now.getTime() + ctx.config.HACIENDA_PLAZO_ENVIO_HORAS * 3_600_000)
        : null,
      datos: datos,
    };
    // Header before lines: the report triggers take their day rows in that order (see the
    // factura_reportes migrations), so two writers never wait on each other in a cycle.
    const lineas = p.calculo.lineas.map((l) => {
      const x = l.linea;
      const iva = x.impuesto.find((i) => ['01', '07', '08'].includes(i.codigo));
      let montoImpuesto = x.impuestoNeto.minus(x.impuestoNeto);
      let montoExoneracion = montoImpuesto;
      for (const i of x.impuesto) {
        montoImpuesto = montoImpuesto.plus(i.monto);
        if (i.exoneracion) montoExoneracion = montoExoneracion.plus(i.exoneracion.montoExoneracion);
      }
      return {
        emisorId: s.emisorId,
        facturaId: id,
        numeroLinea: x.numeroLinea,
        itemId: l.itemId,
        itemNombre: l.itemNombre,
        clasificacion: x.clasificacion ?? null,
        esServicio: x.esServicio,
        codigoCABYS: x.codigoCABYS ?? null,
        detalle: x.detalle ?? '',
        unidadMedida: x.unidadMedida ?? null,
        cantidad: x.cantidad.toFixed(),
        precioUnitario: x.precioUnitario.toFixed(),
        montoTotal: x.montoTotal.toFixed(),
        descuentos: lineasApi[x.numeroLinea - 1]?.descuento ?? [],
        montoDescuento: x.montoDescuento.toFixed(),
        subTotal: x.subTotal.toFixed(),
        baseImponible: x.baseImponible.toFixed(),
        impuestos: lineasApi[x.numeroLinea - 1]?.impuesto ?? [],
        tarifaIVA: iva?.tarifa?.toFixed() ?? null,
        codigoTarifaIVA: iva?.codigoTarifaIVA ?? null,
        montoImpuesto: montoImpuesto.toFixed(),
        montoExoneracion: montoExoneracion.toFixed(),
        impuestoNeto: x.impuestoNeto.toFixed(),
        montoTotalLinea: x.montoTotalLinea.toFixed(),
        tratamiento: x.tratamiento,
      };
    });
    const xmlValores: typeof facturaXml.$inferInsert = {
      emisorId: s.emisorId,
      facturaId: id,
      xmlFirmado,
      xmlRecibido: p.xmlRecibido ?? null,
      updatedAt: now,
    };
    const bitacoraValores: typeof bitacora.$inferInsert = {
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: id,
      createdAt: now,
      estadoDocumento: estado,
      mensaje: !haciendaDoc
        ? `${p.bitacora} Consecutivo ${consecutivo}. Documento interno: no se envía a Hacienda.`
        : situacion === '1'
          ? `${p.bitacora} Consecutivo ${consecutivo}. En cola para enviar a Hacienda.`
          : `${p.bitacora} Consecutivo ${consecutivo}, en contingencia (situación ${situacion}, sin conexión con Hacienda): se enviará en cuanto Hacienda responda.`,
      usuarioId: user.id,
    };
    const efectos: DocEfectos = {
      emisorId: s.emisorId,
      facturaId: id,
      documento: p.documento,
      consecutivo,
      fechaEmision: now.toISOString(),
      usuarioId: user.id,
      profile: e.profile,
      modoLibre: actividadDe(e, p.documento).modoLibre,
      modulos: e.modulos,
      lineas: p.calculo.lineas,
      codigoMoneda: p.calculo.codigoMoneda,
      tipoCambio: p.calculo.tipoCambio.toFixed(),
      totalComprobante: totales.totalComprobante,
      totalImpuesto: totales.totalImpuesto,
      condicionVenta: p.condicionVenta,
      medioPago: r.medioPago.map((m) => ({
        tipoMedioPago: m.tipoMedioPago,
        totalMedioPago: m.totalMedioPago.toFixed(),
      })),
      cajaSesion: p.cajaSesion ?? null,
      receptorId: p.receptor?.id ?? null,
      signo: p.signo,
      compra: p.compra,
    };
    const efectosRows = efectosDe(efectos, em.flags).map((j) => ({
      id: uuidv7(),
      kind: j.kind,
      key: j.key,
      emisorRef: j.emisorRef ?? null,
      payload: j.payload,
    }));
    // Header, lines, XML, bitácora and side effects in ONE statement: while the series is locked
    // the server makes a single round trip. The header comes first (the report triggers take its
    // day row before the lines' rows).
    const partes = [sql`f as (${tx.insert(factura).values(valores).returning().getSQL()})`];
    if (lineas.length) partes.push(sql`l as (${tx.insert(facturaLinea).values(lineas).getSQL()})`);
    partes.push(
      sql`x as (${tx.insert(facturaXml).values(xmlValores).getSQL()})`,
      sql`b as (${tx.insert(bitacora).values(bitacoraValores).getSQL()})`,
    );
    if (efectosRows.length)
      partes.push(
        sql`o as (${tx.insert(outbox).values(efectosRows).onConflictDoNothing({ target: outbox.key }).getSQL()})`,
      );
    const filas = await rowsOf<Record<string, unknown>>(
      tx,
      sql`with ${sql.join(partes, sql`, `)} select * from f`,
    );
    const row = filaFactura(filas[0]!);
    if (em.despues) await em.despues(tx, row, e);
    return { row, repetido: false };
  };
  if (opts.tx) return body(opts.tx);
  const run = () => withTenant(ctx.db, s.emisorId, body);

  let out: Emitido;
  try {
    // A deadlock with a concurrent state change (report triggers) rolls everything back, the
    // number included: run the whole issue again (a few times) instead of failing the clerk.
    for (let intento = 1; ; intento++) {
      try {
        out = await run();
        break;
      } catch (err) {
        if (intento >= 4 || !isTransient(err)) throw err;
        ctx.log.warn({ err, intento }, 'emisión: conflicto transitorio de la base, se repite');
      }
    }
  } catch (err) {
    // Two retries of the same request raced: the loser's transaction is gone (its number given
    // back); answer with the winner's document.
    if (key && isUniqueViolation(err)) {
      const prev = await withTenant(ctx.db, s.emisorId, (tx) => porLlave(tx, key, hash));
      if (prev) return { row: prev, repetido: true };
    }
    throw err;
  }
  if (!out.repetido) {
    publicarCambio(ctx.services.events, out.row, 'CREADO');
    ctx.services.outbox.nudge();
    ctx.services.hacienda.nudge();
  }
  return out;
}

/** A document of the session's issuer, or null. */
export async function leerFila(tx: Tx, id: string): Promise<FacturaRow | null> {
  if (!esUuid(id)) return null;
  const [row] = await tx.select().from(factura).where(eq(factura.id, id));
  return row ?? null;
}

/** Locks a document row for an update in this transaction. */
export async function bloquearFila(
  tx: Tx,
  emisorId: string,
  id: string,
): Promise<FacturaRow | null> {
  if (!esUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(factura)
    .where(and(eq(factura.emisorId, emisorId), eq(factura.id, id)))
    .for('update');
  return row ?? null;
}

const COLUMNAS = Object.entries(getTableColumns(factura));

/** A raw `factura` row (database names, driver types) as Drizzle would return it. */
export function filaFactura(raw: Record<string, unknown>): FacturaRow {
  const out: Record<string, unknown> = {};
  for (const [prop, col] of COLUMNAS) {
    const v = raw[col.name];
    if (v === null || v === undefined) out[prop] = v ?? null;
    else if (col.columnType === 'PgTimestamp')
      out[prop] = v instanceof Date ? v : new Date(v as string | number);
    else if (col.columnType === 'PgBigInt53' || col.columnType === 'PgInteger')
      out[prop] = Number(v);
    else if (col.columnType === 'PgNumeric')
      out[prop] = typeof v === 'string' ? v : (v as number).toString();
    else if (col.columnType === 'PgArray' && typeof v === 'string')
      out[prop] = v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
    else out[prop] = v;
  }
  return out as FacturaRow;
}

// Issuing, step 4: the stored documents. Headers, lines, XML, bitácora, sending and side effects
// of a whole batch are written in ONE statement (a chain of inserts in a WITH), so while the
// series is locked the server makes a single round trip. The report read models take these rows
// as movements (append-only, no row lock: see the factura_reportes migrations), so writers never
// wait on each other there.
import { getTableColumns, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { esCondicionCredito } from '@jit/domain';
import type { Config } from '../../../config.js';
import { bitacora, factura, facturaLinea, facturaXml, outbox } from '../../../db/schema/index.js';
import { insertarFilas } from '../../../db/recordset.js';
import type { Tx } from '../../../db/types.js';
import type { Flags } from '../efectos.js';
import { resumenApi, totalesColumnas, type DatosFactura, type FacturaRow } from '../modelo.js';
import { filaEnvio, filasEfectos } from './encolar.js';
import type { Emisora, Firmada, Preparada } from './tipos.js';

export type Guardar = {
  s: Emisora;
  flags: Flags;
  d: Preparada;
  f: Firmada;
  now: Date;
  /** The idempotency key and the request's hash, kept to answer a retry with this document. */
  idempotencia: { key: string; hash: string } | null;
  config: Pick<Config, 'HACIENDA_PLAZO_ENVIO_HORAS'>;
};

/** What `factura.datos` holds for a new document. */
function datosDe({ s, d }: Pick<Guardar, 's' | 'd'>): DatosFactura {
  const { e, p } = d;
  const r = p.calculo.resumen;
  const user = s.user;
  return {
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
      lineaDetalle: d.lineasApi,
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
}

/** The header row. */
function cabecera(
  g: Guardar,
  totales: ReturnType<typeof totalesColumnas>,
): typeof factura.$inferInsert {
  const { s, d, f, now } = g;
  const p = d.p;
  return {
    emisorId: s.emisorId,
    id: d.id,
    documento: p.documento,
    estadoDocumento: f.estado,
    clave: f.clave,
    consecutivo: f.consecutivo,
    sucursal: p.sucursal,
    terminal: p.terminal,
    numero: f.numero,
    situacion: f.situacion,
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
    saldo: p.saldo ?? (esCondicionCredito(p.condicionVenta) && p.signo === 1 ? totales.totalComprobante : '0'),
    estadoProforma: p.estadoProforma ?? null,
    plazoProforma: p.plazoProforma ?? null,
    referenciaId: p.referenciaId ?? null,
    referencias: p.referencias,
    claveFE: p.claveFE ?? null,
    bulk: p.bulk ?? false,
    usuarioId: s.user.id,
    cajaSesionId: p.cajaSesion ?? null,
    idempotencyKey: g.idempotencia?.key ?? null,
    requestHash: g.idempotencia?.hash ?? null,
    plazoEnvioAt: d.haciendaDoc
      ? new Date(now.getTime() + g.config.HACIENDA_PLAZO_ENVIO_HORAS * 3_600_000)
      : null,
    datos: datosDe(g),
  };
}

/** The line rows (for item and tax reports). */
function lineas({ s, d }: Pick<Guardar, 's' | 'd'>): (typeof facturaLinea.$inferInsert)[] {
  return d.p.calculo.lineas.map((l) => {
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
      facturaId: d.id,
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
      descuentos: d.lineasApi[x.numeroLinea - 1]?.descuento ?? [],
      montoDescuento: x.montoDescuento.toFixed(),
      subTotal: x.subTotal.toFixed(),
      baseImponible: x.baseImponible.toFixed(),
      impuestos: d.lineasApi[x.numeroLinea - 1]?.impuesto ?? [],
      tarifaIVA: iva?.tarifa?.toFixed() ?? null,
      codigoTarifaIVA: iva?.codigoTarifaIVA ?? null,
      montoImpuesto: montoImpuesto.toFixed(),
      montoExoneracion: montoExoneracion.toFixed(),
      impuestoNeto: x.impuestoNeto.toFixed(),
      montoTotalLinea: x.montoTotalLinea.toFixed(),
      tratamiento: x.tratamiento,
    };
  });
}

/** The bitácora's first line: issued, and where it goes next. */
function primeraNota({ d, f }: Pick<Guardar, 'd' | 'f'>): string {
  const inicio = `${d.p.bitacora} Consecutivo ${f.consecutivo}`;
  if (!d.haciendaDoc) return `${inicio}. Documento interno: no se envía a Hacienda.`;
  return f.situacion === '1'
    ? `${inicio}. En cola para enviar a Hacienda.`
    : `${inicio}, en contingencia (situación ${f.situacion}, sin conexión con Hacienda): se enviará en cuanto Hacienda responda.`;
}

/** The row of a new header as the database stores it (its defaults filled in). */
function filaNueva(cab: typeof factura.$inferInsert): FacturaRow {
  return {
    ...Object.fromEntries(Object.keys(COLUMNAS).map((k) => [k, null])),
    notasCredito: [],
    state: true,
    envioIntentos: 0,
    mail: false,
    ...cab,
  } as FacturaRow;
}
const COLUMNAS = getTableColumns(factura);

/**
 * Stores signed documents in one statement (a chain of inserts in a WITH, each table's rows as
 * one JSON parameter: db/recordset.ts) and answers with their rows, in order. While the series
 * is locked the server makes this single round trip and the commit.
 */
export async function guardarDocumentos(tx: Tx, gs: readonly Guardar[]): Promise<FacturaRow[]> {
  const cabeceras: (typeof factura.$inferInsert)[] = [];
  const filasLineas: (typeof facturaLinea.$inferInsert)[] = [];
  const xmls: (typeof facturaXml.$inferInsert)[] = [];
  const notas: (typeof bitacora.$inferInsert)[] = [];
  const trabajos: (typeof outbox.$inferInsert)[] = [];
  for (const g of gs) {
    const { s, d, f, now } = g;
    const totales = totalesColumnas(d.p.calculo.resumen);
    cabeceras.push(cabecera(g, totales));
    filasLineas.push(...lineas(g));
    xmls.push({
      emisorId: s.emisorId,
      facturaId: d.id,
      xmlFirmado: f.xmlFirmado,
      xmlRecibido: d.p.xmlRecibido ?? null,
      updatedAt: now,
    });
    notas.push({
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: d.id,
      createdAt: now,
      estadoDocumento: f.estado,
      mensaje: primeraNota(g),
      usuarioId: s.user.id,
    });
    const envio = filaEnvio(s.emisorId, d);
    if (envio) trabajos.push(envio);
    trabajos.push(...filasEfectos(s, g.flags, d, f, totales, now));
  }
  const partes = [sql`f as (${insertarFilas(factura, cabeceras)})`];
  if (filasLineas.length) partes.push(sql`l as (${insertarFilas(facturaLinea, filasLineas)})`);
  partes.push(
    sql`x as (${insertarFilas(facturaXml, xmls)})`,
    sql`b as (${insertarFilas(bitacora, notas)})`,
  );
  if (trabajos.length)
    partes.push(sql`o as (${insertarFilas(outbox, trabajos, sql`on conflict (key) do nothing`)})`);
  await tx.execute(sql`with ${sql.join(partes, sql`, `)} select 1`);
  return cabeceras.map(filaNueva);
}

// Issuing, step 4: the stored document. Header, lines, XML, bitácora and side effects are written
// in ONE statement (a chain of inserts in a WITH), so while the series is locked the server makes
// a single round trip. The header comes first: the report triggers take its day row before the
// lines' rows (see the factura_reportes migrations), so two writers never wait on each other in
// a cycle.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../../config.js';
import { bitacora, factura, facturaLinea, facturaXml, outbox } from '../../../db/schema/index.js';
import { rowsOf, type Tx } from '../../../db/types.js';
import type { Flags } from '../efectos.js';
import { filaFactura } from '../filas.js';
import { resumenApi, totalesColumnas, type DatosFactura, type FacturaRow } from '../modelo.js';
import { filasEfectos } from './encolar.js';
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
    saldo: p.saldo ?? (p.condicionVenta === '02' && p.signo === 1 ? totales.totalComprobante : '0'),
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

/** Stores the signed document in one statement and answers with its row. */
export async function guardarDocumento(tx: Tx, g: Guardar): Promise<FacturaRow> {
  const { s, d, f, now } = g;
  const totales = totalesColumnas(d.p.calculo.resumen);
  const filasLineas = lineas(g);
  const xmlValores: typeof facturaXml.$inferInsert = {
    emisorId: s.emisorId,
    facturaId: d.id,
    xmlFirmado: f.xmlFirmado,
    xmlRecibido: d.p.xmlRecibido ?? null,
    updatedAt: now,
  };
  const bitacoraValores: typeof bitacora.$inferInsert = {
    emisorId: s.emisorId,
    id: uuidv7(),
    facturaId: d.id,
    createdAt: now,
    estadoDocumento: f.estado,
    mensaje: primeraNota(g),
    usuarioId: s.user.id,
  };
  const efectos = filasEfectos(s, g.flags, d, f, totales, now);
  const partes = [
    sql`f as (${tx.insert(factura).values(cabecera(g, totales)).returning().getSQL()})`,
  ];
  if (filasLineas.length)
    partes.push(sql`l as (${tx.insert(facturaLinea).values(filasLineas).getSQL()})`);
  partes.push(
    sql`x as (${tx.insert(facturaXml).values(xmlValores).getSQL()})`,
    sql`b as (${tx.insert(bitacora).values(bitacoraValores).getSQL()})`,
  );
  if (efectos.length)
    partes.push(
      sql`o as (${tx.insert(outbox).values(efectos).onConflictDoNothing({ target: outbox.key }).getSQL()})`,
    );
  const filas = await rowsOf<Record<string, unknown>>(
    tx,
    sql`with ${sql.join(partes, sql`, `)} select * from f`,
  );
  return filaFactura(filas[0]!);
}

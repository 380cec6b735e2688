// Dashboard sums and counts, read from factura_resumen_dia_v (documents and totalComprobante per
// Costa Rica day, type, currency and state, kept by triggers: the day rows plus the movements not
// folded in yet): a year of history is a few thousand rows, whatever the number of documents. Receivables and payables come from the
// partial index factura_saldo_idx, which holds only documents with a balance and covers the sums.
import { toD } from '@jit/domain';
import { sql, type SQL } from 'drizzle-orm';
import { condicionCredito } from '../../../db/schema/index.js';
import { rowsOf, type Tx } from '../../../db/types.js';
import { ESTADOS_DOCUMENTO } from '../catalogos.js';
import { TIPOS_NOTA_CREDITO, TIPOS_VENTA } from './acceso.js';
import { diaDe, inicioDia, isoDia, mesesHasta } from './periodo.js';
import { dinero } from './reportes.js';
import { lista } from './filtros.js';

const RECHAZADOS = ['4', '6'];
const iso = (d: Date) => isoDia(d);

/** The amount column: in the currency asked for (only its documents), or everything in colones. */
function monto(codigoMoneda: string | null | undefined): { columna: SQL; filtro: SQL } {
  return codigoMoneda
    ? { columna: sql`r.total_comprobante`, filtro: sql`r.codigo_moneda = ${codigoMoneda}` }
    : { columna: sql`r.total_comprobante_crc`, filtro: sql`true` };
}

const signoVenta = sql`(case when r.documento in (${lista(TIPOS_NOTA_CREDITO)}) then -1 else 1 end)`;
const ventasYNotas = [...TIPOS_VENTA, ...TIPOS_NOTA_CREDITO];

/** totalComprobante per Costa Rica month of the last `meses`, zero-filled. */
export async function facturasMes(
  tx: Tx,
  emisorId: string,
  now: Date,
  tipos: readonly string[],
  codigoMoneda: string | null | undefined,
  meses: number,
) {
  const ms = mesesHasta(now, meses);
  const m = monto(codigoMoneda);
  const rows = await rowsOf<{ mes: string; documentos: string; total: string }>(
    tx,
    sql`select to_char(r.dia, 'YYYY-MM') as mes, sum(r.documentos) as documentos, sum(${m.columna}) as total
        from factura_resumen_dia_v r
        where r.emisor_id = ${emisorId}::uuid and r.dia >= ${iso(ms[0]!.inicio)}::date and r.dia < ${iso(ms[ms.length - 1]!.final)}::date
          and r.documento in (${lista(tipos)}) and r.estado_documento not in (${lista(RECHAZADOS)}) and ${m.filtro}
        group by 1`,
  );
  const porMes = new Map(rows.map((r) => [r.mes, r]));
  return ms.map(({ year, month }) => {
    const r = porMes.get(`${year}-${String(month).padStart(2, '0')}`);
    return {
      createdAt: { year, month },
      documentos: Number(r?.documentos ?? 0),
      totalComprobante: dinero(r?.total),
    };
  });
}

/** The current Costa Rica month's totals per document type (all types; optionally only accepted). */
export async function sumaMes(
  tx: Tx,
  emisorId: string,
  now: Date,
  codigoMoneda: string | null | undefined,
  soloAceptadas: boolean,
) {
  const { year, month } = diaDe(now);
  const m = monto(codigoMoneda);
  const estados = soloAceptadas
    ? sql`r.estado_documento = '3'`
    : sql`r.estado_documento not in (${lista(RECHAZADOS)})`;
  const rows = await rowsOf<{ documento: string; documentos: string; total: string }>(
    tx,
    sql`select r.documento, sum(r.documentos) as documentos, sum(${m.columna}) as total from factura_resumen_dia_v r
        where r.emisor_id = ${emisorId}::uuid and r.dia >= ${iso(inicioDia(year, month, 1))}::date and r.dia < ${iso(inicioDia(year, month + 1, 1))}::date
          and ${estados} and ${m.filtro}
        group by 1 order by 1`,
  );
  return rows
    .filter((r) => Number(r.documentos) !== 0)
    .map((r) => ({
      documento: r.documento,
      documentos: Number(r.documentos),
      total: dinero(r.total),
    }));
}

/** Net sales (sales − credit notes, without rejected) between two Costa Rica days [desde, hasta). */
async function ventasNetas(
  tx: Tx,
  emisorId: string,
  desde: Date,
  hasta: Date,
  codigoMoneda: string | null | undefined,
) {
  const m = monto(codigoMoneda);
  const [r] = await rowsOf<{ total: string | null }>(
    tx,
    sql`select sum(${signoVenta} * ${m.columna}) as total from factura_resumen_dia_v r
        where r.emisor_id = ${emisorId}::uuid and r.dia >= ${iso(desde)}::date and r.dia < ${iso(hasta)}::date
          and r.documento in (${lista(ventasYNotas)}) and r.estado_documento not in (${lista(RECHAZADOS)}) and ${m.filtro}`,
  );
  return dinero(r?.total);
}

/** This month's and the previous month's net sales, and the previous month up to the same day. */
export async function mesyAnterior(
  tx: Tx,
  emisorId: string,
  now: Date,
  codigoMoneda: string | null | undefined,
) {
  const { year, month, day } = diaDe(now);
  const ini = inicioDia(year, month, 1);
  const prevIni = inicioDia(year, month - 1, 1);
  const p = diaDe(prevIni);
  // The same day of the previous month, or its last day when it is shorter.
  const finPrevAFecha = new Date(
    Math.min(inicioDia(p.year, p.month, day + 1).getTime(), ini.getTime()),
  );
  return {
    current: {
      year,
      month,
      total: await ventasNetas(tx, emisorId, ini, inicioDia(year, month + 1, 1), codigoMoneda),
    },
    prev: {
      year: p.year,
      month: p.month,
      total: await ventasNetas(tx, emisorId, prevIni, ini, codigoMoneda),
    },
    prevAFecha: {
      year: p.year,
      month: p.month,
      total: await ventasNetas(tx, emisorId, prevIni, finPrevAFecha, codigoMoneda),
    },
  };
}

/** Net sales per Costa Rica day of the last `dias` (today included), zero-filled. */
export async function ventasDiarias(
  tx: Tx,
  emisorId: string,
  now: Date,
  codigoMoneda: string | null | undefined,
  dias: number,
) {
  const { year, month, day } = diaDe(now);
  const desde = inicioDia(year, month, day - dias + 1);
  const hasta = inicioDia(year, month, day + 1);
  const m = monto(codigoMoneda);
  const rows = await rowsOf<{ dia: string; total: string }>(
    tx,
    sql`select to_char(r.dia, 'YYYY-MM-DD') as dia, sum(${signoVenta} * ${m.columna}) as total from factura_resumen_dia_v r
        where r.emisor_id = ${emisorId}::uuid and r.dia >= ${iso(desde)}::date and r.dia < ${iso(hasta)}::date
          and r.documento in (${lista(ventasYNotas)}) and r.estado_documento not in (${lista(RECHAZADOS)}) and ${m.filtro}
        group by 1`,
  );
  const porDia = new Map(rows.map((r) => [r.dia, r.total]));
  return Array.from({ length: dias }, (_, i) => {
    const d = iso(inicioDia(year, month, day - dias + 1 + i));
    return { day: d, total: dinero(porDia.get(d)) };
  });
}

/** Documents per estadoDocumento in [inicio, final), every state listed (zeros too). */
export async function stats(tx: Tx, emisorId: string, inicio: Date, final: Date, extra: SQL[]) {
  const rows = await rowsOf<{ estado: string; n: string }>(
    tx,
    sql`select r.estado_documento as estado, sum(r.documentos) as n from factura_resumen_dia_v r
        where ${sql.join([sql`r.emisor_id = ${emisorId}::uuid`, sql`r.dia >= ${iso(inicio)}::date and r.dia < ${iso(final)}::date`, ...extra], sql` and `)}
        group by 1`,
  );
  const porEstado = new Map(rows.map((r) => [r.estado, Number(r.n)]));
  return Object.values(ESTADOS_DOCUMENTO).map((e) => ({
    estadoDocumento: e,
    count: porEstado.get(e.value) ?? 0,
  }));
}

/** How many documents of a type the issuer has, and their totals per currency and in colones. */
export async function totalDocumentos(tx: Tx, emisorId: string, documento: string) {
  const rows = await rowsOf<{ codigo_moneda: string; n: string; total: string; crc: string }>(
    tx,
    sql`select r.codigo_moneda, sum(r.documentos) as n, sum(r.total_comprobante) as total, sum(r.total_comprobante_crc) as crc
        from factura_resumen_dia_v r where r.emisor_id = ${emisorId}::uuid and r.documento = ${documento} group by 1 order by 1`,
  );
  const conDocs = rows.filter((r) => Number(r.n) !== 0);
  return {
    documento,
    cantidad: conDocs.reduce((s, r) => s + Number(r.n), 0),
    totales: conDocs.map((r) => ({
      codigoMoneda: r.codigo_moneda,
      documentos: Number(r.n),
      total: dinero(r.total),
    })),
    totalCRC: dinero(conDocs.reduce((s, r) => s.plus(r.crc), toD(0))),
  };
}

/** Balances still owed on documents of `tipos` (credit sale only, unless showContado). */
export async function saldos(
  tx: Tx,
  emisorId: string,
  tipos: readonly string[],
  showContado: boolean,
) {
  const rows = await rowsOf<{ codigo_moneda: string; n: string; saldo: string; crc: string }>(
    tx,
    sql`select f.codigo_moneda, count(*) as n, sum(f.saldo) as saldo, sum(f.saldo * f.tipo_cambio) as crc from factura f
        where f.emisor_id = ${emisorId}::uuid and f.saldo > 0 and f.documento in (${lista(tipos)})
          ${showContado ? sql`` : sql`and ${condicionCredito('f')}`}
        group by 1 order by 1`,
  );
  return {
    cantidad: rows.reduce((s, r) => s + Number(r.n), 0),
    saldos: rows.map((r) => ({
      codigoMoneda: r.codigo_moneda,
      documentos: Number(r.n),
      total: dinero(r.saldo),
    })),
    saldoCRC: dinero(rows.reduce((s, r) => s.plus(r.crc), toD(0))),
  };
}

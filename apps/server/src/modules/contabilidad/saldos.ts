// What each account moved in a period, from the day sums (asiento_saldo_dia, kept by triggers on
// asiento_linea in the posting's own transaction). The whole days of the period are read from their
// rows; for its first and last day, whichever is shorter is read from the lines through their date
// index: the part inside the period added (the day left out of the sums), or the part outside it
// taken off (the day read whole). A period on Costa Rica day bounds (a month) reads no line, so its
// trial balance reads a few hundred rows whatever the number of lines; any other reads at most half
// a day of lines at each end. Either way the sums are exactly the lines'.
import { diaCostaRica } from '@jit/domain';
import { sql, type SQL } from 'drizzle-orm';
import { asientoLinea, asientoSaldoDia } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';

const DIA_MS = 86_400_000;
const MEDIO_DIA_MS = DIA_MS / 2;
/** The first instant of a Costa Rica day ('YYYY-MM-DD'). */
const inicioDia = (dia: string) => new Date(`${dia}T00:00:00-06:00`);
const otroDia = (dia: string, n: number) => diaCostaRica(inicioDia(dia).getTime() + n * DIA_MS);
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type SumaCuenta = { cuenta_id: string; debe: string; haber: string };

/** Lines of a stretch of time, added (+1) or taken off (−1); each bound inclusive when said. */
type Tramo = { signo: 1 | -1; desde: Date; desdeIncluido: boolean; hasta: Date; hastaIncluido: boolean };

/** Which days come from the sums and which stretches from the lines, for [inicio, final]. */
export function planPeriodo(inicio: Date, final: Date): { dias: [string, string] | null; tramos: Tramo[] } {
  const d0 = diaCostaRica(inicio.getTime());
  const d1 = diaCostaRica(final.getTime());
  const inicio0 = inicioDia(d0);
  const fin1 = new Date(inicioDia(d1).getTime() + DIA_MS);
  if (d0 === d1 && final.getTime() - inicio.getTime() <= MEDIO_DIA_MS) return { dias: null, tramos: [{ signo: 1, desde: inicio, desdeIncluido: true, hasta: final, hastaIncluido: true }] };
  const tramos: Tramo[] = [];
  let [a, b] = [d0, d1];
  if (d0 !== d1 && inicio.getTime() - inicio0.getTime() > MEDIO_DIA_MS) {
    a = otroDia(d0, 1);
    tramos.push({ signo: 1, desde: inicio, desdeIncluido: true, hasta: inicioDia(a), hastaIncluido: false });
  } else if (inicio > inicio0) tramos.push({ signo: -1, desde: inicio0, desdeIncluido: true, hasta: inicio, hastaIncluido: false });
  if (d0 !== d1 && fin1.getTime() - final.getTime() > MEDIO_DIA_MS) {
    b = otroDia(d1, -1);
    tramos.push({ signo: 1, desde: inicioDia(d1), desdeIncluido: true, hasta: final, hastaIncluido: true });
  } else tramos.push({ signo: -1, desde: final, desdeIncluido: false, hasta: fin1, hastaIncluido: false });
  return { dias: a <= b ? [a, b] : null, tramos };
}

/** Σ debe and Σ haber per account of the lines dated in [inicio, final] (both inclusive), optionally of one account. */
export function sumasPeriodo(tx: Tx, inicio: Date, final: Date, cuentaId?: string): Promise<SumaCuenta[]> {
  const p = planPeriodo(inicio, final);
  const partes: SQL[] = [];
  if (p.dias)
    partes.push(sql`select ${asientoSaldoDia.cuentaId} as cuenta_id, ${asientoSaldoDia.debe} as debe, ${asientoSaldoDia.haber} as haber, ${asientoSaldoDia.lineas} as lineas
      from ${asientoSaldoDia} where ${asientoSaldoDia.dia} between ${p.dias[0]}::date and ${p.dias[1]}::date ${cuentaId ? sql`and ${asientoSaldoDia.cuentaId} = ${cuentaId}::uuid` : sql``}`);
  for (const t of p.tramos) {
    const s = sql.raw(String(t.signo));
    partes.push(sql`select ${asientoLinea.cuentaId} as cuenta_id, ${s} * ${asientoLinea.debe} as debe, ${s} * ${asientoLinea.haber} as haber, ${s} as lineas from ${asientoLinea}
      where ${asientoLinea.fecha} ${sql.raw(t.desdeIncluido ? '>=' : '>')} ${iso(t.desde)} and ${asientoLinea.fecha} ${sql.raw(t.hastaIncluido ? '<=' : '<')} ${iso(t.hasta)} ${cuentaId ? sql`and ${asientoLinea.cuentaId} = ${cuentaId}::uuid` : sql``}`);
  }
  return rowsOf<SumaCuenta>(
    tx,
    sql`select cuenta_id, sum(debe)::text as debe, sum(haber)::text as haber from (${sql.join(partes, sql` union all `)}) x
        group by cuenta_id
        having sum(lineas) <> 0`,
  );
}

/** An account's balance (Σ debe − Σ haber) of every line dated before `antes`: its days before, and the shorter part of that day. */
export async function saldoAntes(tx: Tx, cuentaId: string, antes: Date): Promise<string> {
  const d = diaCostaRica(antes.getTime());
  const desde = inicioDia(d);
  const hasta = new Date(desde.getTime() + DIA_MS);
  // Past noon the day is counted whole and its lines from `antes` on taken off.
  const tarde = antes.getTime() - desde.getTime() > MEDIO_DIA_MS;
  const lineas = tarde
    ? sql`select -sum(${asientoLinea.debe} - ${asientoLinea.haber}) from ${asientoLinea} where ${asientoLinea.cuentaId} = ${cuentaId}::uuid and ${asientoLinea.fecha} >= ${iso(antes)} and ${asientoLinea.fecha} < ${iso(hasta)}`
    : sql`select sum(${asientoLinea.debe} - ${asientoLinea.haber}) from ${asientoLinea} where ${asientoLinea.cuentaId} = ${cuentaId}::uuid and ${asientoLinea.fecha} >= ${iso(desde)} and ${asientoLinea.fecha} < ${iso(antes)}`;
  const [r] = await rowsOf<{ saldo: string | null }>(
    tx,
    sql`select (coalesce((select sum(${asientoSaldoDia.debe} - ${asientoSaldoDia.haber}) from ${asientoSaldoDia} where ${asientoSaldoDia.cuentaId} = ${cuentaId}::uuid and ${asientoSaldoDia.dia} ${sql.raw(tarde ? '<=' : '<')} ${d}::date), 0)
              + coalesce((${lineas}), 0))::text as saldo`,
  );
  return r?.saldo ?? '0';
}

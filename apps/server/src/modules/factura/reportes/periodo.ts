// Periods in Costa Rica time (UTC−06:00 all year, no daylight saving): a day starts at 06:00 UTC.
// Every report and list turns its dates into [inicio, final) instants here, from the caller's
// clock (ctx.now()), so "Este Mes" is Costa Rica's month, not the server's nor UTC's.
import {
  CR_OFFSET_MS,
  diaCostaRicaTexto,
  diasDelMes,
  nombreMes,
  partesFechaCostaRica,
} from '@jit/domain';
import { badInput } from '../../../errors.js';
import type { FilterVentas, PeriodoReporte } from '../../../generated/graphql.js';

const DIA_MS = 86_400_000;

/** The instant a Costa Rica calendar day starts (month may overflow: 13 is next January). */
export const inicioDia = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month - 1, day) - CR_OFFSET_MS);

/** The Costa Rica day of an instant. */
export function diaDe(d: Date): { year: number; month: number; day: number } {
  const p = partesFechaCostaRica(d.getTime());
  return { year: p.year, month: p.month, day: p.day };
}

/** 'YYYY-MM-DD' of the Costa Rica day that starts at `d` (or contains it). */
export const isoDia = (d: Date): string =>
  new Date(d.getTime() + CR_OFFSET_MS).toISOString().slice(0, 10);

export type Periodo = { periodo: PeriodoReporte | null; inicio: Date; final: Date; nombre: string };

const SOLO_FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** A filter date: 'YYYY-MM-DD' is that Costa Rica day (its start, or for `final` the next day's start); with a time, that instant (final inclusive). */
export function limite(valor: string, esFinal: boolean, field: string): Date {
  if (SOLO_FECHA.test(valor)) {
    const [y, m, d] = valor.split('-').map(Number) as [number, number, number];
    return inicioDia(y, m, d + (esFinal ? 1 : 0));
  }
  const t = new Date(valor);
  if (Number.isNaN(t.getTime())) throw badInput(`«${valor}» no es una fecha válida.`, field);
  return esFinal ? new Date(t.getTime() + 1) : t;
}

function nombreRango(inicio: Date, final: Date): string {
  const a = diaDe(inicio);
  const b = diaDe(new Date(final.getTime() - 1));
  const mesCompleto =
    a.day === 1 &&
    inicioDia(b.year, b.month, b.day + 1).getTime() === inicioDia(b.year, b.month + 1, 1).getTime();
  if (mesCompleto && a.year === b.year && a.month === b.month)
    return `${nombreMes(a.month)} de ${a.year}`;
  const ia = isoDia(inicio);
  const ib = isoDia(new Date(final.getTime() - 1));
  return ia === ib ? diaCostaRicaTexto(ia) : `${diaCostaRicaTexto(ia)} al ${diaCostaRicaTexto(ib)}`;
}

/** [inicio, final) of a shortcut at `now`. */
export function rangoDe(periodo: PeriodoReporte, now: Date): { inicio: Date; final: Date } {
  const { year: y, month: m, day: d } = diaDe(now);
  const hoy = inicioDia(y, m, d);
  const manana = inicioDia(y, m, d + 1);
  const dias = (n: number) => ({ inicio: inicioDia(y, m, d - n + 1), final: manana });
  switch (periodo) {
    case 'HOY':
      return { inicio: hoy, final: manana };
    case 'AYER':
      return { inicio: inicioDia(y, m, d - 1), final: hoy };
    case 'ESTA_SEMANA': {
      // Monday is the first day of the week; getUTCDay of the local date: 0 Sunday … 6 Saturday.
      const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      const desdeLunes = (dow + 6) % 7;
      return {
        inicio: inicioDia(y, m, d - desdeLunes),
        final: inicioDia(y, m, d - desdeLunes + 7),
      };
    }
    case 'ULTIMOS_7_DIAS':
      return dias(7);
    case 'ULTIMOS_30_DIAS':
      return dias(30);
    case 'ULTIMOS_90_DIAS':
      return dias(90);
    case 'ESTE_MES':
      return { inicio: inicioDia(y, m, 1), final: inicioDia(y, m + 1, 1) };
    case 'MES_ANTERIOR':
      return { inicio: inicioDia(y, m - 1, 1), final: inicioDia(y, m, 1) };
    case 'ESTE_ANO':
      return { inicio: inicioDia(y, 1, 1), final: inicioDia(y + 1, 1, 1) };
    case 'ULTIMOS_12_MESES':
      return { inicio: inicioDia(y, m - 11, 1), final: inicioDia(y, m + 1, 1) };
    case 'TODO':
      return { inicio: new Date(Date.UTC(1970, 0, 1)), final: new Date(Date.UTC(9999, 0, 1)) };
  }
}

export type OpcionesPeriodo = {
  /** Shortcut when the filter gives none. */
  defecto: PeriodoReporte;
  /** Longest range accepted, in days (reports: 366); TODO is refused when set. */
  maxDias?: number;
};

/** The effective period of a filter: inicio/final when given, else the shortcut (or the default). */
export function resolverPeriodo(
  filter: Pick<FilterVentas, 'periodo' | 'inicio' | 'final'> | null | undefined,
  now: Date,
  o: OpcionesPeriodo,
): Periodo {
  let periodo: PeriodoReporte | null =
    filter?.periodo ?? (filter?.inicio || filter?.final ? null : o.defecto);
  let inicio: Date;
  let final: Date;
  if (periodo) {
    ({ inicio, final } = rangoDe(periodo, now));
  } else {
    // Only one end given: from the start of final's month, or up to the end of today.
    final = filter?.final ? limite(filter.final, true, 'filter.final') : rangoDe('HOY', now).final;
    if (filter?.inicio) inicio = limite(filter.inicio, false, 'filter.inicio');
    else {
      const f = diaDe(new Date(final.getTime() - 1));
      inicio = inicioDia(f.year, f.month, 1);
    }
    periodo = null;
  }
  if (final.getTime() <= inicio.getTime())
    throw badInput('La fecha final debe ser posterior a la inicial.', 'filter.final');
  if (o.maxDias && (periodo === 'TODO' || final.getTime() - inicio.getTime() > o.maxDias * DIA_MS))
    throw badInput(
      `El período de un reporte no puede pasar de ${o.maxDias} días; elija un rango más corto.`,
      periodo ? 'filter.periodo' : 'filter.final',
    );
  return {
    periodo,
    inicio,
    final,
    nombre: periodo === 'TODO' ? 'Todo' : nombreRango(inicio, final),
  };
}

/** The Costa Rica months [year, month] from `desde` months back to the current one. */
export function mesesHasta(
  now: Date,
  cuantos: number,
): { year: number; month: number; inicio: Date; final: Date }[] {
  const { year, month } = diaDe(now);
  const out = [];
  for (let i = cuantos - 1; i >= 0; i--) {
    const inicio = inicioDia(year, month - i, 1);
    const p = diaDe(inicio);
    out.push({ year: p.year, month: p.month, inicio, final: inicioDia(p.year, p.month + 1, 1) });
  }
  return out;
}

/** Days in the Costa Rica month of an instant. */
export const diasDelMesDe = (d: Date): number => {
  const p = diaDe(d);
  return diasDelMes(p.year, p.month);
};

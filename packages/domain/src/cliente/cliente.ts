import { toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';

/** Spec 2 §3: default telephone country code. */
export const CODIGO_PAIS_TELEFONO = 506;
/** Fields of a customer the client reads but never sends (spec 2 §5). */
export const CAMPOS_SOLO_LECTURA = ['loaded', 'createdAt', 'updatedAt', 'cicloHistorico', 'ventas', 'subscriptions', 'balanceTotal'] as const;

/** A customer as a form holds it (only the fields the rules touch are typed). */
export type ClienteBorrador = {
  identificacion?: { tipo?: unknown; numero?: string | null } | null;
  ubicacion?: { provincia?: { id?: string | number | null } | null } | null;
  telefono?: { codigoPais?: string | number | null; numTelefono?: string | number | null } | null;
  categoria?: { _id?: string | null } | null;
  limiteCredito?: DInput | null;
  plazoCredito?: number | string | null;
  ciclo?: string | null;
  [campo: string]: unknown;
};

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Spec 2 §5 customer create: omit identificacion without number, ubicacion without province, telefono without
 * number and categoria without id; limiteCredito to a decimal (0 if empty); plazoCredito to a whole number of
 * days (0 if empty); read-only fields stripped; a new customer starts at Oportunidad (spec 2 §4).
 */
export function normalizeCliente(input: ClienteBorrador): Record<string, unknown> & { limiteCredito: D; plazoCredito: number; ciclo: string } {
  const out: Record<string, unknown> = { ...input };
  for (const k of CAMPOS_SOLO_LECTURA) delete out[k];
  if (blank(input.identificacion?.numero)) delete out.identificacion;
  if (blank(input.ubicacion?.provincia?.id)) delete out.ubicacion;
  const tel = input.telefono;
  if (!tel || blank(tel.numTelefono)) delete out.telefono;
  else out.telefono = { ...tel, codigoPais: tel.codigoPais ?? CODIGO_PAIS_TELEFONO };
  if (blank(input.categoria?._id)) delete out.categoria;
  const limite = blank(input.limiteCredito) ? toD(0) : roundAmount(toD(input.limiteCredito as DInput));
  const plazo = blank(input.plazoCredito) ? 0 : Math.trunc(Number(input.plazoCredito));
  return { ...out, limiteCredito: limite, plazoCredito: Number.isFinite(plazo) ? plazo : 0, ciclo: input.ciclo || 'Oportunidad' };
}

/** Spec 2 §3 category of customers (CategoriaCliente, DECISIONS #11) with its defaults. */
export type CategoriaCliente = { _id?: string; nombre: string; descripcion?: string; esPorcentual: boolean; valor: D; color: string };
/** Spec 2 §3: esPorcentual true, valor 0, color 'default' unless given. */
export const normalizeCategoriaCliente = (c: { nombre: string; descripcion?: string; esPorcentual?: boolean; valor?: DInput; color?: string; _id?: string }): CategoriaCliente => ({
  ...c,
  esPorcentual: c.esPorcentual ?? true,
  valor: c.valor === undefined || c.valor === '' ? toD(0) : toD(c.valor),
  color: c.color || 'default',
});

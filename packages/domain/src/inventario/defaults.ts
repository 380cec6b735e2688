/** A stock entry or loss type (Entrada / Merma, spec 3 §3). */
export type TipoAjuste = { tipo: string; causa: string[]; cuentaContable?: string };

/** Spec 3 §9: default stock entry types, created when the issuer has none. */
export const ENTRADAS_DEFECTO: readonly TipoAjuste[] = [
  { tipo: 'Entrada Controlada', causa: ['Compra', 'Producción', 'Regalo', 'Sobrante', 'Traslado', 'Reintegro', 'Recuperación', 'Reparación', 'Otro'] },
  { tipo: 'Entrada Sin Control', causa: ['Error Humano', 'Residuo', 'Otro'] },
];
/** Spec 3 §9: default loss types (spelling as written). */
export const MERMAS_DEFECTO: readonly TipoAjuste[] = [
  { tipo: 'Merma (planificada)', causa: ['Residuos', 'Manipulación', 'Pérdida Natural', 'Muestra Gratis', 'Donación', 'Viaticos', 'Regalias', 'Empleados', 'Otro'] },
  { tipo: 'Desperdicio', causa: ['Error Humano', 'Robo Externo', 'Robo Interno', 'Contaminación', 'Faltante', 'Mal Estado', 'Avería', 'Devoluciones', 'Otro'] },
];
/** Spec 3 §9: account names of the default types (only with the accounting module, spec 3 §5). */
export const CUENTA_AJUSTE_ENTRADA = 'Ajuste de inventario';
/** Spec 3 §9: account of the default loss types. */
export const CUENTA_AJUSTE_MERMA = 'Ajuste de inventario por merma';

/** The default types to create for an issuer that has none; the account only when accounting is on. */
export function tiposAjusteDefecto(clase: 'entrada' | 'merma', accounting: boolean): TipoAjuste[] {
  const base = clase === 'entrada' ? ENTRADAS_DEFECTO : MERMAS_DEFECTO;
  const cuenta = clase === 'entrada' ? CUENTA_AJUSTE_ENTRADA : CUENTA_AJUSTE_MERMA;
  return base.map((t) => (accounting ? { ...t, causa: [...t.causa], cuentaContable: cuenta } : { tipo: t.tipo, causa: [...t.causa] }));
}

/** Spec 3 §3: reasons are edited as one text, one per line. */
export const causasATexto = (causa: readonly string[]): string => causa.join('\n');
/** The reasons back from the edited text (blank lines dropped). */
export const textoACausas = (texto: string): string[] => texto.split(/\r?\n/).map((s) => s.trim()).filter((s) => s !== '');

/** Spec 3 §5: the account field is dropped when empty or when the issuer has no accounting module. */
export function withCuentaContable<T extends { cuentaContable?: string | null }>(x: T, accounting = true): T {
  const out = { ...x };
  if (!accounting || !out.cuentaContable) delete out.cuentaContable;
  return out;
}

/** Spec 3 §3/§5: a production order defaults to COMPLETADO and a sequence of 0 is left for the server. */
export function normalizeOrdenProduccion<T extends { sequence?: number | null; status?: string | null }>(orden: T): T {
  const out = { ...orden, status: orden.status || 'COMPLETADO' };
  if (!out.sequence) delete out.sequence;
  return out;
}

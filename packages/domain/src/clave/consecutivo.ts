import { isTipoDocumentoHacienda, type TipoDocumentoHacienda } from '../catalogos/documentos';
import { fail, ok, type Result } from '../shared/result';

/** The parts of a 20-digit NumeroConsecutivo: branch 3 + terminal 5 + document type 2 + number 10. */
export type ConsecutivoParts = {
  sucursal: number;
  terminal: number;
  tipoDocumento: TipoDocumentoHacienda;
  numero: number;
};

/** Refusal codes of the consecutivo. */
export type ConsecutivoError =
  | 'SUCURSAL_INVALIDA'
  | 'TERMINAL_INVALIDA'
  | 'TIPO_DOCUMENTO_INVALIDO'
  | 'NUMERO_CONSECUTIVO_INVALIDO'
  | 'CONSECUTIVO_INVALIDO';

/** Largest document number in a consecutivo (10 digits). */
export const NUMERO_CONSECUTIVO_MAXIMO = 9_999_999_999;

const inRange = (n: number, max: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= max;
const asNumber = (x: number | string): number => (typeof x === 'number' ? x : /^\d{1,10}$/.test(x) ? Number(x) : NaN);

/** Builds the 20-digit consecutivo (v4.4 NumeroConsecutivoType `\d{20}`). */
export function buildConsecutivo(input: {
  sucursal: number | string;
  terminal: number | string;
  tipoDocumento: string;
  numero: number | string;
}): Result<string, ConsecutivoError> {
  const sucursal = asNumber(input.sucursal);
  const terminal = asNumber(input.terminal);
  const numero = asNumber(input.numero);
  if (!inRange(sucursal, 999)) return fail('SUCURSAL_INVALIDA', 'sucursal');
  if (!inRange(terminal, 99_999)) return fail('TERMINAL_INVALIDA', 'terminal');
  if (!isTipoDocumentoHacienda(input.tipoDocumento)) return fail('TIPO_DOCUMENTO_INVALIDO', 'tipoDocumento');
  if (!inRange(numero, NUMERO_CONSECUTIVO_MAXIMO)) return fail('NUMERO_CONSECUTIVO_INVALIDO', 'numero');
  return ok(
    String(sucursal).padStart(3, '0') +
      String(terminal).padStart(5, '0') +
      input.tipoDocumento +
      String(numero).padStart(10, '0'),
  );
}

/** Splits a 20-digit consecutivo into its parts, refusing malformed ones. */
export function parseConsecutivo(consecutivo: string): Result<ConsecutivoParts, ConsecutivoError> {
  if (!/^\d{20}$/.test(consecutivo)) return fail('CONSECUTIVO_INVALIDO', 'consecutivo');
  const sucursal = Number(consecutivo.slice(0, 3));
  const terminal = Number(consecutivo.slice(3, 8));
  const tipoDocumento = consecutivo.slice(8, 10);
  const numero = Number(consecutivo.slice(10));
  if (sucursal < 1) return fail('SUCURSAL_INVALIDA', 'consecutivo');
  if (terminal < 1) return fail('TERMINAL_INVALIDA', 'consecutivo');
  if (!isTipoDocumentoHacienda(tipoDocumento)) return fail('TIPO_DOCUMENTO_INVALIDO', 'consecutivo');
  if (numero < 1) return fail('NUMERO_CONSECUTIVO_INVALIDO', 'consecutivo');
  return ok({ sucursal, terminal, tipoDocumento, numero });
}

import { D, toD, type D as Dec, type DInput } from '../money/decimal';

/** Spec 2 restaurant: the service charge (Hacienda OtrosCargos 06) is 10 % of the sale. */
export const PORCENTAJE_SERVICIO = new D(10);
/** Hacienda OtrosCargos tipoDocumentoOC of the restaurant service charge. */
export const OTRO_CARGO_SERVICIO = '06';

const cents = (x: Dec): Dec => x.toDecimalPlaces(2, D.ROUND_HALF_UP);

/** The service of a whole table: 10 % of its net sale, to the cent. */
export const servicioMesa = (netaMesa: DInput): Dec => cents(toD(netaMesa).times(PORCENTAJE_SERVICIO).div(100));

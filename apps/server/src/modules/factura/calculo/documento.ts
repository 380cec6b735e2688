// From what the clerk sent (FacturaInput) to a computed document: the issuer's activity defaults
// for missing fields (spec 1 §5), every line through the domain's computeLinea and the summary
// through validateResumen. A refusal names the input path at fault, e.g.
// input.detalleServicio.lineaDetalle.3.cantidad, with a Spanish message.
import {
  CODIGOS_MONEDA,
  type D,
  tipoCambioDocumento,
  validateResumen,
  type MedioPagoInput,
  type OtroCargoInput,
  type ResumenFactura,
} from '@jit/domain';
import type { ActividadConfig } from '../../../db/schema/index.js';
import { badInput } from '../../../errors.js';
import type {
  DetalleServicioInput,
  FacturaMedioPagoInput,
  FacturaOtroCargoInput,
} from '../../../generated/graphql.js';
import { campo, codigo } from './campos.js';
import { mapMediosPago, mapOtrosCargos } from './entradas.js';
import { calcularLineas, type LineaCalculada } from './lineas.js';

export type { LineaCalculada } from './lineas.js';

export type DocCalculado = {
  lineas: LineaCalculada[];
  otrosCargos: OtroCargoInput[];
  medioPago: MedioPagoInput[];
  resumen: ResumenFactura;
  codigoMoneda: string;
  tipoCambio: InstanceType<typeof D>;
};

/** The whole computation: lines, other charges, payment split and summary (validateResumen). */
export function calcularDocumento(args: {
  documento: string;
  detalle: DetalleServicioInput;
  otrosCargos?: readonly FacturaOtroCargoInput[] | null;
  medioPago?: readonly FacturaMedioPagoInput[] | null;
  /** The sale condition: only a cash sale (01) takes the activity's payment method by default. */
  condicionVenta?: string | null;
  codigoMoneda?: string | null;
  tipoCambio?: string | null;
  actividad: ActividadConfig;
  base?: string;
}): DocCalculado {
  const base = args.base ?? 'input';
  const moneda = args.codigoMoneda || args.actividad.codigoMoneda || 'CRC';
  codigo(CODIGOS_MONEDA, moneda, `${base}.codigoMoneda`, 'La moneda');
  if (moneda !== 'CRC' && !args.tipoCambio)
    throw badInput(
      `Indique el tipo de cambio (colones por ${moneda}) del documento.`,
      `${base}.tipoCambio`,
    );
  const rate = tipoCambioDocumento(moneda, args.tipoCambio ?? '1');
  if (!rate.ok) throw badInput(rate.message, `${base}.tipoCambio`);
  const lineas = calcularLineas(args.detalle, args.actividad, args.documento, base);
  const otrosCargos = mapOtrosCargos(args.otrosCargos, base);
  // A sale on credit is not paid yet: it carries the methods given, never an invented «Efectivo».
  const credito = args.condicionVenta != null && args.condicionVenta !== '01';
  const medioPago = mapMediosPago(args.medioPago, credito ? null : args.actividad.medioPago, base);
  const r = validateResumen(
    lineas.map((l) => l.linea),
    otrosCargos,
    {
      tipoDocumento: args.documento,
      codigoMoneda: moneda as never,
      tipoCambio: rate.value,
      medioPago,
    },
  );
  if (!r.ok)
    throw badInput(
      r.message,
      campo(base, r.field === 'lineas' ? 'detalleServicio.lineaDetalle' : r.field),
    );
  return {
    lineas,
    otrosCargos,
    medioPago,
    resumen: r.value,
    codigoMoneda: moneda,
    tipoCambio: rate.value,
  };
}

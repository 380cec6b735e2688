// Factura.createAnulaCompra: an internal 9938 cancelling a purchase (DECISIONS #21).
import { CLAVE_ANULACION, TIPO_ANULACION_COMPRA, numeroReferenciaAnulacion } from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import type { Context } from '../../../context.js';
import { badInput, conflict, notFound } from '../../../errors.js';
import type { AnulaCompraInput } from '../../../generated/graphql.js';
import { calcularDocumento } from '../calculo/documento.js';
import { emitir } from '../emision/emitir.js';
import { llaveIdempotencia } from '../emision/preparar.js';
import type { Emitido, Preparado } from '../emision/tipos.js';
import { bloquearFila } from '../filas.js';
import type { DatosFactura, FacturaRow } from '../modelo.js';
import { acreditar, lineasDe } from './acreditar.js';

/** Factura.createAnulaCompra: an internal 9938 cancelling a purchase (DECISIONS #21: its clave, or 40 zeros). */
export async function createAnulaCompra(
  ctx: Context,
  args: {
    factura: string;
    input: AnulaCompraInput;
    inventario?: boolean | null;
    accounting?: boolean | null;
    idempotencyKey?: string | null;
  },
): Promise<Emitido> {
  const s = await ctx.session();
  const razon = args.input.razon.trim();
  if (razon.length < 3 || razon.length > 180)
    throw badInput('La razón de la anulación debe tener entre 3 y 180 caracteres.', 'input.razon');
  const key = llaveIdempotencia(ctx, args.idempotencyKey);
  const now = ctx.now();
  let original: FacturaRow | null = null;
  return emitir(ctx, s, {
    operacion: 'Factura.createAnulaCompra',
    args,
    idempotencyKey: key,
    flags: { inventario: args.inventario, accounting: args.accounting, autoPago: false },
    preparar: async (tx, _e, actividad) => {
      original = await bloquearFila(tx, s.emisorId, args.factura);
      if (!original) throw notFound('No se encontró la compra a anular.');
      if (!['08', '05', '06'].includes(original.documento))
        throw badInput(
          'Solo se anulan compras: facturas de compra (08) o comprobantes aceptados (05, 06).',
          'factura',
        );
      if (original.notasCredito.length > 0) throw conflict('Esa compra ya fue anulada.', 'factura');
      const d = original.datos as unknown as DatosFactura;
      const act = actividad(TIPO_ANULACION_COMPRA);
      const calculo = calcularDocumento({
        documento: TIPO_ANULACION_COMPRA,
        detalle: { lineaDetalle: lineasDe(original) },
        codigoMoneda: original.codigoMoneda,
        tipoCambio: original.tipoCambio,
        actividad: act,
      });
      const claveCompra = original.documento === '08' ? original.clave : original.claveFE;
      return {
        documento: TIPO_ANULACION_COMPRA,
        sucursal: args.input.local ?? original.sucursal,
        terminal: args.input.terminal ?? original.terminal,
        codigoActividad: d.codigoActividad ?? act.codigoActividad,
        codigoActividadReceptor: null,
        receptor: original.receptor,
        condicionVenta: original.condicionVenta,
        condicionVentaOtros: null,
        plazoCredito: original.plazoCredito,
        calculo,
        referencias: [
          {
            tipoDoc: original.documento === '08' ? '08' : '01',
            numero:
              numeroReferenciaAnulacion(claveCompra) === CLAVE_ANULACION
                ? CLAVE_ANULACION
                : numeroReferenciaAnulacion(claveCompra),
            fechaEmision: fechaCostaRica(original.fechaEmision),
            codigo: '01',
            razon,
          },
        ],
        otros: null,
        creaClave: false,
        referenciaId: original.id,
        signo: -1,
        compra: true,
        bitacora: `Anulación de la compra ${original.consecutivo}.`,
      } satisfies Preparado;
    },
    despues: async (tx, nota) => {
      await acreditar(tx, original!, nota, now, s.userId);
    },
  });
}

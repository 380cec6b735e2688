// Credit notes (spec 1 §4): Factura.createNotaCredito, a 03 (993 for a 99) against a document
// with all or some of its lines, and Factura.createNotaCreditoBulk, which cancels a bulk document.
import { codigoNotaCredito, isTipoDocumentoHacienda, refusaCodigoNotaCredito, tipoNotaCredito } from '@jit/domain';
import type { Context } from '../../../context.js';
import { withTenant } from '../../../db/tenant.js';
import { badInput, conflict, notFound } from '../../../errors.js';
import type { NotaCreditoInput } from '../../../generated/graphql.js';
import { ESTADO } from '../catalogos.js';
import { calcularDocumento } from '../calculo/documento.js';
import { emitir } from '../emision/emitir.js';
import { llaveIdempotencia } from '../emision/preparar.js';
import type { Emitido, Preparado } from '../emision/tipos.js';
import { publicarCambio } from '../eventos.js';
import { bloquearFila, leerFila } from '../filas.js';
import type { DatosFactura, FacturaRow } from '../modelo.js';
import { acreditar, lineasDe, referenciaA } from './acreditar.js';
import type { EnTx } from './crear.js';
import { exigirReferenciasPropias } from './referencias-propias.js';
import { sesionDeAnulacion } from '../../caja/index.js';

export type NotaArgs = {
  factura: string;
  input: NotaCreditoInput;
  inventario?: boolean | null;
  creaClave?: boolean | null;
  accounting?: boolean | null;
  idempotencyKey?: string | null;
};

/** Factura.createNotaCredito: 03 (993 for a 99) against a document, with all or some of its lines. */
export async function createNotaCredito(
  ctx: Context,
  args: NotaArgs,
  opts: { bulk?: boolean } = {},
  en: EnTx = {},
): Promise<Emitido> {
  const s = en.session ?? (await ctx.session());
  const razon = args.input.razon.trim();
  if (razon.length < 3 || razon.length > 180)
    throw badInput(
      'La razón de la nota de crédito debe tener entre 3 y 180 caracteres.',
      'input.razon',
    );
  const key = llaveIdempotencia(ctx, args.idempotencyKey);
  const now = ctx.now();
  let original: FacturaRow | null = null;
  const out = await emitir(
    ctx,
    s,
    {
      operacion: opts.bulk ? 'Factura.createNotaCreditoBulk' : 'Factura.createNotaCredito',
      args,
      idempotencyKey: key,
      flags: { inventario: args.inventario, accounting: args.accounting, autoPago: false },
      preparar: async (tx, _e, actividad) => {
        await exigirReferenciasPropias(tx, s.emisorId, args.input);
        original = await bloquearFila(tx, s.emisorId, args.factura);
        if (!original) throw notFound('No se encontró el documento a acreditar.');
        if (['03', '993', '9938', '05', '06', '07', 'proforma'].includes(original.documento))
          throw badInput('A ese tipo de documento no se le emite nota de crédito.', 'factura');
        if (opts.bulk && !original.bulk)
          throw badInput('Ese documento no es de facturación masiva.', '_id');
        if (opts.bulk && !original.state)
          throw conflict('Ese documento masivo ya está anulado.', '_id');
        if ([ESTADO.RECHAZADO, ESTADO.ERROR].includes(original.estadoDocumento as never))
          throw badInput('Hacienda no aceptó ese documento: no hay nada que acreditar.', 'factura');
        const documento = tipoNotaCredito(original.documento);
        const total = !args.input.detalleServicio;
        if (total && original.notasCredito.length > 0)
          throw conflict(
            'Ese documento ya tiene una nota de crédito; acredite líneas específicas si falta algo.',
            'factura',
          );
        const d = original.datos as unknown as DatosFactura;
        const act = actividad(documento);
        const calculo = calcularDocumento({
          documento,
          detalle: args.input.detalleServicio ?? { lineaDetalle: lineasDe(original) },
          otrosCargos: total
            ? d.otrosCargos.map((c) => ({ ...c, porcentajeOC: null }))
            : args.input.otrosCargos,
          medioPago:
            args.input.medioPago ??
            d.resumenFactura.medioPago.map((m) => ({
              tipoMedioPago: m.tipoMedioPago,
              medioPagoOtros: m.medioPagoOtros,
            })),
          codigoMoneda: original.codigoMoneda,
          tipoCambio: original.tipoCambio,
          actividad: act,
        });
        if (calculo.resumen.totalComprobante.gt(original.totalComprobante))
          throw badInput(
            'La nota de crédito no puede superar el total del documento.',
            'input.detalleServicio',
          );
        // Code 01 says the note cancels the document: only a note covering all of it (domain rule).
        const cubre =
          total ||
          (original.notasCredito.length === 0 &&
            calculo.resumen.totalComprobante.eq(original.totalComprobante));
        const codigoRef =
          args.input.codigo ??
          codigoNotaCredito({ total: cubre, devuelveBienes: calculo.lineas.some((l) => !l.linea.esServicio) });
        const refusa = refusaCodigoNotaCredito(codigoRef, cubre);
        if (refusa) throw badInput(refusa, 'input.codigo');
        return {
          documento,
          sucursal: args.input.local ?? original.sucursal,
          terminal: args.input.terminal ?? original.terminal,
          codigoActividad: d.codigoActividad ?? act.codigoActividad,
          codigoActividadReceptor: d.codigoActividadReceptor,
          receptor: original.receptor,
          condicionVenta: original.condicionVenta,
          condicionVentaOtros: d.condicionVentaOtros,
          plazoCredito: original.plazoCredito,
          calculo,
          referencias: [referenciaA(original, codigoRef, razon)],
          otros: null,
          creaClave: args.creaClave !== false && isTipoDocumentoHacienda(documento),
          referenciaId: original.id,
          // A bulk cancellation's cash leaves a session open now (ruling C-3, «Anulada por el administrador»).
          cajaSesion: args.input.cajaSesion ?? (opts.bulk ? await sesionDeAnulacion(tx, original.cajaSesionId, s.userId) : null),
          bulk: original.bulk,
          signo: -1,
          compra: original.documento === '08',
          bitacora: `Nota de crédito de ${original.consecutivo}.`,
        } satisfies Preparado;
      },
      despues: async (tx, nota) => {
        await acreditar(tx, original!, nota, now, s.userId, opts.bulk ? { state: false } : {});
      },
    },
    { tx: en.tx },
  );
  if (!out.repetido && original && !en.tx) {
    const row = await withTenant(ctx.db, s.emisorId, (tx) =>
      leerFila(tx, (original as FacturaRow).id),
    );
    if (row)
      publicarCambio(ctx.services, row, 'NOTA_CREDITO', `Nota de crédito ${out.row.consecutivo}`);
  }
  return out;
}

/** Factura.createNotaCreditoBulk: cancels a bulk document (state false) with a full credit note and its cash movement. */
export async function createNotaCreditoBulk(
  ctx: Context,
  args: { _id: string; razon: string },
): Promise<Emitido> {
  return createNotaCredito(
    ctx,
    {
      factura: args._id,
      input: { razon: args.razon },
      inventario: true,
      idempotencyKey: `nc-bulk:${args._id}`,
    },
    { bulk: true },
  );
}

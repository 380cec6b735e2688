// Thin resolvers of Entrada, Merma, MovimientoInventario and Produccion.
import type { Resolvers } from '../../generated/graphql.js';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import type { ClaseAjuste } from '../../db/schema/index.js';
import { sesionEnTransaccion } from '../../graphql/directives.js';
import { mismoEmisor } from '../emisor/index.js';
import { movimientosOut, tiposOut } from './forma.js';
import * as listas from './listas.js';
import * as operaciones from './operaciones.js';
import * as ordenes from './ordenes.js';
import * as tipos from './tipos.js';
import type { MovimientoRow } from './existencias.js';

/** Types answered with their accounts when the issuer keeps accounting. */
const tiposDe = (clase: ClaseAjuste) => ({
  readAllByEmisor: async (_: unknown, a: { emisor?: string | null }, ctx: Context) => {
    await mismoEmisor(ctx, a.emisor);
    return withSession(ctx, async (tx, s) => tiposOut(tx, await tipos.asegurarTipos(tx, s, ctx.now(), clase), tipos.conContabilidad(s)));
  },
  create: async (_: unknown, a: { input: tipos.TipoInput }, ctx: Context) => {
    const row = await tipos.create(ctx, clase, a.input);
    return withSession(ctx, async (tx, s) => (await tiposOut(tx, [row], tipos.conContabilidad(s)))[0]!);
  },
  delete: (_: unknown, a: { ids: string[] }, ctx: Context) => tipos.remove(ctx, clase, a.ids),
});
const entradas = tiposDe('ENTRADA');
const mermas = tiposDe('MERMA');

/** One written movement as the API answers it (accounts only when asked for and kept, A2-8). */
const movido = (ctx: Context, accounting: boolean | null | undefined, rows: MovimientoRow[]) =>
  withSession(ctx, (tx, s) => movimientosOut(tx, rows, accounting === true && tipos.conContabilidad(s)));

export const inventarioResolvers: Resolvers = {
  Query: { Entrada: () => ({}), Merma: () => ({}), MovimientoInventario: () => ({}), Produccion: () => ({}) },
  Mutation: { Entrada: () => ({}), Merma: () => ({}), MovimientoInventario: () => ({}), Produccion: () => ({}) },
  EntradaQuery: { readAllByEmisor: entradas.readAllByEmisor },
  EntradaMutation: {
    create: entradas.create,
    delete: entradas.delete,
    entrada: async (_, a, ctx) => (await movido(ctx, a.accounting, [await operaciones.entrada(ctx, a.input)]))[0]!,
  },
  MermaQuery: {
    readAllByEmisor: mermas.readAllByEmisor,
    readAllControlMerma: (_, a, ctx) => listas.readAllControlMerma(ctx, a),
    readAllControlMermaByDateRange: (_, a, ctx) => listas.readAllControlMermaByDateRange(ctx, a),
  },
  MermaMutation: {
    create: mermas.create,
    delete: mermas.delete,
    mermaSalida: async (_, a, ctx) => (await movido(ctx, a.accounting, [await operaciones.mermaSalida(ctx, a.input)]))[0]!,
  },
  MovimientoInventarioQuery: {
    readAllByEmisor: (_, a, ctx) => listas.readAllByEmisor(ctx, a),
    readMovimientosBySearchString: (_, a, ctx) => listas.readMovimientosBySearchString(ctx, a),
    readByDateRange: (_, a, ctx) => listas.readByDateRange(ctx, a),
    readByItem_Id: (_, a, ctx) => listas.readByItemId(ctx, a._idItem),
    readExistencias: (_, a, ctx) => listas.readExistencias(ctx, a),
    resumen: (_, a, ctx) => listas.resumen(ctx, a.emisor),
  },
  MovimientoInventarioMutation: {
    ajuste: async (_, a, ctx) => movido(ctx, false, await operaciones.ajuste(ctx, a.input)),
  },
  ProduccionQuery: {
    readTotal: (_, a, ctx) => ordenes.readTotal(ctx, a.emisor),
    readAllByEmisor: (_, a, ctx) => ordenes.readAllByEmisor(ctx, a),
    readById: (_, a, ctx) => ordenes.readById(ctx, a._id),
    readBySearchString: (_, a, ctx) => ordenes.readBySearchString(ctx, a.emisor, a.searchString),
    readByDateRange: (_, a, ctx) => ordenes.readByDateRange(ctx, a.emisor, a.inicio, a.final),
  },
  ProduccionMutation: {
    create: (_, a, ctx) => ordenes.create(ctx, a.input),
  },
};

// The kardex page reads its session inside its own transaction (withSession), with the @auth
// checks: one transaction per page instead of two.
sesionEnTransaccion('MovimientoInventarioQuery', 'readAllByEmisor');

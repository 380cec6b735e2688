import type { Resolvers } from '../../generated/graphql.js';
import { ventasClienteResolver } from '../factura/index.js';
import * as balance from './balance.js';
import * as categorias from './categorias.js';
import * as ciclos from './ciclos.js';
import type { CategoriaRow, ClienteVista } from './lectura.js';
import * as svc from './service.js';
import { tablero } from './tablero.js';
import * as cuenta from './estado-cuenta.js';

/** A customer as the API shows it: the receptor's fields and the CRM's. */
export const toCliente = (r: ClienteVista) => ({
  id: r.id,
  _id: r.id,
  nombre: r.nombre,
  identificacion: r.identificacionTipo && r.identificacionNumero ? { tipo: r.identificacionTipo, numero: r.identificacionNumero } : null,
  identificacionExtranjero: r.identificacionExtranjero,
  nombreComercial: r.nombreComercial,
  ubicacion:
    r.ubicacion || r.latitud || r.longitud
      ? { barrio: null, provincia: null, canton: null, distrito: null, otrasSenas: null, ...r.ubicacion, lat: r.latitud, long: r.longitud }
      : null,
  otrasSenasExtranjero: r.otrasSenasExtranjero,
  telefono: r.telefono,
  correoElectronico: r.correoElectronico,
  correoElectronicoContacto: r.correoElectronicoContacto,
  genero: r.genero,
  ref: r.ref,
  fechaNacimiento: r.fechaNacimiento,
  categoria: r.categoria ? { _id: r.categoria.id, nombre: r.categoria.nombre, color: r.categoria.color, esPorcentual: r.categoria.esPorcentual, valor: r.categoria.valor } : null,
  ejecutivo: r.ejecutivo ? { _id: r.ejecutivo.id, fullname: r.ejecutivo.fullname } : null,
  ciclo: r.ciclo,
  cicloHistorico: r.cicloHistorico.map((h) => ({
    _id: h._id,
    ciclo: h.ciclo,
    detalle: h.detalle ?? null,
    fecha: h.fecha,
    usuario: h.usuarioId ? { _id: h.usuarioId, fullname: r.usuarios.get(h.usuarioId) ?? null } : null,
  })),
  cuentaContable: r.cuentaContable,
  plazoCredito: r.plazoCredito,
  limiteCredito: r.limiteCredito,
  limiteCreditoBlock: r.limiteCreditoBlock,
  codigoActividadReceptor: r.codigoActividadReceptor,
  waNotifica: r.waNotifica,
  waMensaje: r.waMensaje,
  waTelefonos: r.waTelefonos,
  actividades: r.actividades,
  balanceTotal: r.balanceTotal,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const toBalance = (b: balance.BalanceRow) => ({
  _id: b.id,
  consecutivo: b.consecutivo,
  type: b.tipo,
  monto: b.monto,
  total: b.total,
  detalle: b.detalle,
  _idPago: b.pagoId,
  fecha: b.fecha,
  cliente: b.nombre ? { _id: b.clienteId, nombre: b.nombre } : null,
});

const toCategoria = (c: CategoriaRow) => ({ _id: c.id, ...c });

// DECISIONS #14: the same answer as Factura.ventasCliente, by the same resolver.
const ventasCliente = ventasClienteResolver as never;

export const clienteResolvers: Resolvers = {
  Query: { Cliente: () => ({}), CategoriaCliente: () => ({}) },
  Mutation: { Cliente: () => ({}), CategoriaCliente: () => ({}) },
  ClienteQuery: {
    readAllByEmisor: async (_, a, ctx) => {
      const p = await svc.list(ctx, a);
      return { feed: p.feed.map(toCliente), pageInfo: p.pageInfo };
    },
    readBySearchString: async (_, a, ctx) => (await svc.buscar(ctx, a.emisor, a.searchString, a.ejecutivo)).map(toCliente),
    readAllByIds: async (_, a, ctx) => (await svc.readAllByIds(ctx, a._ids)).map(toCliente),
    readById: async (_, a, ctx) => {
      const r = await svc.readById(ctx, a._id);
      return r ? toCliente(r) : null;
    },
    readByEmail: async (_, a, ctx) => {
      const r = await svc.readByEmail(ctx, a.emisor, a.email);
      return r ? toCliente(r) : null;
    },
    readByFactura: async (_, a, ctx) => {
      const r = await svc.readByFactura(ctx, a._idFactura);
      return r ? toCliente(r) : null;
    },
    readTotalRegistros: (_, a, ctx) => svc.total(ctx, a.emisor, a.ejecutivo),
    getBalanceTotal: (_, a, ctx) => balance.getBalanceTotal(ctx, a._id),
    getBalance: async (_, a, ctx) => (await balance.getBalance(ctx, a._id)).map(toBalance),
    getBalancesByDate: async (_, a, ctx) => (await balance.getBalancesByDate(ctx, a.emisor, a.start, a.end)).map(toBalance),
    getBalanceAccount: (_, a, ctx) => balance.getBalanceAccount(ctx, a.emisor),
    getBalanceAccountByDate: (_, a, ctx) => balance.getBalanceAccount(ctx, a.emisor, a.start, a.end),
    statsCiclo: (_, a, ctx) => ciclos.statsCiclo(ctx, a._id),
    statsAnnCiclo: (_, a, ctx) => ciclos.statsAnnCiclo(ctx, a._id),
    ventasCliente,
    readBirthday: async (_, a, ctx) => (await svc.cumpleanos(ctx, a.emisor)).map(toCliente),
    readCron: (_, a, ctx) => ciclos.readCron(ctx, a.emisor),
    healthCheck: () => true,
    tablero: (_, a, ctx) => tablero(ctx, a.emisor),
    readMapa: (_, a, ctx) => svc.mapa(ctx, a.emisor),
    readMapaTeselas: (_, __, ctx) => ({ tiles: ctx.config.MAP_TILES_URL || null, atribucion: ctx.config.MAP_TILES_ATTRIBUTION }),
    estadoCuenta: async (_, a, ctx) => {
      const e = await cuenta.estadoCuenta(ctx, a._id, a.start, a.end);
      return {
        cliente: { _id: e.cliente.id, nombre: e.cliente.nombre },
        start: e.a,
        end: e.b,
        saldoAFavor: e.saldoAFavor,
        monedas: e.cuentas,
      };
    },
    estadoCuentaPdf: (_, a, ctx) => cuenta.estadoCuentaPdf(ctx, a._id, a.start, a.end),
  },
  ClienteMutation: {
    create: async (_, a, ctx) => toCliente(await svc.create(ctx, a.input)),
    delete: (_, a, ctx) => svc.remove(ctx, a.ids),
    setBalance: async (_, a, ctx) => toBalance(await balance.setBalance(ctx, a)),
    createCron: (_, a, ctx) => ciclos.createCron(ctx, a.input),
    setCiclo: async (_, a, ctx) => toCliente(await ciclos.setCiclo(ctx, a._id, a.ciclo, a.detalle)),
    setEjecutivo: async (_, a, ctx) => toCliente(await ciclos.setEjecutivo(ctx, a._id, a.ejecutivo)),
    sendEstadoCuenta: (_, a, ctx) => cuenta.sendEstadoCuenta(ctx, a._id, a.start, a.end, a.to),
  },
  Receptor: {
    categoria: async (parent, _, ctx) => {
      const id = (parent as { categoriaId?: string | null }).categoriaId;
      const c = id ? await categorias.readById(ctx, id) : null;
      return c ? { _id: c.id, nombre: c.nombre, color: c.color, esPorcentual: c.esPorcentual, valor: c.valor } : null;
    },
  },
  CategoriaClienteQuery: {
    readAllByEmisor: async (_, a, ctx) => (await categorias.readAll(ctx, a.emisor, a.filter)).map(toCategoria),
    readById: async (_, a, ctx) => {
      const c = await categorias.readById(ctx, a._id);
      return c ? toCategoria(c) : null;
    },
  },
  CategoriaClienteMutation: {
    create: async (_, a, ctx) => toCategoria(await categorias.create(ctx, a.input)),
    delete: (_, a, ctx) => categorias.remove(ctx, a.ids),
  },
};

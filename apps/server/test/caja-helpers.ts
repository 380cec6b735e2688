// What the cash-register tests share: an account with the cash module, a cashier sub-user who may
// open only «Mi caja» and bill, and the operations.
import { signup, type Harness } from './harness.js';

export const SESION_FIELDS = `_id status montoInicial saldo caja { _id name status } user { _id fullname } balance { esperado caja dif }
  contador { moneda divisa cantidadMoneda totalMoneda } lineas { linea nombre ingresos egresos esperado contado dif } supervisor { fullname } completedAt`;
export const CREATE_CAJA = `mutation($i: CajaInput!) { Caja { create(input: $i) { _id name status state limiteInferior limiteSuperior userSession { fullname } sesion } } }`;
export const ABRIR = `mutation($i: SesionInput!) { Sesion { create(input: $i) { ${SESION_FIELDS} } } }`;
export const CERRAR = `mutation($c: ID!, $s: ID!, $n: [ContadorInput!]!, $d: [DeclaradoInput!]) { Sesion { cierreCaja(caja: $c, sesion: $s, contador: $n, declarado: $d) { ${SESION_FIELDS} } } }`;
export const FINALIZAR = `mutation($c: ID!, $s: ID!, $sup: SupervisorInput!, $r: Decimal) { Sesion { finCaja(caja: $c, sesion: $s, supervisor: $sup, retiro: $r) { ${SESION_FIELDS} } } }`;
export const MOVIMIENTO = `mutation($i: MovimientoInput!) { Movimiento { create(input: $i) { _id tipo medioPago linea montoIngreso montoEgreso detalle alerta _idFactura } } }`;
export const MOVIMIENTOS = `query($s: ID!) { Movimiento { readAllByEmisor(sesion: $s, limit: 100) { feed { _id tipo medioPago medioHacienda linea montoIngreso montoEgreso montoServicio detalle _idFactura } pageInfo { hasNextPage } } } }`;
export const LEER_SESION = `query($id: ID!) { Sesion { readById(_id: $id) { ${SESION_FIELDS} } } }`;

const ROLE = `mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`;
const SUB = `mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`;
const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;

function datos<T>(r: { data?: T | null; errors?: unknown }): T {
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** A PRO owner with the cash module, and a cashier who may open «Mi caja» and bill. */
export async function cuentaConCaja(h: Harness) {
  const owner = await signup(h, { fullname: 'Olga Dueña' });
  datos(await h.gql(`mutation { Emisor { setModules(cashRegisterModule: true) { cashRegisterModule } } }`, {}, owner.token));
  const rol = datos(
    await h.gql<{ Role: { create: { _id: string } } }>(
      ROLE,
      { i: { name: 'Cajero', events: [{ name: 'Cajas', group: [{ path: '/cajas/micaja', check: true }] }, { name: 'Facturación', group: [{ path: '/facturacion/facturar', check: true }] }] } },
      owner.token,
    ),
  ).Role.create._id;
  const email = `cajero.${owner.emisor.slice(-8)}@prueba.cr`;
  const password = 'Clave2026!';
  const sub = datos(await h.gql<{ User: { createUser: { _id: string } } }>(SUB, { i: { email, fullname: 'Carlos Cajero', password, roles: [{ _id: rol, check: true }] } }, owner.token)).User.createUser;
  const token = datos(await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password } })).User.login.token;
  return { owner, cajero: { id: sub._id, email, password, token } };
}

export type SesionOut = {
  _id: string;
  status: string;
  saldo: string | null;
  caja: { _id: string; name: string; status: string };
  balance: { esperado: string; caja: string; dif: string } | null;
  lineas: { linea: string; esperado: string; contado: string; dif: string; ingresos: string; egresos: string }[];
  supervisor: { fullname: string } | null;
};

export async function crearCaja(h: Harness, token: string, input: Record<string, unknown>): Promise<{ _id: string; name: string; status: string }> {
  return datos(await h.gql<{ Caja: { create: { _id: string; name: string; status: string } } }>(CREATE_CAJA, { i: input }, token)).Caja.create;
}

export async function abrir(h: Harness, token: string, caja: string, montoInicial = '0'): Promise<SesionOut> {
  return datos(await h.gql<{ Sesion: { create: SesionOut } }>(ABRIR, { i: { caja, montoInicial } }, token)).Sesion.create;
}

export async function movimientos(h: Harness, token: string, sesion: string) {
  type M = { tipo: string; medioPago: string; medioHacienda: string | null; linea: string; montoIngreso: string; montoEgreso: string; montoServicio: string; detalle: string; _idFactura: string | null };
  return datos(await h.gql<{ Movimiento: { readAllByEmisor: { feed: M[] } } }>(MOVIMIENTOS, { s: sesion }, token)).Movimiento.readAllByEmisor.feed;
}

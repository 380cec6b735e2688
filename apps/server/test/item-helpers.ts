// What the catalogue's tests share: an account with the inventory module on, and the operations.
import { signup, type Harness } from './harness.js';

export const ITEM_FIELDS = `_id itemRefId etiqueta tipo { id value } nombre codigoRapido SKU codigoBarras codigo clasificacion unidadMedida { id }
  codigoMoneda { id simbolo } costoUnitarioTotal costoUnitarioTotalGeneral costoExtra utilidad precioUnitario precioVenta precioInvertido
  impuesto { codigo { id } codigoTarifa { id } tarifa } descuento { _id naturalezaDescuento codigoDescuento { id } }
  esCompuesto composicion { _idItem nombre costoUnitario porcion } listaCostos { _idItem nombre costoUnitario porcion }
  stockState posIndex categoria priceDateRange { i date price } img { src name } altImg { src name } variantes customVariantPrice cantidad
  cuentaContablePorCobrar`;
export const CREATE_ITEM = `mutation($i: ItemInput!) { Item { create(input: $i) { ${ITEM_FIELDS} } } }`;
export const SAVE_VARIANT = `mutation($i: VariantInput!) { Item { saveVariant(input: $i) { ${ITEM_FIELDS} } } }`;
export const DELETE_ITEM = `mutation($ids: [ID!]!) { Item { delete(ids: $ids) { _id state message } } }`;

/** Whatever an item answer carries (tests read the fields they need). */
export type ItemOut = Record<string, unknown> & { _id: string; nombre: string; precioUnitario: string; precioVenta: string };

/** A PRO account with the inventory module on (as the issuer's settings would switch it). */
export async function cuentaConInventario(h: Harness, extra: Record<string, boolean> = {}) {
  const a = await signup(h);
  const vars = { inventoryModule: true, ...extra };
  const args = Object.keys(vars).map((k) => `${k}: ${String(vars[k as keyof typeof vars])}`).join(', ');
  const r = await h.gql(`mutation { Emisor { setModules(${args}) { inventoryModule } } }`, {}, a.token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return a;
}

/** Creates an item and returns it (fails the test on an error). */
export async function crearItem(h: Harness, token: string, input: Record<string, unknown>): Promise<ItemOut> {
  const r = await h.gql<{ Item: { create: ItemOut } }>(CREATE_ITEM, { i: input }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.Item.create;
}

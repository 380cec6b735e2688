// The clerk's movements: a stock entry (controlled with a cost, or at pp), a loss (at pp) and the
// confirmation of a physical count (every difference an entry or a loss, in one transaction).
import { ajusteDeConteo, consumoComposicion, roundAmount, roundInventoryQuantity, seProduceAlVender, type D } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import type { Tx } from '../../db/types.js';
import { badInput, notFound } from '../../errors.js';
import { esUuid } from '../validate.js';
import { decimal } from './numeros.js';
import { itemsPorId, kardexBloqueado, mover, type ItemRow, type MovimientoRow } from './existencias.js';
import { tipoPara } from './tipos.js';

type EntradaInput = { item: string; registro?: string | null; causa?: string | null; cantidad: string; costoUnitario?: string | null; proveedor?: string | null; documento?: string | null; observacion?: string | null };
type MermaInput = { item: string; registro?: string | null; causa?: string | null; cantidad: string; documento?: string | null; observacion?: string | null };

/** An item of the issuer that keeps stock (services never do, ruling A2-2). */
async function itemConStock(tx: Tx, id: string): Promise<ItemRow> {
  const it = esUuid(id) ? (await itemsPorId(tx, [id])).get(id) : undefined;
  if (!it) throw notFound('El artículo no existe.');
  if (it.clasificacion !== 'producto') throw badInput(`«${it.nombre}» es un servicio: no lleva inventario.`, 'item');
  return it;
}

const causaDe = (causa: string | null | undefined, tipo: { causa: string[] }) => {
  const c = causa?.trim();
  if (c && tipo.causa.length > 0 && !tipo.causa.includes(c)) throw badInput(`La causa «${c}» no es de este tipo.`, 'causa');
  return c || null;
};

/** Entrada.entrada: controlled types need a unit cost and move pp; uncontrolled ones come in at pp (A2-4). */
export function entrada(ctx: Context, input: EntradaInput) {
  const cantidad = roundInventoryQuantity(decimal(input.cantidad, 'cantidad', true));
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const it = await itemConStock(tx, input.item);
    const tipo = await tipoPara(tx, s, now, 'ENTRADA', input.registro, 'Entrada Controlada');
    let costo: D | null = null;
    if (tipo.controlada) {
      if (input.costoUnitario == null || input.costoUnitario === '') throw badInput('Una entrada controlada lleva el costo unitario.', 'costoUnitario');
      costo = roundAmount(decimal(input.costoUnitario, 'costoUnitario', false));
    }
    return mover(tx, s.emisorId, it, { sentido: 'entrada', cantidad, costoUnitario: costo }, {
      origen: 'ENTRADA',
      fecha: now,
      tipoId: tipo.id,
      causa: causaDe(input.causa, tipo),
      proveedor: input.proveedor?.trim() || null,
      documento: input.documento?.trim() || null,
      observacion: input.observacion?.trim() || null,
      descripcion: tipo.tipo,
      usuarioId: s.userId,
    });
  });
}

/** Merma.mermaSalida: a loss at pp, refused below zero unless the item allows negative stock. */
export function mermaSalida(ctx: Context, input: MermaInput) {
  const now = ctx.now();
  return withSession(ctx, (tx, s) => registrarMerma(tx, s, now, input));
}

/**
 * A loss inside the caller's transaction (Merma.mermaSalida; a restaurant order closed as VIATICOS,
 * REGALIAS or EMPLEADOS, ruling D-4). `porOmision` names the loss type used when none is given.
 */
export async function registrarMerma(tx: Tx, s: Session, now: Date, input: MermaInput, porOmision = 'Desperdicio') {
  const cantidad = roundInventoryQuantity(decimal(input.cantidad, 'cantidad', true));
  const it = await itemConStock(tx, input.item);
  const tipo = await tipoPara(tx, s, now, 'MERMA', input.registro, porOmision);
  return mover(tx, s.emisorId, it, { sentido: 'salida', cantidad, permiteNegativo: it.permiteInventarioNegativo }, {
    origen: 'MERMA',
    fecha: now,
    tipoId: tipo.id,
    causa: causaDe(input.causa, tipo),
    documento: input.documento?.trim() || null,
    observacion: input.observacion?.trim() || null,
    descripcion: tipo.tipo,
    usuarioId: s.userId,
  });
}

/**
 * A loss of what a sale would take out of stock (a restaurant order closed without an invoice,
 * ruling D-4): a composite that a sale produces (seProduceAlVender) leaves as its recipe's
 * components (porción × quantity, each a loss of its own naming the composite), as selling it
 * consumes them; anything else leaves as itself. Services in a recipe move no stock.
 */
export async function registrarMermaComoVenta(tx: Tx, s: Session, now: Date, input: MermaInput, porOmision = 'Desperdicio') {
  const it = esUuid(input.item) ? (await itemsPorId(tx, [input.item])).get(input.item) : undefined;
  if (!it || !seProduceAlVender(it)) return [await registrarMerma(tx, s, now, input, porOmision)];
  const cantidad = roundInventoryQuantity(decimal(input.cantidad, 'cantidad', true));
  const consumo = consumoComposicion(it.composicion, cantidad);
  const componentes = await itemsPorId(tx, consumo.map((c) => c.itemId));
  const out: MovimientoRow[] = [];
  for (const c of consumo) {
    const comp = componentes.get(c.itemId);
    if (!comp) throw badInput(`Un componente de «${it.nombre}» ya no existe: corrija su receta.`, 'item');
    if (comp.clasificacion !== 'producto') continue;
    const observacion = [`Componente de ${cantidad.toFixed()} × ${it.nombre}`, input.observacion?.trim()].filter(Boolean).join(' — ');
    out.push(await registrarMerma(tx, s, now, { ...input, item: comp.id, cantidad: c.cantidad.toFixed(), observacion }, porOmision));
  }
  return out;
}

/**
 * MovimientoInventario.ajuste: a confirmed count. Each line's difference with the stock at this
 * moment becomes «Entrada Sin Control» (Otro, at pp) or «Desperdicio» (Faltante); a count is what
 * is on the shelf, so the loss may take stock to exactly the counted quantity even if negative now.
 */
export function ajuste(ctx: Context, input: { lineas: { item: string; cantidadContada: string }[]; observacion?: string | null }) {
  const now = ctx.now();
  const vistos = new Set<string>();
  const lineas = input.lineas.map((l, i) => {
    if (vistos.has(l.item)) throw badInput(`El artículo de la línea ${i + 1} ya está en el conteo.`, `lineas.${i}.item`);
    vistos.add(l.item);
    return { item: l.item, contada: roundInventoryQuantity(decimal(l.cantidadContada, `lineas.${i}.cantidadContada`, false)) };
  });
  return withSession(ctx, async (tx, s: Session) => {
    const entradaTipo = await tipoPara(tx, s, now, 'ENTRADA', null, 'Entrada Sin Control');
    const mermaTipo = await tipoPara(tx, s, now, 'MERMA', null, 'Desperdicio');
    const out: MovimientoRow[] = [];
    for (const l of lineas) {
      const it = await itemConStock(tx, l.item);
      const a = ajusteDeConteo((await kardexBloqueado(tx, s.emisorId, it.id)).cantidad, l.contada);
      if (!a.clase) continue;
      const comun = { fecha: now, observacion: input.observacion?.trim() || null, usuarioId: s.userId, documento: 'Conteo físico' };
      out.push(
        a.clase === 'entrada'
          ? await mover(tx, s.emisorId, it, { sentido: 'entrada', cantidad: a.cantidad, costoUnitario: null }, { ...comun, origen: 'AJUSTE_ENTRADA', tipoId: entradaTipo.id, causa: 'Otro', descripcion: entradaTipo.tipo })
          : await mover(tx, s.emisorId, it, { sentido: 'salida', cantidad: a.cantidad, permiteNegativo: true }, { ...comun, origen: 'AJUSTE_MERMA', tipoId: mermaTipo.id, causa: 'Faltante', descripcion: mermaTipo.tipo }),
      );
    }
    return out;
  });
}

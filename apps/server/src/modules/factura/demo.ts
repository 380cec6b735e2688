// Demo documents of `npm start`: after the issuer's configuration and receivers are seeded, the
// demo issuer issues a handful of real documents through the same path as Factura.create (signed,
// numbered, queued for the in-process Hacienda simulator), so lists and dashboards are not empty.
// Only against the simulator: with real Hacienda addresses configured nothing is issued. It runs
// after the emisor and receptor seeders (src/modules.ts lists factura after them).
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.js';
import { loadConfig } from '../../config.js';
import { receptor as receptorTable, usuario } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { createLogger } from '../../logger.js';
import { randomSecret } from '../../secrets.js';
import { createHacienda } from './hacienda.js';
import { create } from './operaciones/crear.js';
import { createNotaCredito } from './operaciones/nota-credito.js';

const L = (
  detalle: string,
  cantidad: string,
  precioUnitario: string,
  codigoCABYS: string,
  clasificacion = 'producto',
) => ({
  detalle,
  cantidad,
  precioUnitario,
  codigoCABYS,
  clasificacion,
});

export async function seedFacturasDemo(
  tx: Tx,
  c: { emisorId: string; ownerId: string; now: Date },
): Promise<void> {
  const config = loadConfig();
  if (config.HACIENDA_TOKEN_URL) return;
  // Its own client (nothing is sent while seeding): the callback secret is never used.
  const hacienda = createHacienda(config, createLogger('silent'), () => c.now, randomSecret());
  const [owner] = await tx.select().from(usuario).where(eq(usuario.id, c.ownerId));
  if (!owner) return;
  const clientes = await tx.select().from(receptorTable);
  const con = (nombre: string) => {
    const r = clientes.find((x) => x.nombre.startsWith(nombre));
    if (!r) return null;
    return {
      id: r.id,
      nombre: r.nombre,
      ...(r.identificacionNumero
        ? { identificacion: { tipo: r.identificacionTipo!, numero: r.identificacionNumero } }
        : {}),
      ...(r.identificacionExtranjero
        ? { identificacionExtranjero: r.identificacionExtranjero }
        : {}),
      ...(r.correoElectronico ? { correoElectronico: r.correoElectronico } : {}),
    };
  };
  const session = { emisorId: c.emisorId, userId: owner.id, user: owner };
  // A context for issuing inside the seeding transaction: no request, no subscribers yet.
  const ctx = {
    now: () => c.now,
    config,
    services: { hacienda },
    session: () => Promise.resolve(session),
    tokenEmisor: () => Promise.resolve(session.emisorId),
  } as unknown as Context;
  const opts = { tx, session };
  const maria = con('María') ?? undefined;
  const central = con('Distribuidora') ?? undefined;
  const cafe = L('Café molido 500 g', '12', '3250', '0123100000100');
  const servicio = L('Instalación de punto de venta', '1', '45000', '8313100000200', 'servicio');
  const docs = [
    {
      documento: '01',
      receptor: central,
      detalleServicio: { lineaDetalle: [cafe, L('Azúcar 2 kg', '10', '1890', '0239100000200')] },
      condicionVenta: '02',
      plazoCredito: 30,
    },
    {
      documento: '01',
      receptor: maria,
      detalleServicio: { lineaDetalle: [servicio] },
      medioPago: [{ tipoMedioPago: '02' }],
    },
    {
      documento: '04',
      detalleServicio: { lineaDetalle: [L('Galletas surtidas', '3', '1200', '0239100000200')] },
    },
    {
      documento: '04',
      detalleServicio: { lineaDetalle: [cafe] },
      medioPago: [{ tipoMedioPago: '06' }],
    },
    {
      documento: 'proforma',
      receptor: central,
      detalleServicio: { lineaDetalle: [L('Café en grano 1 kg', '40', '6100', '0123100000100')] },
      plazoProforma: 15,
    },
  ];
  const emitidos = [];
  for (const input of docs) {
    if ('receptor' in input && !input.receptor) continue;
    emitidos.push(await create(ctx, { input: input, autoPago: false }, opts));
  }
  const primera = emitidos[1];
  if (primera)
    await createNotaCredito(
      ctx,
      { factura: primera.row.id, input: { razon: 'Servicio cancelado por el cliente' } },
      {},
      opts,
    );
  await hacienda.close();
}

// Every server module, by its face. The schema takes their resolvers, app.ts their services,
// routes and lifecycle, the job runner their outbox handlers, the demo seed their demo data.
// Order matters for the demo data only: a module comes after the modules it builds on (factura
// issues for the emisor and receptores seeded before it). A new bounded context adds its face here.
import { archivo } from './modules/archivo/index.js';
import { caja } from './modules/caja/index.js';
import { compra } from './modules/compra/index.js';
import { catalogos } from './modules/catalogos/index.js';
import { cliente } from './modules/cliente/index.js';
import { contabilidad } from './modules/contabilidad/index.js';
import { emisor } from './modules/emisor/index.js';
import { exonet } from './modules/exonet/index.js';
import { factura } from './modules/factura/index.js';
import { frontend } from './modules/frontend/index.js';
import { inventario } from './modules/inventario/index.js';
import { item } from './modules/item/index.js';
import { otros } from './modules/otros/index.js';
import { pago } from './modules/pago/index.js';
import { push } from './modules/push/index.js';
import { receptor } from './modules/receptor/index.js';
import { restaurante } from './modules/restaurante/index.js';
import { tipoCambio } from './modules/tipo-cambio/index.js';
import { usuario } from './modules/usuario/index.js';
import type { ServerModule } from './server-module.js';

export const MODULES: readonly ServerModule[] = [
  usuario,
  frontend,
  archivo,
  catalogos,
  emisor,
  contabilidad,
  receptor,
  cliente,
  otros,
  tipoCambio,
  exonet,
  push,
  item,
  factura,
  inventario,
  pago,
  caja,
  restaurante,
  compra,
];

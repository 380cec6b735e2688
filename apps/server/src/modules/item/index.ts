// The face of the item module: the catalogue (items and variants, categories, discounts, the cost
// catalogues), its spreadsheet import, and the demo issuer's items.
import type { ServerModule } from '../../server-module.js';
import { seedItemsDemo } from './demo.js';
import { itemResolvers } from './resolvers.js';

export const item: ServerModule = { name: 'item', resolvers: [itemResolvers], seed: seedItemsDemo };

// What purchases use of the catalogue: answering items as the API does, and creating one.
export { salida as itemsSalida } from './filas.js';
export { create as crearItem } from './service.js';

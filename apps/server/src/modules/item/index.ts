// The face of the item module: the catalogue (items and variants, categories, discounts, the cost
// catalogues), its spreadsheet import, and the demo issuer's items.
import type { ServerModule } from '../../server-module.js';
import { seedItemsDemo } from './demo.js';
import { itemResolvers } from './resolvers.js';

export const item: ServerModule = { name: 'item', resolvers: [itemResolvers], seed: seedItemsDemo };

// The face of the pago module (payments recorded against documents). It builds on factura's face.
import type { ServerModule } from '../../server-module.js';
import { pagoResolvers } from './resolvers.js';

export const pago: ServerModule = { name: 'pago', resolvers: [pagoResolvers] };

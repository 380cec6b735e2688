// The face of the factura bounded context (electronic documents: issuing, sending to Hacienda,
// lists and reports, PDFs and mail, the bitácora). Other modules import only from here.
import type { ServerModule } from '../../server-module.js';
import { bitacoraResolvers } from './bitacora/resolvers.js';
import { seedFacturasDemo } from './demo.js';
import { documentosResolvers } from './documentos/resolvers.js';
import { servirPdfPublico } from './documentos/enlace-publico.js';
import { callbackDeHacienda } from './envio/callback.js';
import { registerFacturaJobs } from './jobs.js';
import { facturaReportesResolvers } from './reportes/resolvers.js';
import { facturaResolvers } from './resolvers.js';
import { facturaServices } from './servicios.js';

export const factura: ServerModule = {
  name: 'factura',
  resolvers: [facturaResolvers, facturaReportesResolvers, bitacoraResolvers, documentosResolvers],
  services: facturaServices,
  jobs: registerFacturaJobs,
  routes: (d) => {
    const callback = callbackDeHacienda(d);
    return [
      {
        // Hacienda's callbackUrl: the state is asked at once (the body is not trusted).
        prefix: '/hacienda/callback/',
        methods: ['POST'],
        name: 'callback de Hacienda',
        answer: async (path) => ({ status: await callback(path) }),
      },
      {
        // A document's public PDF (the WhatsApp link): signed address, see enlace-publico.ts.
        prefix: '/d/',
        methods: ['GET', 'HEAD'],
        name: 'PDF público',
        answer: (path) =>
          servirPdfPublico(d.db, d.services.enlaces, path, d.services.hacienda.sandbox),
      },
    ];
  },
  listening: (services, url) => services.hacienda.setBaseUrl(url),
  close: (services) => services.hacienda.close(),
  seed: seedFacturasDemo,
};

/** A document of the session's issuer, read in the caller's transaction (null when not found). */
export { leerFila } from './filas.js';
export type { FacturaRow } from './modelo.js';
/** Factura.ventasCliente's resolver: Cliente.ventasCliente answers the same (DECISIONS #14). */
export const ventasClienteResolver = (facturaReportesResolvers.FacturaQuery as Record<string, unknown>).ventasCliente;
/** The PDF engine the documents use (pdfmake with the house styles): the customer statement uses it too. */
export { ESTILOS, fechaPdf, logoDe, renderPdf } from './documentos/pdf-motor.js';
/** The issuer's invoicing data (its identification as documents carry it), in the caller's transaction. */
export { cargarEmisor } from './emisor-adapter.js';
/** Factura.readTransactionsByEmisor's resolver: Pago.readTransactionsByEmisor answers the same (ruling F1-8). */
export const facturaReportesTransacciones = (facturaReportesResolvers.FacturaQuery as Record<string, (...a: unknown[]) => unknown>).readTransactionsByEmisor as (...a: unknown[]) => never;
/** Factura.create inside a caller's tenant transaction (a subscription's recurring document). */
export { create as emitirDocumento } from './operaciones/crear.js';
/** A stored document's lines as input lines; the open-credit condition of a customer's sales. */
export { lineasDe } from './operaciones/acreditar.js';
export { creditoAbierto } from './operaciones/limite-credito.js';
/** The payment receipt (REP, type 10) of a payment, in the caller's transaction, and its notice after the commit. */
export { avisarRecibo, emitirReciboPago, type DatosRecibo } from './operaciones/recibo-pago.js';
/** A document's estadoDocumento as the API answers it ({ id, value, annotation }). */
export { estadoCodigo } from './catalogos.js';
export type { Emisora } from './emision/tipos.js';

// The issuer's invoicing configuration (spec 3 §3 "Issuer and links", /admin/datosatv), 1:1 with
// `emisor`: identity as Hacienda needs it, ATV credentials and signing key (encrypted at rest,
// see modules/emisor/cifrado.ts), branches and terminals, activity settings per document,
// notifications, payment links and printers. A separate table so `emisor` stays the account
// row; a missing row simply means "not configured yet".
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

export type UbicacionConfig = {
  /** One digit (1–7). */
  provincia: string;
  /** Two digits. */
  canton: string;
  /** Two digits. */
  distrito: string;
  /** v4.4 free text, 5–50 characters. */
  barrio?: string | null;
  otrasSenas: string;
};

export type TelefonoConfig = { codigoPais: string; numTelefono: string };

/** A terminal (punto de venta) of a branch: digits 4–8 of the consecutivo. */
export type TerminalConfig = { id: string; numero: number; nombre?: string | null };

/** A branch (local/sucursal): digits 1–3 of the consecutivo. Numbers are stable once used. */
export type SucursalConfig = { id: string; numero: number; nombre?: string | null; terminales: TerminalConfig[] };

/** Activity settings of one document type (spec 3 §3 codigoActividad list; defaults of constants.tsv). */
export type ActividadConfig = {
  documento: string;
  codigoActividad: string;
  condicionVenta: string;
  plazoCredito: number;
  medioPago: string;
  clasificacion: string;
  cabys: string | null;
  modoivaIncluido: boolean;
  editarServicios: boolean;
  editarPrecios: boolean;
  modoLibre: boolean;
  /** Tax code (nota 8): 01 IVA. */
  codigo: string;
  /** CodigoTarifaIVA (nota 8.1): 08 general 13 %. */
  codigoTarifa: string;
  /** Rate in percent, a decimal string. */
  tarifa: string;
  /** ISO 4217 currency code. */
  codigoMoneda: string;
  /** Unit of measure code (Unid). */
  unidadMedida: string;
};

export type NotificationConfig = { orderEmail: string | null; orderSMS: string | null };

/** Payment-link settings (spec 3 "Issuer links"); onvoSecret is kept encrypted. */
export type LinkConfig = {
  name: string;
  enablePaymentLink: boolean;
  paymentUrl: string | null;
  paymentRedirectUrl: string | null;
  paymentType: string;
  onvoSecretEnc: string | null;
  enableNewCustomerLink: boolean;
  newCustomerUrl: string | null;
};

/** A printer (spec 3 lists printers without a shape; see schema/emisor.graphql Printer). */
export type PrinterConfig = {
  id: string;
  nombre: string;
  uso: string[];
  conexion: 'NAVEGADOR' | 'RED' | 'USB' | 'BLUETOOTH';
  direccion: string | null;
  anchoPapel: 58 | 80 | 216;
  copias: number;
  abrirGaveta: boolean;
  predeterminada: boolean;
};

export const emisorConfig = pgTable(
  'emisor_config',
  {
    emisorId: emisorId(),
    identificacionTipo: text('identificacion_tipo'),
    identificacionNumero: text('identificacion_numero'),
    ubicacion: jsonb('ubicacion').$type<UbicacionConfig>(),
    telefono: jsonb('telefono').$type<TelefonoConfig>(),
    correoElectronico: text('correo_electronico'),
    usuarioAtv: text('usuario_atv'),
    /** AES-256-GCM ciphertexts (cifrado.ts); never returned by a read. */
    passwordAtvEnc: text('password_atv_enc'),
    certificadoEnc: text('certificado_enc'),
    pinEnc: text('pin_enc'),
    certificadoExpiracion: ts('certificado_expiracion'),
    certificadoInicio: ts('certificado_inicio'),
    certificadoSujeto: text('certificado_sujeto'),
    certificadoEmisor: text('certificado_emisor'),
    sucursales: jsonb('sucursales').$type<SucursalConfig[]>().notNull().default([]),
    actividades: jsonb('actividades').$type<ActividadConfig[]>().notNull().default([]),
    notification: jsonb('notification').$type<NotificationConfig>().notNull().default({ orderEmail: null, orderSMS: null }),
    links: jsonb('links').$type<LinkConfig[]>().notNull().default([]),
    printers: jsonb('printers').$type<PrinterConfig[]>().notNull().default([]),
    /** The central bank's rate the issuer's foreign-currency documents carry (DECISIONS #47). */
    tipoCambioReferencia: text('tipo_cambio_referencia', { enum: ['VENTA', 'COMPRA'] }).notNull().default('VENTA'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId] })],
);

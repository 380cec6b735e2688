// Rules of the issuer settings: activity settings per document (defaults of constants.tsv),
// branches and terminals, payment links, printers and notifications.
import { v7 as uuidv7 } from 'uuid';
import {
  CODIGO_ACTIVIDAD_DEFECTO,
  CODIGOS_IMPUESTO,
  CODIGOS_MONEDA,
  CODIGOS_TARIFA_IVA,
  CONDICIONES_VENTA,
  D,
  MEDIOS_PAGO,
  TIPOS_DOCUMENTO,
  UNIDADES_MEDIDA,
  codigoTarifaParaTarifa,
  isCodigoDe,
  tarifaIVA,
  type CodigoTarifaIVA,
} from '@jit/domain';
import type {
  ActividadConfig,
  LinkConfig,
  NotificationConfig,
  PrinterConfig,
  SucursalConfig,
} from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { correo, largo, texto } from './campos.js';

export const CLASIFICACIONES = ['producto', 'servicio', 'gasto', 'costo fijo', 'costo variable', 'activo'] as const;

/** Spec 3 §3 / constants.tsv defaults of an activity setting. */
export const ACTIVIDAD_DEFAULTS = {
  condicionVenta: '01',
  plazoCredito: 0,
  medioPago: '01',
  clasificacion: 'producto',
  cabys: null,
  modoivaIncluido: true,
  editarServicios: false,
  editarPrecios: false,
  modoLibre: true,
  codigo: '01',
  codigoTarifa: '08',
  tarifa: '13',
  codigoMoneda: 'CRC',
  unidadMedida: 'Unid',
} as const;

/** The setting of a document type the issuer has not configured: the spec's defaults. */
export const actividadPorDefecto = (documento: string): ActividadConfig => ({
  documento,
  codigoActividad: CODIGO_ACTIVIDAD_DEFECTO,
  ...ACTIVIDAD_DEFAULTS,
});

export type ActividadIn = {
  documento: string;
  codigoActividad: string;
  condicionVenta?: string | null;
  plazoCredito?: number | null;
  medioPago?: string | null;
  clasificacion?: string | null;
  cabys?: string | null;
  modoivaIncluido?: boolean | null;
  editarServicios?: boolean | null;
  editarPrecios?: boolean | null;
  modoLibre?: boolean | null;
  codigo?: string | null;
  codigoTarifa?: string | null;
  tarifa?: string | null;
  codigoMoneda?: string | null;
  unidadMedida?: string | null;
};

function codigoDe(table: readonly { codigo: string }[], v: string | null | undefined, def: string, field: string, msg: string) {
  const c = texto(v) ?? def;
  if (!isCodigoDe(table, c)) throw badInput(msg, field);
  return c;
}

/** One activity setting with the spec defaults filled in. */
export function actividad(a: ActividadIn, field: string): ActividadConfig {
  const documento = a.documento.trim();
  if (!TIPOS_DOCUMENTO.some((t) => t.codigo === documento))
    throw badInput(`El tipo de documento ${documento} no existe.`, `${field}.documento`);
  const codigoActividad = a.codigoActividad.replace(/[\s.-]/g, '');
  if (!/^\d{6}$/.test(codigoActividad))
    throw badInput('El código de actividad económica debe tener 6 dígitos.', `${field}.codigoActividad`);
  const condicionVenta = codigoDe(CONDICIONES_VENTA, a.condicionVenta, ACTIVIDAD_DEFAULTS.condicionVenta, `${field}.condicionVenta`, 'La condición de venta no existe.');
  const plazoCredito = a.plazoCredito ?? ACTIVIDAD_DEFAULTS.plazoCredito;
  if (!Number.isInteger(plazoCredito) || plazoCredito < 0 || plazoCredito > 3650)
    throw badInput('El plazo de crédito debe ser de 0 a 3650 días.', `${field}.plazoCredito`);
  const medioPago = codigoDe(MEDIOS_PAGO, a.medioPago, ACTIVIDAD_DEFAULTS.medioPago, `${field}.medioPago`, 'El medio de pago no existe.');
  const clasificacion = texto(a.clasificacion)?.toLowerCase() ?? ACTIVIDAD_DEFAULTS.clasificacion;
  if (!(CLASIFICACIONES as readonly string[]).includes(clasificacion))
    throw badInput(`La clasificación debe ser ${CLASIFICACIONES.join(', ')}.`, `${field}.clasificacion`);
  const cabys = texto(a.cabys);
  if (cabys !== null && !/^\d{13}$/.test(cabys)) throw badInput('El código CABYS debe tener 13 dígitos.', `${field}.cabys`);
  const codigo = codigoDe(CODIGOS_IMPUESTO, a.codigo, ACTIVIDAD_DEFAULTS.codigo, `${field}.codigo`, 'El código de impuesto no existe.');

  // The rate and its code go together for VAT (nota 8.1): either one gives the other.
  let tarifa: string;
  let codigoTarifa: string;
  const tarifaIn = texto(a.tarifa);
  const codigoTarifaIn = texto(a.codigoTarifa);
  if (tarifaIn !== null) {
    let t: InstanceType<typeof D>;
    try {
      t = new D(tarifaIn);
    } catch {
      throw badInput('La tarifa debe ser un número.', `${field}.tarifa`);
    }
    if (!t.isFinite() || t.lt(0) || t.gt(100) || t.decimalPlaces() > 2)
      throw badInput('La tarifa debe estar entre 0 y 100, con 2 decimales como máximo.', `${field}.tarifa`);
    tarifa = t.toString();
  } else tarifa = codigoTarifaIn && isCodigoDe(CODIGOS_TARIFA_IVA, codigoTarifaIn) ? tarifaIVA(codigoTarifaIn as CodigoTarifaIVA) : ACTIVIDAD_DEFAULTS.tarifa;
  if (codigoTarifaIn !== null) {
    if (!isCodigoDe(CODIGOS_TARIFA_IVA, codigoTarifaIn)) throw badInput('El código de tarifa del IVA no existe.', `${field}.codigoTarifa`);
    codigoTarifa = codigoTarifaIn;
    if (codigo === '01' && !new D(tarifaIVA(codigoTarifa as CodigoTarifaIVA)).eq(tarifa))
      throw badInput(`La tarifa ${tarifa} % no corresponde al código de tarifa ${codigoTarifa} (${tarifaIVA(codigoTarifa as CodigoTarifaIVA)} %).`, `${field}.tarifa`);
  } else {
    const c = codigoTarifaParaTarifa(tarifa);
    if (!c && codigo === '01') throw badInput(`Indica el código de tarifa del IVA para la tarifa ${tarifa} %.`, `${field}.codigoTarifa`);
    codigoTarifa = c ?? ACTIVIDAD_DEFAULTS.codigoTarifa;
  }
  const codigoMoneda = (texto(a.codigoMoneda) ?? ACTIVIDAD_DEFAULTS.codigoMoneda).toUpperCase();
  if (!isCodigoDe(CODIGOS_MONEDA, codigoMoneda)) throw badInput(`La moneda ${codigoMoneda} no existe.`, `${field}.codigoMoneda`);
  const unidadMedida = texto(a.unidadMedida) ?? ACTIVIDAD_DEFAULTS.unidadMedida;
  if (!isCodigoDe(UNIDADES_MEDIDA, unidadMedida)) throw badInput(`La unidad de medida ${unidadMedida} no existe.`, `${field}.unidadMedida`);
  return {
    documento,
    codigoActividad,
    condicionVenta,
    plazoCredito,
    medioPago,
    clasificacion,
    cabys,
    modoivaIncluido: a.modoivaIncluido ?? ACTIVIDAD_DEFAULTS.modoivaIncluido,
    editarServicios: a.editarServicios ?? ACTIVIDAD_DEFAULTS.editarServicios,
    editarPrecios: a.editarPrecios ?? ACTIVIDAD_DEFAULTS.editarPrecios,
    modoLibre: a.modoLibre ?? ACTIVIDAD_DEFAULTS.modoLibre,
    codigo,
    codigoTarifa,
    tarifa,
    codigoMoneda,
    unidadMedida,
  };
}

/** The activity list: one setting per document type. */
export function actividades(list: ActividadIn[], field: string): ActividadConfig[] {
  const out = list.map((a, i) => actividad(a, `${field}.${i}`));
  out.forEach((a, i) => {
    if (out.findIndex((b) => b.documento === a.documento) !== i)
      throw badInput(`El documento ${a.documento} ya tiene una configuración de actividad.`, `${field}.${i}.documento`);
  });
  return out;
}

export type SucursalIn = {
  id?: string | null;
  numero: number;
  nombre?: string | null;
  terminal: { id?: string | null; numero: number; nombre?: string | null }[];
};

/** Branches and terminals: numbers unique in their scope, ids kept so they stay stable. */
export function sucursales(list: SucursalIn[], previas: SucursalConfig[], field: string): SucursalConfig[] {
  if (list.length === 0) throw badInput('Debe haber al menos una sucursal.', field);
  const out = list.map((s, i): SucursalConfig => {
    const f = `${field}.${i}`;
    if (!Number.isInteger(s.numero) || s.numero < 1 || s.numero > 999) throw badInput('La sucursal debe ser un número entre 1 y 999.', `${f}.numero`);
    if (list.findIndex((x) => x.numero === s.numero) !== i) throw badInput(`La sucursal ${s.numero} está repetida.`, `${f}.numero`);
    if (s.terminal.length === 0) throw badInput('Cada sucursal necesita al menos una terminal.', `${f}.terminal`);
    const previa = previas.find((p) => p.id === s.id);
    const terminales = s.terminal.map((t, j) => {
      const ft = `${f}.terminal.${j}`;
      if (!Number.isInteger(t.numero) || t.numero < 1 || t.numero > 99999)
        throw badInput('La terminal debe ser un número entre 1 y 99999.', `${ft}.numero`);
      if (s.terminal.findIndex((x) => x.numero === t.numero) !== j) throw badInput(`La terminal ${t.numero} está repetida en la sucursal ${s.numero}.`, `${ft}.numero`);
      const id = previa?.terminales.find((p) => p.id === t.id)?.id ?? uuidv7();
      return { id, numero: t.numero, nombre: largo(t.nombre, `${ft}.nombre`, 1, 80, 'el nombre') };
    });
    return { id: previa?.id ?? uuidv7(), numero: s.numero, nombre: largo(s.nombre, `${f}.nombre`, 1, 80, 'el nombre'), terminales };
  });
  return out.sort((a, b) => a.numero - b.numero);
}

/** The branch 001 with terminal 00001 an issuer gets until it defines its own. */
export const sucursalPorDefecto = (): SucursalConfig[] => [
  { id: uuidv7(), numero: 1, nombre: 'Principal', terminales: [{ id: uuidv7(), numero: 1, nombre: 'Caja 1' }] },
];

export function notification(n: { orderEmail?: string | null; orderSMS?: string | null }, field: string): NotificationConfig {
  const sms = n.orderSMS?.replace(/[\s()+-]/g, '') || null;
  if (sms !== null && !/^\d{8,15}$/.test(sms)) throw badInput('El número para SMS debe tener de 8 a 15 dígitos.', `${field}.orderSMS`);
  return { orderEmail: correo(n.orderEmail, `${field}.orderEmail`), orderSMS: sms };
}

function url(v: string | null | undefined, field: string): string | null {
  const t = texto(v);
  if (t === null) return null;
  try {
    const u = new URL(t);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('protocolo');
  } catch {
    throw badInput('La dirección debe ser un enlace web (https://…).', field);
  }
  return t;
}

export type LinkIn = {
  name: string;
  enablePaymentLink?: boolean | null;
  paymentUrl?: string | null;
  paymentRedirectUrl?: string | null;
  paymentType?: string | null;
  onvoSecret?: string | null;
  enableNewCustomerLink?: boolean | null;
  newCustomerUrl?: string | null;
};

/** Payment links; the secret is encrypted by the caller (`cifrarSecreto`), or kept by name. */
export function links(
  list: LinkIn[],
  previos: LinkConfig[],
  field: string,
  cifrarSecreto: (plain: string) => string,
): LinkConfig[] {
  return list.map((l, i) => {
    const f = `${field}.${i}`;
    const name = largo(l.name, `${f}.name`, 1, 60, 'el nombre del enlace', true)!;
    if (list.findIndex((x) => x.name.trim().toLowerCase() === name.toLowerCase()) !== i)
      throw badInput(`Ya hay un enlace llamado ${name}.`, `${f}.name`);
    const paymentType = (texto(l.paymentType) ?? 'ONVO').toUpperCase();
    if (!/^[A-Z0-9_]{2,30}$/.test(paymentType)) throw badInput('El tipo de pago no es válido.', `${f}.paymentType`);
    const enablePaymentLink = l.enablePaymentLink ?? false;
    const paymentUrl = url(l.paymentUrl, `${f}.paymentUrl`);
    const secreto = texto(l.onvoSecret);
    const previo = previos.find((p) => p.name.toLowerCase() === name.toLowerCase());
    const onvoSecretEnc = secreto ? cifrarSecreto(secreto) : (previo?.onvoSecretEnc ?? null);
    if (enablePaymentLink && !paymentUrl && !onvoSecretEnc)
      throw badInput('Para activar el enlace de pago indica la dirección de pago o el secreto de ONVO.', `${f}.paymentUrl`);
    const enableNewCustomerLink = l.enableNewCustomerLink ?? false;
    const newCustomerUrl = url(l.newCustomerUrl, `${f}.newCustomerUrl`);
    return {
      name,
      enablePaymentLink,
      paymentUrl,
      paymentRedirectUrl: url(l.paymentRedirectUrl, `${f}.paymentRedirectUrl`),
      paymentType,
      onvoSecretEnc,
      enableNewCustomerLink,
      newCustomerUrl,
    };
  });
}

export const USOS_IMPRESORA = ['FACTURA', 'TIQUETE', 'PROFORMA', 'COMANDA', 'PRECUENTA', 'CIERRE_CAJA'] as const;

export type PrinterIn = {
  id?: string | null;
  nombre: string;
  uso?: string[] | null;
  conexion?: PrinterConfig['conexion'] | null;
  direccion?: string | null;
  anchoPapel?: number | null;
  copias?: number | null;
  abrirGaveta?: boolean | null;
  predeterminada?: boolean | null;
};

export function printers(list: PrinterIn[], previas: PrinterConfig[], field: string): PrinterConfig[] {
  const out = list.map((p, i): PrinterConfig => {
    const f = `${field}.${i}`;
    const nombre = largo(p.nombre, `${f}.nombre`, 1, 60, 'el nombre de la impresora', true)!;
    if (list.findIndex((x) => x.nombre.trim().toLowerCase() === nombre.toLowerCase()) !== i)
      throw badInput(`Ya hay una impresora llamada ${nombre}.`, `${f}.nombre`);
    const uso = [...new Set((p.uso ?? ['FACTURA']).map((u) => u.trim().toUpperCase()))];
    const malo = uso.find((u) => !(USOS_IMPRESORA as readonly string[]).includes(u));
    if (malo !== undefined) throw badInput(`El uso ${malo} no existe; usa ${USOS_IMPRESORA.join(', ')}.`, `${f}.uso`);
    const conexion = p.conexion ?? 'NAVEGADOR';
    const direccion = texto(p.direccion);
    if (conexion === 'RED' && (!direccion || !/^[\w.-]+:\d{1,5}$/.test(direccion)))
      throw badInput('Una impresora de red necesita la dirección como host:puerto (p. ej. 192.168.1.50:9100).', `${f}.direccion`);
    const anchoPapel = p.anchoPapel ?? 80;
    if (anchoPapel !== 58 && anchoPapel !== 80 && anchoPapel !== 216)
      throw badInput('El ancho del papel debe ser 58, 80 o 216 mm.', `${f}.anchoPapel`);
    const copias = p.copias ?? 1;
    if (!Number.isInteger(copias) || copias < 1 || copias > 5) throw badInput('Las copias deben ser de 1 a 5.', `${f}.copias`);
    return {
      id: previas.find((x) => x.id === p.id)?.id ?? uuidv7(),
      nombre,
      uso,
      conexion,
      direccion,
      anchoPapel,
      copias,
      abrirGaveta: p.abrirGaveta ?? false,
      predeterminada: p.predeterminada ?? false,
    };
  });
  if (out.filter((p) => p.predeterminada).length > 1)
    throw badInput('Solo una impresora puede ser la predeterminada.', `${field}.${out.findLastIndex((p) => p.predeterminada)}.predeterminada`);
  return out;
}

// Sample documents of every type, with N lines and (optionally) every optional feature:
// discounts, exonerations, other charges, references and Otros. Used by the CLI (`sample`,
// `bench`), the tests and the simulator's examples. Clave and consecutivo come from the domain.
import {
  buildClave,
  buildConsecutivo,
  computeLinea,
  computeResumen,
  D,
  unwrap,
  type LineaDetalle as LineaCalculada,
  type LineaInput,
  type OtroCargoInput,
} from '@jit/domain';
import { fechaCostaRica } from './xml/format';
import type {
  Comprobante,
  Documento,
  Emisor,
  InformacionReferencia,
  MensajeReceptor,
  Receptor,
  TipoComprobante,
  TipoDocumento,
} from './xml/types';

export type OpcionesMuestra = {
  tipo: TipoDocumento;
  /** Number of lines (1–1000, default 1). */
  lineas?: number;
  /** Discounts, exonerations, other charges, references and Otros where the type allows them. */
  completo?: boolean;
  /** Issue date (default: now). */
  fecha?: Date;
  /** Document number in the consecutivo (default 1). */
  numero?: number;
  /** The issuer (default: a sample S.A.). Its identification goes into the clave. */
  emisor?: Emisor;
  receptor?: Receptor;
  /** 8 characters for the clave (default derived from the number). */
  codigoSeguridad?: string;
  /** JIT's identification as software provider. */
  proveedorSistemas?: string;
};

export const EMISOR_MUESTRA: Emisor = {
  nombre: 'JIT Pruebas Sociedad Anónima',
  identificacion: { tipo: '02', numero: '3101123456' },
  nombreComercial: 'JIT Pruebas',
  ubicacion: {
    provincia: '1',
    canton: '01',
    distrito: '01',
    otrasSenas: 'Avenida central, calles 1 y 3, edificio «Ñandú» & Cía.',
  },
  telefono: { codigoPais: '506', numTelefono: '22223333' },
  correoElectronico: ['facturas@jit.example.cr'],
};

export const RECEPTOR_MUESTRA: Receptor = {
  nombre: 'María José Pérez Rodríguez',
  identificacion: { tipo: '01', numero: '112345678' },
  ubicacion: {
    provincia: '2',
    canton: '01',
    distrito: '03',
    otrasSenas: '200 m norte de la iglesia',
  },
  telefono: { codigoPais: '506', numTelefono: '88887777' },
  correoElectronico: 'maria.perez@example.cr',
};

const CABYS_SERVICIO = '8313100000200'; // Servicios de consultoría en software, 13 %
const CABYS_BIEN = '4526100000100'; // Teclados para computadoras, 13 %
const CABYS_EXENTO = '0211100019900'; // Ganado vacuno, vivo, n.c.p., 0 %

function fechaParts(fecha: Date): { year: number; month: number; day: number } {
  const local = fechaCostaRica(fecha); // YYYY-MM-DDTHH:mm:ss-06:00
  return {
    year: Number(local.slice(0, 4)),
    month: Number(local.slice(5, 7)),
    day: Number(local.slice(8, 10)),
  };
}

/** Consecutivo and clave of a sample document. */
export function claveMuestra(
  tipo: TipoDocumento,
  numero: number,
  fecha: Date,
  identificacion: string,
  codigoSeguridad?: string,
): { clave: string; numeroConsecutivo: string } {
  const numeroConsecutivo = unwrap(
    buildConsecutivo({ sucursal: 1, terminal: 1, tipoDocumento: tipo, numero }),
  );
  const clave = unwrap(
    buildClave({
      fecha: fechaParts(fecha),
      identificacion,
      consecutivo: numeroConsecutivo,
      situacion: '1',
      codigoSeguridad: codigoSeguridad ?? String(numero % 1e8).padStart(8, '0'),
    }),
  );
  return { clave, numeroConsecutivo };
}

/** One sample line, computed by the domain (spec 1 §5 rounding, v4.4 totals). */
function linea(
  tipo: TipoComprobante,
  i: number,
  completo: boolean,
): LineaCalculada & { partidaArancelaria?: string } {
  const servicio = i % 2 === 1;
  const exento = tipo === '09' || (completo && i % 7 === 0);
  // REP lines carry neither discounts nor exonerations; an export has no exonerations
  const exonerado = !exento && completo && i % 4 === 0 && tipo !== '10';
  const descuento = completo && i % 3 === 0 && tipo !== '10';
  const input: LineaInput = {
    numeroLinea: i,
    codigoCABYS: exento && tipo !== '09' ? CABYS_EXENTO : servicio ? CABYS_SERVICIO : CABYS_BIEN,
    codigoComercial: [{ tipo: '04', codigo: `SKU-${String(i).padStart(5, '0')}` }],
    cantidad: String((i % 5) + 1),
    unidadMedida: servicio ? 'Sp' : 'Unid',
    detalle:
      tipo === '10'
        ? `Abono a la factura, cuota ${i}`
        : servicio
          ? `Consultoría en software, hora ${i}`
          : `Teclado USB en español <modelo ${i}> & funda`,
    precioUnitario: new D(1000).plus(new D(i).times('12.5')).toFixed(2),
    esServicio: servicio,
    impuestoAsumidoEmisorFabrica: '0',
    impuesto: [
      {
        codigo: '01',
        codigoTarifaIVA: tipo === '09' ? '01' : exento ? '10' : '08',
        ...(exonerado
          ? {
              exoneracion: {
                tipoDocumentoEX1: '03',
                numeroDocumento: `AL-${String(10000 + i)}-2026`,
                articulo: 11,
                inciso: 1,
                nombreInstitucion: '01',
                fechaEmisionEX: '2026-01-15T08:00:00-06:00',
                tarifaExonerada: '13',
              },
            }
          : {}),
      },
    ],
    ...(descuento
      ? {
          descuento: [
            {
              porcentajeDescuento: '10',
              codigoDescuento: '07',
              naturalezaDescuento: 'Descuento comercial del 10 %',
            },
          ],
        }
      : {}),
  };
  const l = unwrap(computeLinea(input, { tipoDocumento: tipo }));
  return tipo === '09' ? { ...l, partidaArancelaria: '847160000000' } : l;
}

/** A complete, valid sample document of any type (unsigned data; build and sign it to send). */
export function sampleDocumento(opts: OpcionesMuestra): Documento {
  const fecha = opts.fecha ?? new Date();
  const numero = opts.numero ?? 1;
  const emisor = opts.emisor ?? EMISOR_MUESTRA;
  const receptor = opts.receptor ?? RECEPTOR_MUESTRA;
  const fechaEmision = fechaCostaRica(fecha);
  if (opts.tipo === '05' || opts.tipo === '06' || opts.tipo === '07') {
    // the receiver (our issuer) answers a provider's invoice
    const proveedor = claveMuestra(
      '01',
      numero,
      new Date(fecha.getTime() - 86_400_000),
      '3101999999',
    );
    const propio = claveMuestra(
      opts.tipo,
      numero,
      fecha,
      emisor.identificacion.numero,
      opts.codigoSeguridad,
    );
    const mr: MensajeReceptor = {
      tipo: opts.tipo,
      clave: proveedor.clave,
      numeroCedulaEmisor: '3101999999',
      fechaEmisionDoc: fechaCostaRica(new Date(fecha.getTime() - 86_400_000)),
      detalleMensaje: {
        '05': 'Aceptado',
        '06': 'Aceptado parcialmente: faltó una unidad',
        '07': 'Rechazado: mercadería no recibida',
      }[opts.tipo],
      montoTotalImpuesto: '130.00000',
      codigoActividad: '722003',
      condicionImpuesto: '01',
      montoTotalImpuestoAcreditar: opts.tipo === '07' ? undefined : '130.00000',
      montoTotalDeGastoAplicable: opts.tipo === '07' ? undefined : '1000.00000',
      totalFactura: '1130.00000',
      numeroCedulaReceptor: emisor.identificacion.numero,
      numeroConsecutivoReceptor: propio.numeroConsecutivo,
    };
    return mr;
  }
  const tipo = opts.tipo;
  const completo = opts.completo ?? false;
  const n = Math.max(1, Math.min(1000, opts.lineas ?? 1));
  const lineas = Array.from({ length: n }, (_, k) => linea(tipo, k + 1, completo));
  const cargos: OtroCargoInput[] =
    completo && tipo !== '10'
      ? [
          {
            tipoDocumentoOC: '06',
            detalle: 'Impuesto de servicio 10 %',
            porcentajeOC: '10',
            montoCargo: '1500.00000',
          },
          {
            tipoDocumentoOC: '04',
            identificacionTercero: { tipo: '02', numero: '3101654321' },
            nombreTercero: 'Transportes del Valle S.A.',
            detalle: 'Flete cobrado por cuenta de un tercero',
            montoCargo: '2500',
          },
        ]
      : [];
  const resumen = computeResumen(lineas, cargos, {
    tipoDocumento: tipo,
    medioPago: [{ tipoMedioPago: tipo === '10' ? '04' : '01' }],
  });
  const { clave, numeroConsecutivo } = claveMuestra(
    tipo,
    numero,
    fecha,
    emisor.identificacion.numero,
    opts.codigoSeguridad,
  );
  const referencia = (
    tipoDocIR: string,
    codigo: string,
    razon: string,
    numeroRef?: string,
  ): InformacionReferencia => ({
    tipoDocIR,
    numero:
      numeroRef ??
      claveMuestra(
        '01',
        Math.max(1, numero - 1),
        new Date(fecha.getTime() - 86_400_000),
        emisor.identificacion.numero,
      ).clave,
    fechaEmisionIR: fechaCostaRica(new Date(fecha.getTime() - 86_400_000)),
    codigo,
    razon,
  });
  const referencias: Record<TipoComprobante, InformacionReferencia[]> = {
    '01': completo
      ? [
          referencia('99', '99', 'Orden de compra del cliente', 'OC-2026-000123'),
          referencia('08', '05', 'Sustituye comprobante provisional por contingencia'),
          referencia('10', '16', 'Sustituye comprobante electrónico rechazado'),
        ]
      : [],
    '02': [referencia('01', '02', 'Corrige monto: intereses por pago tardío')],
    '03': [referencia('01', '01', 'Anula documento de referencia')],
    '04': completo ? [referencia('99', '99', 'Pedido de mesa 12', 'PEDIDO-12')] : [],
    '08': [
      {
        tipoDocIR: '14',
        fechaEmisionIR: fechaEmision,
        codigo: '99',
        razon: 'Comprobante de regimen simplificado',
      },
    ],
    '09': completo ? [referencia('99', '99', 'Contrato de exportación', 'EXP-2026-7')] : [],
    '10': [referencia('01', '17', 'Pago de factura a crédito')],
  };
  const doc: Comprobante = {
    tipo,
    clave,
    proveedorSistemas: opts.proveedorSistemas ?? '3101123456',
    codigoActividadEmisor: '722003',
    numeroConsecutivo,
    fechaEmision,
    emisor,
    receptor,
    condicionVenta: tipo === '10' ? '09' : '01',
    detalleServicio: { lineaDetalle: lineas },
    otrosCargos: resumen.otrosCargos,
    resumenFactura: resumen,
    informacionReferencia: referencias[tipo],
  };
  if (tipo === '08') {
    // FEC: the provider (not registered) issues to us; we are the receiver with our activity
    doc.emisor = {
      nombre: 'Juan Carlos Solano Mora',
      identificacion: { tipo: '01', numero: '204560789' },
      ubicacion: {
        provincia: '2',
        canton: '02',
        distrito: '01',
        otrasSenas: 'Finca La Esperanza, 1 km al este',
      },
      correoElectronico: ['juan.solano@example.cr'],
    };
    doc.receptor = { ...emisor, correoElectronico: emisor.correoElectronico?.[0] };
    doc.codigoActividadEmisor = undefined;
    doc.codigoActividadReceptor = '722003';
  }
  if (tipo === '09')
    doc.receptor = {
      nombre: 'Acme Imports LLC',
      identificacion: { tipo: '05', numero: 'US987654321' },
      otrasSenasExtranjero: '1200 Main Street, Miami, FL 33101, USA',
      correoElectronico: 'ap@acme.example.com',
    };
  if (completo && tipo !== '10') {
    doc.codigoActividadReceptor ??= tipo === '04' || tipo === '09' ? undefined : '620100';
    doc.otros = {
      otroTexto: [{ codigo: 'obs', texto: 'Gracias por su compra. Entrega en 3 días hábiles.' }],
    };
  }
  return doc;
}

// What the simulator checks on a received document, in Hacienda's order: well-formed XML, the
// v4.4 schema, the XAdES signature (and that the signer is the issuer), clave / consecutivo /
// issuer / date agreement, dates within the allowed window, and totals that add up.
import { D, parseClave, validateIdentificacion } from '@jit/domain';
import type { LineaDetalleMensaje } from '../api/detalle';
import type { PoliticaFirma } from '../sign/xades';
import { verificarFirmas } from '../sign/verify';
import { fechaCostaRica } from '../xml/format';
import { DocumentoInvalidoError, parseDocumento, type DocumentoLeido } from '../xml/parse';
import { XmlMalformadoError } from '../xml/parser';
import { validarXsd, type ErrorXsd } from '../xml/validate';
import type { Comprobante, Decimal, MensajeReceptor } from '../xml/types';
import { MOTIVOS_RECHAZO, type CodigoRechazo } from './motivos';
import { revisarRecibo, type Referido } from './recibo';

export type Hallazgo = { motivo: CodigoRechazo; mensaje: string; fila: number; columna: number };

export type ContextoRevision = {
  now: Date;
  /** Hours after FechaEmision a document may still arrive. */
  plazoEnvioHoras: number;
  /** Clock skew tolerated for a FechaEmision in the future, minutes. */
  toleranciaFuturoMin: number;
  /** Largest difference tolerated between a written total and the sum of its parts. */
  tolerancia: string;
  confianza?: string[];
  politica?: PoliticaFirma;
  /** Identifications (tipo, numero) sent in the POST body, to compare with the XML. */
  envio?: {
    emisor?: { numeroIdentificacion?: string };
    receptor?: { numeroIdentificacion?: string };
  };
  /** Skip the XSD (much faster; for load tests). */
  sinXsd?: boolean;
  /** A comprobante received before, by clave (a payment receipt's checks compare with it). */
  referido?: (clave: string) => Referido | undefined;
};

export type Revision = { leido: DocumentoLeido | null; hallazgos: Hallazgo[] };

const h = (motivo: CodigoRechazo, mensaje: string, fila = 0, columna = 0): Hallazgo => ({
  motivo,
  mensaje,
  fila,
  columna,
});

/** libxml2's English messages in Spanish, for the commonest cases. */
export function xsdEnEspanol(e: ErrorXsd): string {
  const el = e.elemento ?? 'documento';
  const msg = e.mensaje;
  let x: RegExpExecArray | null;
  if ((x = /The value '([^']*)' is not accepted by the pattern '([^']*)'/.exec(msg)))
    return `${el}: el valor «${x[1]}» no cumple el formato ${x[2]}.`;
  if (
    (x =
      /The value '([^']*)' has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'/.exec(
        msg,
      ))
  )
    return `${el}: «${x[1]}» tiene ${x[2]} caracteres; el máximo es ${x[3]}.`;
  if (
    (x =
      /The value '([^']*)' has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'/.exec(
        msg,
      ))
  )
    return `${el}: «${x[1]}» tiene ${x[2]} caracteres; el mínimo es ${x[3]}.`;
  if ((x = /The value '([^']*)' is not an element of the set/.exec(msg)))
    return `${el}: «${x[1]}» no es un código válido.`;
  if ((x = /This element is not expected\. Expected is (?:one of )?\( ([^)]*) \)/.exec(msg)))
    return `${el}: el elemento no va en esa posición; se esperaba ${(x[1] ?? '').replace(/\{[^}]*\}/g, '')}.`;
  if (/This element is not expected/.test(msg)) return `${el}: el elemento no va en esa posición.`;
  if ((x = /Missing child element\(s\)\. Expected is (?:one of )?\( ([^)]*) \)/.exec(msg)))
    return `${el}: falta ${(x[1] ?? '').replace(/\{[^}]*\}/g, '')}.`;
  if (
    (x = /'([^']*)' is not a valid value of the (?:atomic|local atomic) type '([^']*)'/.exec(msg))
  )
    return `${el}: «${x[1]}» no es un valor válido (${x[2]}).`;
  if ((x = /The value '([^']*)' has more fraction digits than are allowed \('(\d+)'\)/.exec(msg)))
    return `${el}: «${x[1]}» tiene más de ${x[2]} decimales.`;
  if ((x = /The value '([^']*)' has more digits than are allowed \('(\d+)'\)/.exec(msg)))
    return `${el}: «${x[1]}» tiene más de ${x[2]} dígitos.`;
  return `${el}: no cumple la estructura v4.4 (${msg}).`;
}

const idDigits = (s: string): string => s.replace(/\D/g, '').replace(/^0+/, '');

function revisarFirma(
  xml: string,
  leido: DocumentoLeido,
  ctx: ContextoRevision,
  out: Hallazgo[],
): void {
  let res;
  try {
    res = verificarFirmas(xml, { confianza: ctx.confianza, politica: ctx.politica });
  } catch (e) {
    out.push(
      h(
        'FIRMA_INVALIDA',
        `La firma no se pudo leer: ${e instanceof Error ? e.message : String(e)}`,
      ),
    );
    return;
  }
  if (res.firmas.length === 0) {
    out.push(h('FIRMA_AUSENTE', 'El documento no está firmado.'));
    return;
  }
  for (const f of res.firmas) {
    for (const e of f.errores) {
      const motivo: CodigoRechazo = /no estaba vigente/.test(e)
        ? 'CERTIFICADO_VENCIDO'
        : /política/i.test(e)
          ? 'POLITICA_FIRMA'
          : /XAdES|SignedProperties|SigningCertificate|SigningTime/.test(e)
            ? 'FIRMA_NO_XADES'
            : 'FIRMA_INVALIDA';
      out.push(h(motivo, e));
    }
  }
  // the first signature is the issuer's: its certificate must carry the issuer's identification
  const titular = res.firmas[0]?.certificado?.sujeto ?? '';
  const serial = /SERIALNUMBER=([^,]+)|serialNumber=([^,]+)/i.exec(titular);
  const esperado = identificacionObligado(leido);
  if (serial && esperado && idDigits(serial[1] ?? serial[2] ?? '') !== idDigits(esperado))
    out.push(
      h(
        'CERTIFICADO_NO_CORRESPONDE',
        `El certificado es de ${(serial[1] ?? serial[2] ?? '').trim()} y el documento lo emite ${esperado}.`,
      ),
    );
}

/** Whose identification the clave carries and who must sign: the issuer; in a FEC, the buyer. */
function identificacionObligado(leido: DocumentoLeido): string | undefined {
  if (leido.clase === 'mensajeReceptor') return leido.documento.numeroCedulaReceptor;
  if (leido.clase !== 'comprobante') return undefined;
  const doc = leido.documento;
  return doc.tipo === '08'
    ? doc.receptor?.identificacion?.numero
    : doc.emisor.identificacion.numero;
}

function revisarClave(leido: DocumentoLeido, out: Hallazgo[]): void {
  const doc = leido.documento as Comprobante | MensajeReceptor;
  const parts = parseClave(doc.clave);
  if (!parts.ok) {
    out.push(h('CLAVE_INVALIDA', `La clave ${doc.clave} no es válida: ${parts.message}`));
    return;
  }
  const c = parts.value;
  if (leido.clase === 'mensajeReceptor') {
    const mr = leido.documento;
    if (idDigits(c.identificacion) !== idDigits(mr.numeroCedulaEmisor))
      out.push(
        h(
          'MENSAJE_RECEPTOR_INCONSISTENTE',
          `La clave ${mr.clave} no es de un documento de ${mr.numeroCedulaEmisor}.`,
        ),
      );
    const tipoMr = mr.numeroConsecutivoReceptor.slice(8, 10);
    const esperado = ({ 1: '05', 2: '06', 3: '07' } as Record<number, string>)[mr.mensaje ?? 0];
    if (tipoMr !== esperado)
      out.push(
        h(
          'MENSAJE_RECEPTOR_INCONSISTENTE',
          `El consecutivo del receptor es de tipo ${tipoMr} y el mensaje ${String(mr.mensaje)} requiere tipo ${esperado ?? '05, 06 o 07'}.`,
        ),
      );
    return;
  }
  const fe = leido.documento as Comprobante;
  if (c.consecutivo !== fe.numeroConsecutivo)
    out.push(
      h(
        'CLAVE_CONSECUTIVO',
        `La clave lleva el consecutivo ${c.consecutivo} y el documento ${fe.numeroConsecutivo}.`,
      ),
    );
  if (fe.numeroConsecutivo.slice(8, 10) !== fe.tipo)
    out.push(
      h(
        'TIPO_DOCUMENTO',
        `El consecutivo ${fe.numeroConsecutivo} es de tipo ${fe.numeroConsecutivo.slice(8, 10)} y el documento es ${leido.raiz} (${fe.tipo}).`,
      ),
    );
  const id = identificacionObligado(leido) ?? '';
  if (idDigits(c.identificacion) !== idDigits(id))
    out.push(
      h(
        'CLAVE_EMISOR',
        `La clave lleva la identificación ${c.identificacion} y el emisor es ${id}.`,
      ),
    );
  const fecha =
    typeof fe.fechaEmision === 'string' ? fe.fechaEmision : fechaCostaRica(fe.fechaEmision);
  const local = fechaCostaRica(new Date(fecha));
  const y = Number(local.slice(0, 4));
  const mo = Number(local.slice(5, 7));
  const d = Number(local.slice(8, 10));
  if (c.fecha.year !== y || c.fecha.month !== mo || c.fecha.day !== d)
    out.push(
      h(
        'CLAVE_FECHA',
        `La clave lleva la fecha ${String(c.fecha.day).padStart(2, '0')}/${String(c.fecha.month).padStart(2, '0')}/${c.fecha.year} y el documento se emitió el ${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} (hora de Costa Rica).`,
      ),
    );
}

function revisarIdentificaciones(doc: Comprobante, out: Hallazgo[]): void {
  const check = (quien: string, id: { tipo?: string; numero: string } | undefined): void => {
    if (!id?.tipo) return;
    const r = validateIdentificacion(id.tipo, id.numero);
    if (!r.ok || r.value.numero !== id.numero)
      out.push(
        h(
          'IDENTIFICACION_INVALIDA',
          `La identificación del ${quien} (${id.tipo}: ${id.numero}) no tiene el formato de su tipo.`,
        ),
      );
  };
  check('emisor', doc.emisor.identificacion);
  check('receptor', doc.receptor?.identificacion);
}

function revisarEnvio(leido: DocumentoLeido, ctx: ContextoRevision, out: Hallazgo[]): void {
  const env = ctx.envio;
  if (!env) return;
  let emisor: string | undefined;
  let receptor: string | undefined;
  if (leido.clase === 'mensajeReceptor') {
    emisor = leido.documento.numeroCedulaEmisor;
    receptor = leido.documento.numeroCedulaReceptor;
  } else if (leido.clase === 'comprobante') {
    emisor = leido.documento.emisor.identificacion.numero;
    receptor = leido.documento.receptor?.identificacion?.numero;
  }
  const e = env.emisor?.numeroIdentificacion;
  if (e !== undefined && emisor !== undefined && idDigits(e) !== idDigits(emisor))
    out.push(h('EMISOR_NO_COINCIDE', `El envío dice emisor ${e} y el documento ${emisor}.`));
  const r = env.receptor?.numeroIdentificacion;
  if (r !== undefined && receptor !== undefined && idDigits(r) !== idDigits(receptor))
    out.push(h('RECEPTOR_NO_COINCIDE', `El envío dice receptor ${r} y el documento ${receptor}.`));
}

function revisarFechas(leido: DocumentoLeido, ctx: ContextoRevision, out: Hallazgo[]): void {
  // a receiver message answers an older document by nature: only comprobantes have a window
  if (leido.clase !== 'comprobante') return;
  const raw = leido.documento.fechaEmision;
  const escrita = typeof raw === 'string' ? raw : fechaCostaRica(raw);
  const t = new Date(escrita).getTime();
  const now = ctx.now.getTime();
  if (t > now + ctx.toleranciaFuturoMin * 60_000)
    out.push(
      h(
        'FECHA_FUTURA',
        `La fecha de emisión ${escrita} es posterior a la recepción (${fechaCostaRica(ctx.now)}).`,
      ),
    );
  else if (now - t > ctx.plazoEnvioHoras * 3_600_000)
    out.push(
      h(
        'DOCUMENTO_TARDIO',
        `El documento se emitió el ${escrita} y llegó el ${fechaCostaRica(ctx.now)}: más de ${ctx.plazoEnvioHoras} horas después.`,
      ),
    );
}

type Dec = InstanceType<typeof D>;
const dec = (v: unknown): Dec => new D(typeof v === 'string' && v.trim() !== '' ? v.trim() : '0');
/** A written amount as text (parsed documents hold strings). */
const txt = (v: Decimal | undefined): string =>
  v === undefined ? '' : typeof v === 'string' ? v : v.toFixed();

function revisarTotales(doc: Comprobante, ctx: ContextoRevision, out: Hallazgo[]): void {
  const tol = new D(ctx.tolerancia);
  const differs = (a: Dec, b: Dec): boolean => a.minus(b).abs().gt(tol);
  const lineas = doc.detalleServicio?.lineaDetalle ?? [];
  let descuentos = new D(0);
  let impuestoNeto = new D(0);
  let ventaLineas = new D(0);
  lineas.forEach((l, i) => {
    const fila = i + 1;
    const n = `línea ${String(l.numeroLinea)}`;
    const montoTotal = dec(l.montoTotal);
    if (l.precioUnitario !== undefined && l.cantidad !== undefined) {
      const esperado = dec(l.precioUnitario).times(dec(l.cantidad)).toDecimalPlaces(5);
      if (differs(esperado, montoTotal))
        out.push(
          h(
            'LINEA_NO_CUADRA',
            `${n}: MontoTotal ${txt(l.montoTotal)} no es PrecioUnitario × Cantidad (${esperado.toFixed(5)}).`,
            fila,
          ),
        );
    }
    const desc = (l.descuento ?? []).reduce((s, x) => s.plus(dec(x.montoDescuento)), new D(0));
    descuentos = descuentos.plus(desc);
    ventaLineas = ventaLineas.plus(montoTotal);
    const subTotal = dec(l.subTotal);
    if (differs(montoTotal.minus(desc), subTotal))
      out.push(
        h(
          'LINEA_NO_CUADRA',
          `${n}: SubTotal ${txt(l.subTotal)} no es MontoTotal − descuentos (${montoTotal.minus(desc).toFixed(5)}).`,
          fila,
        ),
      );
    let netoLinea = new D(0);
    for (const imp of l.impuesto ?? []) {
      const exo = imp.exoneracion ? dec(imp.exoneracion.montoExoneracion) : new D(0);
      netoLinea = netoLinea.plus(dec(imp.monto).minus(exo));
      if (
        imp.tarifa !== undefined &&
        l.baseImponible !== undefined &&
        (imp.codigo === '01' || imp.codigo === '07')
      ) {
        const esperado = dec(l.baseImponible).times(dec(imp.tarifa)).div(100).toDecimalPlaces(5);
        if (differs(esperado, dec(imp.monto)))
          out.push(
            h(
              'LINEA_NO_CUADRA',
              `${n}: el impuesto ${txt(imp.monto)} no es BaseImponible × Tarifa (${esperado.toFixed(5)}).`,
              fila,
            ),
          );
      }
    }
    netoLinea = netoLinea.minus(dec(l.impuestoAsumidoEmisorFabrica));
    if (l.impuestoNeto !== undefined && differs(netoLinea, dec(l.impuestoNeto)))
      out.push(
        h(
          'LINEA_NO_CUADRA',
          `${n}: ImpuestoNeto ${txt(l.impuestoNeto)} no es impuesto − exoneración (${netoLinea.toFixed(5)}).`,
          fila,
        ),
      );
    const neto = l.impuestoNeto !== undefined ? dec(l.impuestoNeto) : netoLinea;
    impuestoNeto = impuestoNeto.plus(neto);
    if (differs(subTotal.plus(neto), dec(l.montoTotalLinea)))
      out.push(
        h(
          'LINEA_NO_CUADRA',
          `${n}: MontoTotalLinea ${txt(l.montoTotalLinea)} no es SubTotal + ImpuestoNeto (${subTotal.plus(neto).toFixed(5)}).`,
          fila,
        ),
      );
  });

  const r = doc.resumenFactura;
  const tot = (name: string, written: Decimal | undefined, expected: Dec): void => {
    if (written === undefined) return;
    if (differs(dec(written), expected))
      out.push(
        h(
          'TOTALES_NO_CUADRAN',
          `${name} ${txt(written)} no cuadra: debería ser ${expected.toFixed(5)}.`,
        ),
      );
  };
  const gravado = dec(r.totalGravado);
  const exento = dec(r.totalExento);
  const exoTot = dec(r.totalExonerado);
  const noSujeto = dec(r.totalNoSujeto);
  if (doc.tipo !== '10') {
    tot(
      'TotalGravado',
      r.totalGravado,
      dec(r.totalServGravados).plus(dec(r.totalMercanciasGravadas)),
    );
    tot('TotalExento', r.totalExento, dec(r.totalServExentos).plus(dec(r.totalMercanciasExentas)));
    tot(
      'TotalExonerado',
      r.totalExonerado,
      dec(r.totalServExonerado).plus(dec(r.totalMercExonerada)),
    );
    tot('TotalNoSujeto', r.totalNoSujeto, dec(r.totalServNoSujeto).plus(dec(r.totalMercNoSujeta)));
    tot('TotalVenta', r.totalVenta, gravado.plus(exento).plus(exoTot).plus(noSujeto));
    tot('TotalVenta', r.totalVenta, ventaLineas);
    tot('TotalDescuentos', r.totalDescuentos ?? '0', descuentos);
  }
  const ventaNeta = dec(r.totalVenta).minus(dec(r.totalDescuentos));
  tot('TotalVentaNeta', r.totalVentaNeta, ventaNeta);
  tot('TotalImpuesto', r.totalImpuesto ?? '0', impuestoNeto);
  if (r.totalDesgloseImpuesto?.length)
    tot(
      'La suma de TotalDesgloseImpuesto',
      r.totalDesgloseImpuesto
        .reduce((s, x) => s.plus(dec(x.totalMontoImpuesto)), new D(0))
        .toFixed(5),
      dec(r.totalImpuesto),
    );
  const cargos = (doc.otrosCargos ?? []).reduce((s, c) => s.plus(dec(c.montoCargo)), new D(0));
  tot('TotalOtrosCargos', r.totalOtrosCargos ?? '0', cargos);
  tot(
    'TotalComprobante',
    r.totalComprobante,
    dec(r.totalVentaNeta)
      .plus(dec(r.totalImpuesto))
      .plus(dec(r.totalOtrosCargos))
      .minus(dec(r.totalIVADevuelto)),
  );
  const medios = r.medioPago ?? [];
  if (medios.length > 0 && medios.every((x) => x.totalMedioPago !== undefined)) {
    const suma = medios.reduce((s, x) => s.plus(dec(x.totalMedioPago)), new D(0));
    if (differs(suma, dec(r.totalComprobante)))
      out.push(
        h(
          'MEDIO_PAGO_NO_CUADRA',
          `Los medios de pago suman ${suma.toFixed(5)} y el total del comprobante es ${txt(r.totalComprobante)}.`,
        ),
      );
  }
}

/** Everything the simulator finds wrong with a received document (empty: accepted). */
export async function revisarDocumento(xml: string, ctx: ContextoRevision): Promise<Revision> {
  let leido: DocumentoLeido;
  try {
    leido = parseDocumento(xml);
  } catch (e) {
    if (e instanceof DocumentoInvalidoError) {
      // unreadable values: the schema says which, in more detail
      const xsd = ctx.sinXsd ? null : await validarXsd(xml).catch(() => null);
      const hall = xsd?.errores.length
        ? xsd.errores.map((x) => h('ESQUEMA_INVALIDO', xsdEnEspanol(x), x.linea ?? 0))
        : e.errores.map((x) => h('ESQUEMA_INVALIDO', x));
      return { leido: null, hallazgos: hall };
    }
    if (e instanceof XmlMalformadoError)
      return { leido: null, hallazgos: [h('XML_MALFORMADO', e.message, e.fila, e.columna)] };
    return {
      leido: null,
      hallazgos: [h('XML_MALFORMADO', e instanceof Error ? e.message : String(e))],
    };
  }
  const out: Hallazgo[] = [];
  if (leido.version !== '4.4')
    out.push(
      h(
        'ESQUEMA_INVALIDO',
        `Hacienda solo recibe comprobantes v4.4 (revisión de abril de 2026); este es v${leido.version}.`,
      ),
    );
  else if (!ctx.sinXsd) {
    const xsd = await validarXsd(xml);
    for (const e of xsd.errores) out.push(h('ESQUEMA_INVALIDO', xsdEnEspanol(e), e.linea ?? 0));
  }
  revisarFirma(xml, leido, ctx, out);
  if (leido.clase !== 'mensajeHacienda') revisarClave(leido, out);
  revisarEnvio(leido, ctx, out);
  revisarFechas(leido, ctx, out);
  if (leido.clase === 'comprobante') {
    revisarIdentificaciones(leido.documento, out);
    revisarTotales(leido.documento, ctx, out);
    if (leido.documento.tipo === '10') revisarRecibo(leido.documento, ctx.tolerancia, out, ctx.referido);
  }
  return { leido, hallazgos: out };
}

/** The findings as DetalleMensaje lines. */
export const lineasDetalle = (hallazgos: readonly Hallazgo[]): LineaDetalleMensaje[] =>
  hallazgos.map((x) => ({
    codigo: MOTIVOS_RECHAZO[x.motivo].numero,
    mensaje: x.mensaje,
    fila: x.fila,
    columna: x.columna,
  }));

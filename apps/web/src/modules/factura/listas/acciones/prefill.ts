// Opens «Facturar una venta» with a document already in the draft (the entry screen's jotai
// atoms, factura/borrador): a proforma to invoice (input.proforma: the server references it
// and marks it FACTURADA, spec 1 §4) or a rejected document to correct and send again (reference
// TipoDocIR 10 «rechazado por Hacienda», código 16 «sustituye comprobante rechazado»).
import { diaCostaRica, esCondicionCredito, textoEditable, textoTipoCambio } from '@jit/domain';
import { notify } from '../../../../app/notify';
import { sessionAtom } from '../../../../app/session/atoms';
import { appStore, navigateTo, queryClient } from '../../../../app/store';
import { lineIdsAtom, lineasContadasAtom, savedAtom } from '../../borrador/atoms';
import { borrador } from '../../borrador/borrador';
import { defaultsDe } from '../../borrador/defaults';
import { parametrosQuery } from '../../../emisor/queries';
import { buscarReceptores, receptorBorrador } from '../../facturar/queries';
import type { EncabezadoBorrador, LineaBorrador, ReceptorBorrador } from '../../borrador/types';
import type { Clasificacion } from '@jit/domain';
import type { Detalle } from '../detalle-query';
import { ACCIONES_MESSAGES as M } from './messages';

type Motivo = { kind: 'proforma' } | { kind: 'corregir' };

/** The saved receptor (with its exonerations) when it exists, else the document's copy. */
async function receptorDe(doc: Detalle): Promise<ReceptorBorrador | null> {
  const r = doc.receptor;
  if (!r) return null;
  const numero = r.identificacion?.numero ?? r.identificacionExtranjero;
  if (numero) {
    try {
      const found = (await buscarReceptores(numero)).find((x) => (x.identificacion?.numero ?? x.identificacionExtranjero) === numero);
      if (found) return receptorBorrador(found);
    } catch {
      // The copy on the document is enough to issue.
    }
  }
  return {
    ...(r.id ? { id: r.id } : {}),
    nombre: r.nombre,
    identificacion: r.identificacion ? { tipo: r.identificacion.tipo, numero: r.identificacion.numero } : null,
    identificacionExtranjero: r.identificacionExtranjero ?? null,
    correoElectronico: r.correoElectronico ?? null,
    telefono: r.telefono ? { codigoPais: r.telefono.codigoPais, numTelefono: r.telefono.numTelefono } : null,
    exoneracion: [],
  };
}

/** The draft's lines from the document's (prices without VAT, the line discount as an amount). */
export function lineasDe(doc: Detalle, receptor: ReceptorBorrador | null): Omit<LineaBorrador, 'id'>[] {
  return doc.detalleServicio.lineaDetalle.map((l) => {
    const iva = l.impuesto.find((t) => t.codigo === '01');
    const exo = iva?.exoneracion?.numeroDocumento;
    return {
      codigoCABYS: l.codigoCABYS ?? '',
      codigo: '',
      detalle: l.detalle,
      // Stored amounts as a clerk types them back (a wire "12.345" would read as 12 345).
      cantidad: textoEditable(l.cantidad),
      unidadMedida: l.unidadMedida ?? 'Unid',
      precio: textoEditable(l.precioUnitario),
      descuento: l.montoDescuento && l.montoDescuento !== '0' ? textoEditable(l.montoDescuento) : '',
      // No IVA on the line: exempt (código de tarifa 10).
      codigoTarifaIVA: iva?.codigoTarifaIVA ?? '10',
      exoneracion: (exo && receptor?.exoneracion.find((e) => e.numeroDocumento === exo)?.id) || '',
      clasificacion: (l.clasificacion ?? 'producto') as Clasificacion,
    };
  });
}

/** Puts the document in the entry screen's draft and goes there. False when the clerk kept the current draft. */
export async function abrirEnFacturar(doc: Detalle, motivo: Motivo): Promise<boolean> {
  const scope = appStore.get(sessionAtom)?.user.id;
  if (!scope) return false;
  const documento = motivo.kind === 'proforma' ? '01' : doc.documento.id;
  const [p, receptor] = await Promise.all([queryClient.fetchQuery(parametrosQuery()), receptorDe(doc)]);
  borrador.cargar(scope, defaultsDe(p, documento));
  if (appStore.get(savedAtom) === false && appStore.get(lineasContadasAtom) > 0 && !window.confirm(M.reemplazarBorrador)) return false;
  borrador.limpiar();
  const moneda = doc.resumenFactura.codigoTipoMoneda;
  const medios = doc.resumenFactura.medioPago;
  const header: Partial<EncabezadoBorrador> = {
    documento,
    receptor,
    codigoMoneda: moneda.codigoMoneda.value,
    tipoCambio: moneda.codigoMoneda.value === 'CRC' ? '1' : textoTipoCambio(moneda.tipoCambio),
    tipoCambioFuente: null,
    condicionVenta: doc.condicionVenta,
    plazoCredito: esCondicionCredito(doc.condicionVenta) && doc.plazoCredito ? String(doc.plazoCredito) : '',
    // The amounts follow the new total: the last method takes the rest.
    medioPago: medios.length > 0 ? medios.map((m, i) => ({ tipoMedioPago: m.tipoMedioPago, monto: i === medios.length - 1 ? '' : textoEditable(m.totalMedioPago) })) : undefined,
    otrosCargos: doc.otrosCargos.map((c) => ({ tipoDocumentoOC: c.tipoDocumentoOC, detalle: c.detalle, porcentaje: c.porcentajeOC ? textoEditable(c.porcentajeOC) : '', monto: c.porcentajeOC ? '' : textoEditable(c.montoCargo) })),
    referencias:
      motivo.kind === 'corregir'
        ? [
            {
              tipoDocIR: '10',
              numero: doc.clave ?? doc.consecutivo,
              fechaEmisionIR: diaCostaRica(Date.parse(doc.fechaEmision)),
              codigo: '16',
              razon: `Sustituye el comprobante ${doc.consecutivo} rechazado por Hacienda`,
            },
          ]
        : [],
    ivaIncluido: false,
    observaciones: doc.otros?.otroTexto[0]?.texto ?? '',
    ...(motivo.kind === 'proforma' ? { proforma: doc.id } : {}),
  };
  borrador.encabezado(Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined)));
  const lineas = lineasDe(doc, receptor);
  const [primera] = appStore.get(lineIdsAtom);
  lineas.forEach((l, i) => {
    const id = i === 0 && primera ? primera : borrador.agregar();
    borrador.actualizar(id, l);
  });
  notify({ type: 'info', message: motivo.kind === 'proforma' ? M.proformaCargada(doc.consecutivo) : M.corregirCargado(doc.consecutivo) });
  navigateTo('/facturacion/facturar');
  return true;
}


// The batch of received documents being answered (spec 1 §4): each file read in the browser and
// verified by the server as soon as it is dropped, its answer in the form, and the batch sent in
// one call (the documents the clerk forces in a second one); each keeps its own result, and a
// second send skips what was already processed.
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MensajeReceptorLoteDocument, VerificarXmlRecibidoDocument, type MensajeReceptorInput, type VerificarXmlRecibidoQuery } from '@jit/api';
import { MENSAJE_ALGUNO_NO_PROCESADO, parseNonNegative, toDecimalString } from '@jit/domain';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { refrescarTrasAccion } from '../listas/queries';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';
import { loteSchema, type LoteValues } from './schemas';
import { leerDocumentoRecibido, type DocumentoRecibido } from './xml-recibido';

/** One received document of the batch: its file, what was read and verified, and its result. */
export type Item = {
  archivo: string;
  xml: string;
  doc: DocumentoRecibido;
  resultado?: { ok: boolean; mensaje: string; consecutivo?: string | null };
  firma?: 'valida' | 'invalida';
  /** What the server found when the file was dropped (signature, addressee, earlier answer). */
  verificacion?: VerificarXmlRecibidoQuery['Factura']['verificarXmlRecibido'];
  forzar?: boolean;
};

/** A refusal that is about the signature (the clerk may then force the document). */
const esFirma = (m: string | null | undefined) => /firma/i.test(m ?? '');

/** One document's answer as the server takes it (no VAT condition nor amount when rejected). */
export function respuestaInput(xml: string, d: LoteValues['docs'][number]): MensajeReceptorInput {
  const monto = d.montoTotalImpuestoAcreditar.trim() ? parseNonNegative(d.montoTotalImpuestoAcreditar) : null;
  return {
    xml,
    mensaje: d.mensaje,
    ...(d.detalleMensaje.trim() ? { detalleMensaje: d.detalleMensaje.trim() } : {}),
    ...(d.mensaje !== '3' ? { condicionImpuesto: d.condicionImpuesto } : {}),
    ...(d.mensaje !== '3' && monto?.ok ? { montoTotalImpuestoAcreditar: toDecimalString(monto.value) } : {}),
  };
}

/** What a screen built on the batch adds: more of each document's input, and whether its goods enter stock (purchases). */
export type LoteOpciones = {
  extra?: (it: Item) => Partial<MensajeReceptorInput>;
  inventario?: boolean;
  /** Told of each document read, to prepare what the screen adds (the purchase mapping). */
  alAgregar?: (it: Item) => void;
};

export function useLote(opciones: LoteOpciones = {}) {
  const client = useQueryClient();
  const [items, setItems] = useState<Item[]>([]);
  const [loteMensaje, setLoteMensaje] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const form = useForm<LoteValues>({ resolver: zodResolver(loteSchema), defaultValues: { docs: [] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'docs' });

  const agregar = async (files: FileList | File[]) => {
    const textos: { name: string; xml: string }[] = [];
    for (const f of Array.from(files)) {
      if (!/\.xml$/i.test(f.name) && f.type !== 'text/xml' && f.type !== 'application/xml') {
        notify({ type: 'warning', message: M.mrNoXml(f.name) });
        continue;
      }
      textos.push({ name: f.name, xml: await f.text() });
    }
    await agregarXml(textos);
  };

  /** Documents already read as text (a dropped file, or a supplier mail's XML). */
  const agregarXml = async (textos: { name: string; xml: string }[]) => {
    const nuevos: Item[] = [];
    for (const f of textos) {
      const xml = f.xml;
      const r = leerDocumentoRecibido(xml);
      if (!r.ok) {
        notify({ type: 'warning', message: r.error === 'ilegible' ? M.mrIlegible(f.name, r.detalle) : M.mrNoComprobante(f.name, r.detalle) });
        continue;
      }
      if ([...items, ...nuevos].some((i) => i.doc.clave === r.doc.clave)) {
        notify({ type: 'info', message: M.mrRepetido(f.name) });
        continue;
      }
      nuevos.push({ archivo: f.name, xml, doc: r.doc });
    }
    if (nuevos.length === 0) return;
    nuevos.forEach((n) => opciones.alAgregar?.(n));
    setItems((prev) => [...prev, ...nuevos]);
    append(nuevos.map((n) => ({ mensaje: '1' as const, condicionImpuesto: '01', detalleMensaje: '', montoTotalImpuestoAcreditar: n.doc.totalImpuesto })));
    setLoteMensaje(null);
    // The browser only sees that a signature is there: the server verifies it now, before the clerk decides.
    await Promise.all(nuevos.map((n) => verificar(n.doc.clave, n.xml)));
  };

  const verificar = async (clave: string, xml: string) => {
    try {
      const v = (await api.request(VerificarXmlRecibidoDocument, { xml })).Factura.verificarXmlRecibido;
      setItems((prev) => prev.map((x) => (x.doc.clave === clave && !x.resultado ? { ...x, verificacion: v, firma: v.firmaValida ? 'valida' : 'invalida' } : x)));
    } catch {
      // The API client showed why; the signature is checked again when the batch is sent.
    }
  };

  const quitar = (i: number) => {
    setItems((prev) => prev.filter((_, j) => j !== i));
    remove(i);
  };

  const enviar = form.handleSubmit(async (v) => {
    const pendientes = items.map((it, i) => ({ it, i })).filter(({ it }) => !it.resultado?.ok);
    if (pendientes.length === 0) return;
    const input = (i: number): MensajeReceptorInput => {
      const base = respuestaInput(items[i]!.xml, v.docs[i]!);
      // A rejected document is no purchase: nothing of the mapping goes with it.
      return base.mensaje === '3' ? base : { ...base, ...opciones.extra?.(items[i]!) };
    };
    // Documents the clerk forces (signature not valid) go in their own call with force.
    const grupos = [pendientes.filter(({ it }) => !it.forzar), pendientes.filter(({ it }) => it.forzar)].filter((g) => g.length > 0);
    setEnviando(true);
    let algunoFallo = false;
    let mensaje: string | null = null;
    try {
      const next = [...items];
      for (const g of grupos) {
        const force = Boolean(g[0]!.it.forzar);
        const r = (await api.request(MensajeReceptorLoteDocument, { input: g.map(({ i }) => input(i)), force, ...(opciones.inventario ? { inventario: true } : {}) })).Factura.createMensajeReceptor;
        if (r.message) mensaje = r.message;
        g.forEach(({ it, i }, k) => {
          const res = r.resultados.find((x) => x.claveFE === it.doc.clave) ?? r.resultados[k];
          const ok = res?.returnState === 'ok';
          if (!ok) algunoFallo = true;
          next[i] = {
            ...it,
            resultado: { ok, mensaje: ok ? M.mrOk(res?.consecutivo ?? '') : (res?.message ?? M.mrError), consecutivo: res?.consecutivo ?? null },
            firma: ok ? (force ? it.firma : 'valida') : esFirma(res?.message) ? 'invalida' : it.firma,
          };
        });
      }
      setItems(next);
      setLoteMensaje(algunoFallo ? (mensaje ?? MENSAJE_ALGUNO_NO_PROCESADO) : null);
      if (algunoFallo) notify({ type: 'danger', message: mensaje ?? MENSAJE_ALGUNO_NO_PROCESADO });
      else notify({ type: 'success', message: M.mrTodosOk });
      refrescarTrasAccion(client);
    } catch {
      // The API client showed the refusal.
    } finally {
      setEnviando(false);
    }
  });

  // «Forzar»: the server processes the document although its signature or addressee is wrong (noted in the bitácora).
  const forzar = (i: number, valor: boolean) => setItems((prev) => prev.map((x, j) => (j === i ? { ...x, forzar: valor } : x)));

  return { form, fields, items, loteMensaje, enviando, agregar, agregarXml, quitar, forzar, enviar };
}

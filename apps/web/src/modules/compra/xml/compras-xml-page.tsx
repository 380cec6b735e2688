// /compras/comprasXml «Compras por XML» (ruling E-1): the received documents waiting to become
// purchases (from the supplier mailbox or dropped as files), each with its mapping grid (item or
// cost per line, remembered per supplier code), the freight spread by value or quantity and the
// unit cost that reaches the kardex; accepting sends the batch with the stock entry. A refused
// mapping keeps everything typed and shows the reason beside its line. The «Compras» tab lists
// the purchases with their pending balance.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert, Stack, Tabs } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { AutoEmailXmlDocument, CompraMapeoDocument } from '@jit/api';
import { api } from '../../../app/api';
import { DocumentoRecibidoCard } from '../../factura/mensaje-receptor/documento-recibido-card';
import { EnviarLote } from '../../factura/mensaje-receptor/enviar-lote';
import type { LoteValues } from '../../factura/mensaje-receptor/schemas';
import { useLote, type Item } from '../../factura/mensaje-receptor/use-lote';
import { XmlDropzone } from '../../factura/mensaje-receptor/xml-dropzone';
import { ListaDocumentos } from '../../factura/listas/lista-page';
import type { ListaConfig } from '../../factura/listas/listas';
import { asignacionInput, asignacionVacia, aterrizados, conRecordados, lineaDelError, problemas, type AsignacionDoc } from './asignacion';
import { CorreosPendientes, CORREOS_PENDIENTES_KEY } from './correos-pendientes';
import { leerLineas } from './lineas-recibidas';
import { MapeoTabla, type OpcionesDestino } from './mapeo-tabla';
import { XML_MESSAGES as M } from './messages';
import { EncabezadoPagina } from '../encabezado';
import { useDestinos } from './use-destinos';

const COMPRAS: ListaConfig = {
  path: '/compras/comprasXml',
  titulo: M.comprasTitulo,
  tipos: [
    { value: '05', label: 'Aceptadas' },
    { value: '06', label: 'Aceptadas parcialmente' },
    { value: '08', label: 'Facturas de compra' },
  ],
  tipoLista: 'compras',
  acciones: ['anularCompra'],
  cola: false,
};

/** One document's mapping, with the preview at the VAT condition the clerk chose. */
function Mapeo(p: { form: UseFormReturn<LoteValues>; i: number; it: Item; a: AsignacionDoc; onChange: (a: AsignacionDoc) => void; opciones: OpcionesDestino; mostrar: boolean }) {
  const condicion = useWatch({ control: p.form.control, name: `docs.${p.i}.condicionImpuesto` });
  const mensaje = useWatch({ control: p.form.control, name: `docs.${p.i}.mensaje` });
  const lineas = useMemo(() => leerLineas(p.it.xml), [p.it.xml]);
  const costos = useMemo(() => aterrizados(lineas, p.a, condicion !== '04'), [lineas, p.a, condicion]);
  if (mensaje === '3') return null;
  const errores = { ...(p.mostrar ? problemas(p.a) : {}) };
  const n = p.it.resultado && !p.it.resultado.ok ? lineaDelError(p.it.resultado.mensaje) : 0;
  if (n) errores[n] = p.it.resultado!.mensaje;
  return <MapeoTabla lineas={lineas} a={p.a} onChange={p.onChange} opciones={p.opciones} costos={costos} errores={errores} deshabilitada={Boolean(p.it.resultado?.ok)} moneda={p.it.doc.codigoMoneda} />;
}

export function ComprasXmlPage() {
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const { opciones } = useDestinos();
  const [asignaciones, setAsignaciones] = useState<Record<string, AsignacionDoc>>({});
  const [mostrar, setMostrar] = useState(false);
  const [tab, setTab] = useState<string | null>('aceptar');

  // The supplier's remembered mapping fills the lines as soon as the document is read.
  const alAgregar = useCallback((it: Item) => {
    const lineas = leerLineas(it.xml);
    void api
      .request(CompraMapeoDocument, { identificacion: it.doc.emisor.numero })
      .then((r) => conRecordados(lineas, r.Compra.mapeo))
      .catch(() => asignacionVacia())
      .then((a) => setAsignaciones((prev) => (prev[it.doc.clave] ? prev : { ...prev, [it.doc.clave]: a })));
  }, []);
  const lote = useLote({ inventario: true, alAgregar, extra: (it) => asignacionInput(asignaciones[it.doc.clave] ?? asignacionVacia()) });
  const { agregarXml } = lote;

  const cargarCorreo = useCallback(
    async (id: string) => {
      const c = (await api.request(AutoEmailXmlDocument, { id })).AutoEmail.readById;
      if (c?.xml) await agregarXml([{ name: c.doc ?? id, xml: c.xml }]);
    },
    [agregarXml],
  );
  // «Procesar» on the mailbox's log opens here with ?correo=<id>.
  const pedido = params.get('correo');
  const yaPedido = useRef<string | null>(null);
  useEffect(() => {
    if (pedido && yaPedido.current !== pedido) {
      yaPedido.current = pedido;
      void cargarCorreo(pedido);
    }
  }, [pedido, cargarCorreo]);

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    const conProblemas = lote.items.some((it) => !it.resultado?.ok && Object.keys(problemas(asignaciones[it.doc.clave] ?? asignacionVacia())).length > 0);
    if (conProblemas) {
      e.preventDefault();
      setMostrar(true);
      return;
    }
    setMostrar(false);
    void lote.enviar(e).then(() => qc.invalidateQueries({ queryKey: CORREOS_PENDIENTES_KEY }));
  };

  const cargados = useMemo(() => new Set(lote.items.map((i) => i.doc.clave)), [lote.items]);
  return (
    <Stack gap="md">
      <EncabezadoPagina titulo={M.titulo} ayuda={M.ayuda} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="aceptar">{M.tabPorAceptar}</Tabs.Tab>
          <Tabs.Tab value="compras">{M.tabCompras}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="aceptar" pt="sm">
          <Stack gap="md">
            <CorreosPendientes onCargar={(id) => void cargarCorreo(id)} cargados={cargados} />
            <XmlDropzone onArchivos={(files) => void lote.agregar(files)} />
            {lote.loteMensaje ? (
              <Alert color="red" icon={<IconX size={16} />} data-testid="mr-lote-mensaje">
                {lote.loteMensaje}
              </Alert>
            ) : null}
            {mostrar ? (
              <Alert color="red" data-testid="compra-corregir">
                {M.corregir}
              </Alert>
            ) : null}
            <form onSubmit={enviar} noValidate>
              <Stack>
                {lote.fields.map((f, i) => {
                  const it = lote.items[i];
                  if (!it) return null;
                  const a = asignaciones[it.doc.clave] ?? asignacionVacia();
                  return (
                    <DocumentoRecibidoCard key={f.id} form={lote.form} i={i} it={it} enviando={lote.enviando} onQuitar={() => lote.quitar(i)} onForzar={(v) => lote.forzar(i, v)}>
                      <Mapeo form={lote.form} i={i} it={it} a={a} opciones={opciones} mostrar={mostrar} onChange={(n) => setAsignaciones((prev) => ({ ...prev, [it.doc.clave]: n }))} />
                    </DocumentoRecibidoCard>
                  );
                })}
                <EnviarLote items={lote.items} enviando={lote.enviando} />
              </Stack>
            </form>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="compras" pt="sm">
          <ListaDocumentos config={COMPRAS} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

// /facturacion/mensajeReceptor «Aceptar Comprobantes»: drop one or many received XML files, see
// each read (issuer, totals, taxes, signature), answer each (accept, accept partially, reject,
// with the VAT condition) and send them as one batch; the result shows per document. Documents
// already processed are skipped when the batch is sent again (spec 1 §4), and any failure shows
// 'Algún documento no fue procesado.' (spec 1 §8).
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconFileUpload, IconShieldCheck, IconShieldX, IconTrash, IconX } from '@tabler/icons-react';
import { MensajeReceptorLoteDocument, VerificarXmlRecibidoDocument, type MensajeReceptorInput, type VerificarXmlRecibidoQuery } from '@jit/api';
import { CONDICIONES_IMPUESTO, MENSAJES_RECEPTOR, TIPOS_DOCUMENTO, parseNonNegative, toDecimalString } from '@jit/domain';
import { api } from '../../../app/api';
import { formatCurrency, formatDateTime } from '../../../app/format';
import { notify } from '../../../app/notify';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';
import { refrescarTrasAccion } from '../listas/queries';
import { loteSchema, type LoteValues } from './schemas';
import { leerDocumentoRecibido, type DocumentoRecibido } from './xml-recibido';

type Item = {
  archivo: string;
  xml: string;
  doc: DocumentoRecibido;
  resultado?: { ok: boolean; mensaje: string; consecutivo?: string | null };
  firma?: 'valida' | 'invalida';
  /** What the server found when the file was dropped (signature, addressee, earlier answer). */
  verificacion?: VerificarXmlRecibidoQuery['Factura']['verificarXmlRecibido'];
  forzar?: boolean;
};

const nombreTipo = (t: string) => TIPOS_DOCUMENTO.find((x) => x.codigo === t)?.nombre ?? t;
const esFirma = (m: string | null | undefined) => /firma/i.test(m ?? '');

export function MensajeReceptorPage() {
  const client = useQueryClient();
  const [items, setItems] = useState<Item[]>([]);
  const [loteMensaje, setLoteMensaje] = useState<string | null>(null);
  const [arrastrando, setArrastrando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const form = useForm<LoteValues>({ resolver: zodResolver(loteSchema), defaultValues: { docs: [] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'docs' });

  const agregar = async (files: FileList | File[]) => {
    const nuevos: Item[] = [];
    for (const f of Array.from(files)) {
      if (!/\.xml$/i.test(f.name) && f.type !== 'text/xml' && f.type !== 'application/xml') {
        notify({ type: 'warning', message: M.mrNoXml(f.name) });
        continue;
      }
      const xml = await f.text();
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
      const d = v.docs[i]!;
      const monto = d.montoTotalImpuestoAcreditar.trim() ? parseNonNegative(d.montoTotalImpuestoAcreditar) : null;
      return {
        xml: items[i]!.xml,
        mensaje: d.mensaje,
        ...(d.detalleMensaje.trim() ? { detalleMensaje: d.detalleMensaje.trim() } : {}),
        ...(d.mensaje !== '3' ? { condicionImpuesto: d.condicionImpuesto } : {}),
        ...(d.mensaje !== '3' && monto?.ok ? { montoTotalImpuestoAcreditar: toDecimalString(monto.value) } : {}),
      };
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
        const r = (await api.request(MensajeReceptorLoteDocument, { input: g.map(({ i }) => input(i)), force })).Factura.createMensajeReceptor;
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
      setLoteMensaje(algunoFallo ? (mensaje ?? M.mrAlgunoNoProcesado) : null);
      if (algunoFallo) notify({ type: 'danger', message: mensaje ?? M.mrAlgunoNoProcesado });
      else notify({ type: 'success', message: M.mrTodosOk });
      refrescarTrasAccion(client);
    } catch {
      // The API client showed the refusal.
    } finally {
      setEnviando(false);
    }
  });

  // «Forzar»: the server processes the document although its signature or addressee is wrong (noted in the bitácora).
  const forzar = (i: number, it: Item) => (
    <Checkbox
      mt="xs"
      label={M.mrForzar}
      checked={Boolean(it.forzar)}
      onChange={(e) => {
        const valor = e.currentTarget.checked;
        setItems((prev) => prev.map((x, j) => (j === i ? { ...x, forzar: valor } : x)));
      }}
    />
  );

  const pendientes = items.filter((i) => !i.resultado?.ok).length;
  const huboResultados = items.some((i) => i.resultado);
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{M.mrTitulo}</Title>
        <Text size="sm" c="dimmed">
          {M.mrAyuda}
        </Text>
      </div>
      <Paper
        withBorder
        p="xl"
        radius="md"
        data-testid="mr-dropzone"
        style={{ borderStyle: 'dashed', borderWidth: 2, background: arrastrando ? 'var(--mantine-color-blue-light)' : undefined, textAlign: 'center' }}
        onDragOver={(e) => {
          e.preventDefault();
          setArrastrando(true);
        }}
        onDragLeave={() => setArrastrando(false)}
        onDrop={(e) => {
          e.preventDefault();
          setArrastrando(false);
          void agregar(e.dataTransfer.files);
        }}
      >
        <Stack align="center" gap="xs">
          <IconFileUpload size={36} />
          <Text>{M.mrSoltar}</Text>
          <Button variant="light" onClick={() => fileRef.current?.click()}>
            {M.mrElegir}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".xml,text/xml,application/xml"
            multiple
            hidden
            aria-label={M.mrElegir}
            data-testid="mr-archivos"
            onChange={(e) => {
              if (e.currentTarget.files) void agregar(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </Stack>
      </Paper>
      {loteMensaje ? (
        <Alert color="red" icon={<IconX size={16} />} data-testid="mr-lote-mensaje">
          {loteMensaje}
        </Alert>
      ) : null}
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <Stack>
          {fields.map((f, i) => {
            const it = items[i];
            if (!it) return null;
            const d = it.doc;
            const mensaje = form.watch(`docs.${i}.mensaje`);
            const err = form.formState.errors.docs?.[i];
            return (
              <Card key={f.id} withBorder data-testid="mr-documento">
                <Group justify="space-between" align="flex-start">
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>
                        {nombreTipo(d.tipo)} {d.consecutivo}
                      </Text>
                      {it.resultado ? (
                        <Badge color={it.resultado.ok ? 'green' : 'red'} leftSection={it.resultado.ok ? <IconCheck size={12} /> : <IconX size={12} />} data-testid="mr-resultado">
                          {it.resultado.ok ? M.mrOk(it.resultado.consecutivo ?? '') : M.mrError}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {it.archivo} · {formatDateTime(d.fechaEmision)}
                    </Text>
                  </div>
                  <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => quitar(i)} disabled={enviando}>
                    {M.mrQuitar}
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 4 }} mt="sm">
                  <div>
                    <Text size="xs" c="dimmed">
                      {M.mrEmisor}
                    </Text>
                    <Text size="sm" data-testid="mr-emisor">
                      {d.emisor.nombre}
                    </Text>
                    <Text size="xs">{d.emisor.numero}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {M.mrReceptor}
                    </Text>
                    <Text size="sm">{d.receptor?.nombre ?? '—'}</Text>
                    <Text size="xs">{d.receptor?.numero ?? ''}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {M.mrTotal}
                    </Text>
                    <Text size="sm" fw={600} data-testid="mr-total">
                      {formatCurrency(d.totalComprobante, d.codigoMoneda)}
                    </Text>
                    <Text size="xs">
                      {M.mrImpuestos}: {formatCurrency(d.totalImpuesto, d.codigoMoneda)}
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {M.mrFirma}
                    </Text>
                    <Group gap={4} data-testid="mr-firma">
                      {it.firma === 'valida' ? <IconShieldCheck size={16} color="green" /> : it.firma === 'invalida' || !d.firmado ? <IconShieldX size={16} color="red" /> : null}
                      <Text size="sm">
                        {it.firma === 'valida' ? M.mrFirmaValida : it.firma === 'invalida' ? M.mrFirmaInvalida : d.firmado ? M.mrFirmaPresente : M.mrFirmaAusente}
                      </Text>
                    </Group>
                  </div>
                </SimpleGrid>
                {!it.resultado && it.verificacion && (!it.verificacion.firmaValida || !it.verificacion.paraEsteEmisor || it.verificacion.respondidoCon) ? (
                  <Alert color="yellow" mt="sm" data-testid="mr-avisos">
                    <Stack gap={4}>
                      {!it.verificacion.firmaValida ? <Text size="sm">{M.mrFirmaErrores(it.verificacion.errores)}</Text> : null}
                      {!it.verificacion.paraEsteEmisor ? <Text size="sm">{M.mrNoDirigido}</Text> : null}
                      {it.verificacion.respondidoCon ? <Text size="sm">{M.mrYaRespondido(it.verificacion.respondidoCon)}</Text> : null}
                      {!it.verificacion.firmaValida || !it.verificacion.paraEsteEmisor ? forzar(i, it) : null}
                    </Stack>
                  </Alert>
                ) : null}
                {d.impuestos.length > 0 ? (
                  <Table fz="xs" mt="xs" withTableBorder>
                    <Table.Tbody>
                      {d.impuestos.map((t, k) => (
                        <Table.Tr key={k}>
                          <Table.Td>
                            {t.codigo === '01' ? 'IVA' : `Impuesto ${t.codigo}`} {t.codigoTarifaIVA ? `(tarifa ${t.codigoTarifaIVA})` : ''}
                          </Table.Td>
                          <Table.Td ta="right">{formatCurrency(t.monto, d.codigoMoneda)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                ) : null}
                {!it.resultado?.ok ? (
                  <Group mt="sm" align="flex-start" grow wrap="wrap">
                    <Controller
                      control={form.control}
                      name={`docs.${i}.mensaje`}
                      render={({ field }) => (
                        <Select
                          label={M.mrMensaje}
                          data={MENSAJES_RECEPTOR.map((m) => ({ value: m.mensaje, label: m.descripcion }))}
                          allowDeselect={false}
                          {...field}
                          onChange={(val) => field.onChange(val ?? '1')}
                        />
                      )}
                    />
                    {mensaje !== '3' ? (
                      <Controller
                        control={form.control}
                        name={`docs.${i}.condicionImpuesto`}
                        render={({ field }) => (
                          <Select label={M.mrCondicion} data={CONDICIONES_IMPUESTO.map((c) => ({ value: c.codigo, label: `${c.codigo} · ${c.descripcion}` }))} allowDeselect={false} {...field} />
                        )}
                      />
                    ) : null}
                    {mensaje !== '3' ? (
                      <TextInput label={M.mrAcreditar} inputMode="decimal" {...form.register(`docs.${i}.montoTotalImpuestoAcreditar`)} error={err?.montoTotalImpuestoAcreditar?.message} />
                    ) : null}
                    <TextInput label={M.mrDetalle} description={M.mrDetalleAyuda} {...form.register(`docs.${i}.detalleMensaje`)} error={err?.detalleMensaje?.message} />
                  </Group>
                ) : null}
                {it.resultado && !it.resultado.ok ? (
                  <Alert color="red" mt="sm" data-testid="mr-error">
                    {it.resultado.mensaje}
                    {it.firma === 'invalida' ? forzar(i, it) : null}
                  </Alert>
                ) : null}
              </Card>
            );
          })}
          {items.length > 0 ? (
            <Group justify="flex-end">
              <Button type="submit" loading={enviando} disabled={pendientes === 0}>
                {huboResultados && pendientes > 0 ? M.mrReenviar : M.mrEnviar(pendientes)}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}

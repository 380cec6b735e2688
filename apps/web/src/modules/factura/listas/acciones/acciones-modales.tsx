// The actions taken from a row: credit note (whole or some lines, type by the domain), debit
// note, cancellations (total credit note, purchase 9938, bulk) and e-mail. Each form shows its
// Spanish message next to the field; the server's refusal lands on its field too.
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Loader, SegmentedControl, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import {
  DocumentoAnulaCompraDocument,
  DocumentoNotaCreditoBulkDocument,
  DocumentoNotaCreditoDocument,
  DocumentoNotaDebitoDocument,
  DocumentoReenviarCorreoDocument,
  type FacturaInput,
  type LineaDetalleInput,
} from '@jit/api';
import { CODIGOS_REFERENCIA, CODIGOS_TARIFA_IVA, D, parseNonNegative, tipoDocReferenciaDe, toDecimalString, diaCostaRica } from '@jit/domain';
import { AppModal } from '@jit/ui';
import { api } from '../../../../app/api';
import { formatCurrency } from '../../../../app/format';
import { notify } from '../../../../app/notify';
import { applyServerError } from '../../../../app/server-errors';
import { useDetalle, type Detalle } from '../detalle-query';
import { ACCIONES_MESSAGES as M } from './messages';
import { refrescarTrasAccion, type Fila } from '../queries';
import { etiquetaNotaCredito, type Accion } from './reglas';
import {
  correoSchema,
  correosDe,
  notaCreditoSchema,
  notaDebitoSchema,
  razonSchema,
  type CorreoValues,
  type NotaCreditoValues,
  type NotaDebitoValues,
  type RazonValues,
} from './schemas';

export type AccionAbierta = { accion: Accion; fila: Fila } | null;

let idem = 0;
const llave = (prefijo: string, id: string) => `${prefijo}:${id}:${Date.now().toString(36)}${(idem += 1).toString(36)}`;

const OPCIONES_CODIGO = CODIGOS_REFERENCIA.filter((c) => c.codigo !== '17').map((c) => ({ value: c.codigo, label: `${c.codigo} · ${c.descripcion}` }));

function NotaCreditoForm({ fila, detalle, onDone }: { fila: Fila; detalle: Detalle; onDone: () => void }) {
  const client = useQueryClient();
  const yaTiene = fila.notaCredito.length > 0;
  const lineas = detalle.detalleServicio.lineaDetalle;
  const form = useForm<NotaCreditoValues>({
    resolver: zodResolver(notaCreditoSchema),
    defaultValues: {
      alcance: yaTiene ? 'parcial' : 'total',
      codigo: '01',
      razon: '',
      lineas: lineas.map((l) => ({ numeroLinea: l.numeroLinea, marcada: false, cantidad: l.cantidad, maximo: l.cantidad })),
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lineas' });
  const alcance = form.watch('alcance');
  const enviar = form.handleSubmit(async (v) => {
    const porLinea = new Map(lineas.map((l) => [l.numeroLinea, l]));
    const detalleServicio =
      v.alcance === 'parcial'
        ? {
            lineaDetalle: v.lineas
              .filter((l) => l.marcada)
              .map((l): LineaDetalleInput => {
                const o = porLinea.get(l.numeroLinea)!;
                const cant = parseNonNegative(l.cantidad);
                const cantidad = cant.ok ? cant.value : new D(o.cantidad);
                const factor = cantidad.div(o.cantidad);
                const desc = new D(o.montoDescuento);
                return {
                  detalle: o.detalle,
                  cantidad: toDecimalString(cantidad),
                  precioUnitario: o.precioUnitario,
                  codigoCABYS: o.codigoCABYS ?? null,
                  unidadMedida: o.unidadMedida ?? null,
                  clasificacion: o.clasificacion ?? null,
                  impuesto: o.impuesto.map((t) => ({ codigo: t.codigo, codigoTarifaIVA: t.codigoTarifaIVA ?? null, tarifa: t.tarifa ?? null })),
                  ...(desc.gt(0) ? { descuento: [{ montoDescuento: toDecimalString(desc.times(factor).toDecimalPlaces(5)) }] } : {}),
                };
              }),
          }
        : null;
    try {
      const r = (
        await api.request(DocumentoNotaCreditoDocument, {
          factura: fila.id,
          input: { razon: v.razon.trim(), codigo: v.codigo, ...(detalleServicio ? { detalleServicio } : {}) },
          idempotencyKey: llave('nc', fila.id),
        })
      ).Factura.createNotaCredito;
      notify({ type: 'success', message: M.ncEmitida(r.consecutivo) });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, { 'input.razon': 'razon', razon: 'razon', 'input.codigo': 'codigo', factura: 'razon', 'input.detalleServicio': 'lineas' });
    }
  });
  const exonerada = (n: number) => lineas.find((l) => l.numeroLinea === n)?.impuesto.some((t) => t.exoneracion);
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        {yaTiene ? <Alert color="yellow">{M.ncYaTiene}</Alert> : null}
        <Controller
          control={form.control}
          name="alcance"
          render={({ field }) => (
            <SegmentedControl
              aria-label={M.ncAlcance}
              data={[
                { value: 'total', label: M.ncTotal, disabled: yaTiene },
                { value: 'parcial', label: M.ncParcial },
              ]}
              {...field}
            />
          )}
        />
        {alcance === 'parcial' ? (
          <Table withTableBorder striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>#</Table.Th>
                <Table.Th>{M.ndDetalle}</Table.Th>
                <Table.Th>{M.ncCantidad}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f, i) => (
                <Table.Tr key={f.id}>
                  <Table.Td>
                    <Checkbox aria-label={`Acreditar la línea ${f.numeroLinea}`} disabled={exonerada(f.numeroLinea)} {...form.register(`lineas.${i}.marcada`)} />
                  </Table.Td>
                  <Table.Td>{f.numeroLinea}</Table.Td>
                  <Table.Td>{lineas[i]?.detalle}</Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`${M.ncCantidad} ${f.numeroLinea}`}
                      {...form.register(`lineas.${i}.cantidad`)}
                      error={form.formState.errors.lineas?.[i]?.cantidad?.message}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {form.formState.errors.lineas?.message ? (
          <Text c="red" size="sm" role="alert">
            {form.formState.errors.lineas.message}
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="codigo"
          render={({ field, fieldState }) => <Select label={M.ncCodigo} data={OPCIONES_CODIGO} allowDeselect={false} {...field} error={fieldState.error?.message} />}
        />
        <Textarea label={M.ncRazon} description={M.ncRazonAyuda} autosize minRows={2} {...form.register('razon')} error={form.formState.errors.razon?.message} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {M.ncEmitir}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NotaDebitoForm({ fila, onDone }: { fila: Fila; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<NotaDebitoValues>({
    resolver: zodResolver(notaDebitoSchema),
    defaultValues: { codigo: '10', razon: '', detalle: '', monto: '', codigoTarifaIVA: '08' },
  });
  const enviar = form.handleSubmit(async (v) => {
    const monto = parseNonNegative(v.monto);
    const r = fila.receptor;
    const input: FacturaInput = {
      documento: '02',
      condicionVenta: fila.condicionVenta,
      ...(fila.condicionVenta === '02' && fila.plazoCredito ? { plazoCredito: fila.plazoCredito } : {}),
      codigoMoneda: fila.resumenFactura.codigoTipoMoneda.codigoMoneda.value,
      ...(fila.resumenFactura.codigoTipoMoneda.codigoMoneda.value !== 'CRC' ? { tipoCambio: fila.resumenFactura.codigoTipoMoneda.tipoCambio } : {}),
      ...(r
        ? {
            receptor: {
              ...(r.id ? { id: r.id } : {}),
              nombre: r.nombre,
              ...(r.identificacion ? { identificacion: { tipo: r.identificacion.tipo, numero: r.identificacion.numero } } : {}),
              ...(r.identificacionExtranjero ? { identificacionExtranjero: r.identificacionExtranjero } : {}),
              ...(r.correoElectronico ? { correoElectronico: r.correoElectronico } : {}),
            },
          }
        : {}),
      detalleServicio: {
        lineaDetalle: [
          {
            detalle: v.detalle.trim(),
            cantidad: '1',
            precioUnitario: monto.ok ? toDecimalString(monto.value) : v.monto,
            unidadMedida: 'Sp',
            clasificacion: 'servicio',
            impuesto: v.codigoTarifaIVA === '10' ? [] : [{ codigo: '01', codigoTarifaIVA: v.codigoTarifaIVA }],
          },
        ],
      },
      informacionReferencia: [
        {
          tipoDocIR: tipoDocReferenciaDe(fila.documento.id) ?? '01',
          numero: fila.clave ?? fila.consecutivo,
          fechaEmisionIR: fila.fechaEmision,
          codigo: v.codigo,
          razon: v.razon.trim(),
        },
      ],
    };
    try {
      const res = (await api.request(DocumentoNotaDebitoDocument, { input, idempotencyKey: llave('nd', fila.id) })).Factura.create;
      notify({ type: 'success', message: M.ndEmitida(res.consecutivo) });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, {
        'input.informacionReferencia': 'razon',
        'input.detalleServicio.lineaDetalle.0.detalle': 'detalle',
        'input.detalleServicio.lineaDetalle.0.precioUnitario': 'monto',
        'input.detalleServicio': 'detalle',
      });
    }
  });
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        <TextInput label={M.ndDetalle} {...form.register('detalle')} error={form.formState.errors.detalle?.message} data-autofocus />
        <Group grow>
          <TextInput label={M.ndMonto} inputMode="decimal" {...form.register('monto')} error={form.formState.errors.monto?.message} />
          <Controller
            control={form.control}
            name="codigoTarifaIVA"
            render={({ field }) => (
              <Select label={M.ndTarifa} allowDeselect={false} data={CODIGOS_TARIFA_IVA.map((t) => ({ value: t.codigo, label: `${t.tarifa.replace('.', ',')} % · ${t.descripcion}` }))} {...field} />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="codigo"
          render={({ field }) => <Select label={M.ncCodigo} data={OPCIONES_CODIGO} allowDeselect={false} {...field} />}
        />
        <Textarea label={M.ncRazon} description={M.ncRazonAyuda} autosize minRows={2} {...form.register('razon')} error={form.formState.errors.razon?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {M.ndEmitir}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AnularForm({ fila, accion, onDone }: { fila: Fila; accion: 'anular' | 'anularCompra' | 'anularBulk'; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<RazonValues>({ resolver: zodResolver(razonSchema), defaultValues: { razon: '' } });
  const enviar = form.handleSubmit(async ({ razon }) => {
    try {
      const r =
        accion === 'anular'
          ? (await api.request(DocumentoNotaCreditoDocument, { factura: fila.id, input: { razon: razon.trim(), codigo: '01' }, idempotencyKey: llave('an', fila.id) }))
              .Factura.createNotaCredito
          : accion === 'anularCompra'
            ? (await api.request(DocumentoAnulaCompraDocument, { factura: fila.id, input: { razon: razon.trim() }, idempotencyKey: llave('ac', fila.id) })).Factura
                .createAnulaCompra
            : (await api.request(DocumentoNotaCreditoBulkDocument, { id: fila.id, razon: razon.trim() })).Factura.createNotaCreditoBulk;
      notify({ type: 'success', message: M.anulado(r.consecutivo) });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, { 'input.razon': 'razon', razon: 'razon', factura: 'razon', _id: 'razon' });
    }
  });
  const ayuda = accion === 'anular' ? M.anularAyuda : accion === 'anularCompra' ? M.anularCompraAyuda : M.anularBulkAyuda;
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        <Text size="sm">{ayuda}</Text>
        <Textarea label={M.ncRazon} description={M.ncRazonAyuda} autosize minRows={2} {...form.register('razon')} error={form.formState.errors.razon?.message} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" color="red" loading={form.formState.isSubmitting}>
            {M.confirmar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CorreoForm({ fila, onDone }: { fila: Fila; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<CorreoValues>({ resolver: zodResolver(correoSchema), defaultValues: { correos: fila.receptor?.correoElectronico ?? '' } });
  const enviar = form.handleSubmit(async ({ correos }) => {
    try {
      await api.request(DocumentoReenviarCorreoDocument, { id: fila.id, email: correosDe(correos).join(',') });
      notify({ type: 'success', message: M.correoEnviado });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, { email: 'correos', emails: 'correos' });
    }
  });
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        <TextInput label={M.correoCampo} description={M.correoAyuda} {...form.register('correos')} error={form.formState.errors.correos?.message} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {M.enviar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function titulo(a: NonNullable<AccionAbierta>): string {
  const c = a.fila.consecutivo;
  switch (a.accion) {
    case 'notaCredito':
      return M.ncTitulo(etiquetaNotaCredito(a.fila.documento.id), c);
    case 'notaDebito':
      return M.ndTitulo(c);
    case 'correo':
      return M.correoTitulo;
    default:
      return M.anularTitulo(c);
  }
}

/** The modal of the action the clerk chose on a row. */
export function AccionesModales({ abierta, onClose }: { abierta: AccionAbierta; onClose: () => void }) {
  const necesitaLineas = abierta?.accion === 'notaCredito';
  const detalle = useDetalle(necesitaLineas ? abierta.fila.id : null);
  const a = abierta;
  const body = useMemo(() => {
    if (!a) return null;
    switch (a.accion) {
      case 'notaCredito':
        return detalle.data?.doc ? <NotaCreditoForm fila={a.fila} detalle={detalle.data.doc} onDone={onClose} /> : <Loader />;
      case 'notaDebito':
        return <NotaDebitoForm fila={a.fila} onDone={onClose} />;
      case 'anular':
      case 'anularCompra':
      case 'anularBulk':
        return <AnularForm fila={a.fila} accion={a.accion} onDone={onClose} />;
      case 'correo':
        return <CorreoForm fila={a.fila} onDone={onClose} />;
      default:
        return null;
    }
  }, [a, detalle.data, onClose]);
  return (
    <AppModal opened={Boolean(abierta && body)} onClose={onClose} title={a ? titulo(a) : ''} size="lg">
      {a ? (
        <Text size="sm" c="dimmed" mb="sm">
          {a.fila.receptor?.nombre ?? ''} · {formatCurrency(a.fila.resumenFactura.totalComprobante, a.fila.resumenFactura.codigoTipoMoneda.codigoMoneda.value)} ·{' '}
          {diaCostaRica(Date.parse(a.fila.fechaEmision))}
        </Text>
      ) : null}
      {body}
    </AppModal>
  );
}

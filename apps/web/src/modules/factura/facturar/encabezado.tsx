// The header of the invoice draft: document, branch and terminal, currency and rate, sale
// condition and credit days, payment methods, other charges and references.
import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  esCondicionCredito,
  CODIGOS_REFERENCIA,
  CONDICIONES_VENTA,
  MEDIOS_PAGO,
  MEDIOS_PAGO_MAXIMO,
  OTROS_CARGOS_MAXIMO,
  REFERENCIAS_MAXIMO,
  TIPOS_DOC_REFERENCIA,
  TIPOS_OTROS_CARGOS,
  upsertOtroCargo,
} from '@jit/domain';
import { borrador } from '../borrador/borrador';
import { referenciaNueva } from '../borrador/defaults';
import type { EncabezadoBorrador } from '../borrador/types';
import { FACTURAR_MESSAGES as M } from './messages';

export type Errores = Record<string, string>;

const opciones = (t: readonly { codigo: string; descripcion: string }[]) => t.map((r) => ({ value: r.codigo, label: `${r.codigo} · ${r.descripcion}` }));
const CONDICIONES = opciones(CONDICIONES_VENTA);
const MEDIOS = opciones(MEDIOS_PAGO.filter((m) => m.codigo !== '99'));
const CARGOS = opciones(TIPOS_OTROS_CARGOS);
const REF_TIPOS = opciones(TIPOS_DOC_REFERENCIA);
const REF_CODIGOS = opciones(CODIGOS_REFERENCIA);

/**
 * A sale on credit is not paid yet: switching to it drops the untouched default payment method
 * (no invented «Efectivo»); back to cash, the default comes back if none is left.
 */
function mediosSegunCondicion(h: EncabezadoBorrador, condicion: string): EncabezadoBorrador['medioPago'] {
  const defecto = borrador.defaults?.medioPago ?? '01';
  const intacto = h.medioPago.length === 1 && h.medioPago[0]!.tipoMedioPago === defecto && h.medioPago[0]!.monto.trim() === '';
  if (condicion !== '01' && intacto) return [];
  if (condicion === '01' && h.medioPago.length === 0) return [{ tipoMedioPago: defecto, monto: '' }];
  return h.medioPago;
}

export function CondicionFields({ h, errores }: { h: EncabezadoBorrador; errores: Errores }) {
  return (
    <Group grow align="flex-start">
      <Select
        label={M.condicionVenta}
        data={CONDICIONES}
        value={h.condicionVenta}
        allowDeselect={false}
        searchable
        onChange={(v) => v && borrador.encabezado({ condicionVenta: v, medioPago: mediosSegunCondicion(h, v) })}
      />
      {esCondicionCredito(h.condicionVenta) ? (
        <TextInput
          label={M.plazoCredito}
          value={h.plazoCredito}
          inputMode="numeric"
          error={errores.plazoCredito}
          data-testid="plazo-credito"
          onChange={(e) => borrador.encabezado({ plazoCredito: e.currentTarget.value })}
        />
      ) : null}
      <Switch
        mt={30}
        label={M.ivaIncluido}
        checked={h.ivaIncluido}
        onChange={(e) => borrador.encabezado({ ivaIncluido: e.currentTarget.checked })}
      />
    </Group>
  );
}

export function MediosPagoFields({ h, errores }: { h: EncabezadoBorrador; errores: Errores }) {
  const set = (medioPago: EncabezadoBorrador['medioPago']) => borrador.encabezado({ medioPago });
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {M.mediosPago}
      </Text>
      {h.medioPago.map((m, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label={M.medioPago}
            data={MEDIOS}
            value={m.tipoMedioPago}
            allowDeselect={false}
            searchable
            style={{ flex: 2 }}
            onChange={(v) => v && set(h.medioPago.map((x, j) => (j === i ? { ...x, tipoMedioPago: v } : x)))}
          />
          <TextInput
            aria-label={M.montoMedio}
            placeholder={M.montoMedio}
            value={m.monto}
            inputMode="decimal"
            style={{ flex: 1 }}
            error={errores[`medioPago.${i}.monto`]}
            onChange={(e) => {
              const monto = e.currentTarget.value;
              set(h.medioPago.map((x, j) => (j === i ? { ...x, monto } : x)));
            }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={M.quitar}
            disabled={h.medioPago.length === 1 && h.condicionVenta === '01'}
            onClick={() => set(h.medioPago.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {h.medioPago.length === 0 ? (
        <Text size="xs" c="dimmed" data-testid="sin-medio-pago">
          {M.sinMedioPago}
        </Text>
      ) : null}
      {errores.medioPago ? (
        <Text size="xs" c="red" data-testid="error-medioPago">
          {errores.medioPago}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={h.medioPago.length >= MEDIOS_PAGO_MAXIMO}
        onClick={() => set([...h.medioPago, { tipoMedioPago: h.medioPago.length === 0 ? '04' : '02', monto: '' }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {M.agregarMedio}
      </Button>
    </Stack>
  );
}

export function OtrosCargosFields({ h, errores }: { h: EncabezadoBorrador; errores: Errores }) {
  const set = (otrosCargos: EncabezadoBorrador['otrosCargos']) => borrador.encabezado({ otrosCargos });
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {M.otrosCargos}
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          data-testid="servicio-10"
          onClick={() => set(upsertOtroCargo(h.otrosCargos, { tipoDocumentoOC: '06', detalle: 'Impuesto de servicio 10%', porcentaje: '10', monto: '' }))}
        >
          {M.servicio10}
        </Button>
      </Group>
      {h.otrosCargos.map((c, i) => {
        const upd = (patch: Partial<typeof c>) => set(h.otrosCargos.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        return (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <Select
              aria-label={M.tipoCargo}
              data={CARGOS}
              value={c.tipoDocumentoOC}
              allowDeselect={false}
              searchable
              style={{ flex: 2 }}
              onChange={(v) => v && set(upsertOtroCargo(h.otrosCargos.filter((_, j) => j !== i), { ...c, tipoDocumentoOC: v }))}
            />
            <TextInput aria-label={M.detalleCargo} placeholder={M.detalleCargo} value={c.detalle} style={{ flex: 2 }} error={errores[`otrosCargos.${i}.detalle`]} onChange={(e) => upd({ detalle: e.currentTarget.value })} />
            <TextInput aria-label={M.porcentajeCargo} placeholder="%" value={c.porcentaje} w={70} inputMode="decimal" onChange={(e) => upd({ porcentaje: e.currentTarget.value, monto: '' })} />
            <TextInput aria-label={M.montoCargo} placeholder={M.montoCargo} value={c.monto} w={110} inputMode="decimal" error={errores[`otrosCargos.${i}.monto`]} onChange={(e) => upd({ monto: e.currentTarget.value, porcentaje: '' })} />
            <ActionIcon variant="subtle" color="red" mt={4} aria-label={M.quitar} onClick={() => set(h.otrosCargos.filter((_, j) => j !== i))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={h.otrosCargos.length >= OTROS_CARGOS_MAXIMO}
        onClick={() => {
          const libre = TIPOS_OTROS_CARGOS.find((t) => !h.otrosCargos.some((c) => c.tipoDocumentoOC === t.codigo));
          if (libre) set([...h.otrosCargos, { tipoDocumentoOC: libre.codigo, detalle: libre.descripcion, porcentaje: '', monto: '' }]);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {M.agregarCargo}
      </Button>
    </Stack>
  );
}

export function ReferenciasFields({ h, errores }: { h: EncabezadoBorrador; errores: Errores }) {
  const set = (referencias: EncabezadoBorrador['referencias']) => borrador.encabezado({ referencias });
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {M.referencias}
      </Text>
      {h.referencias.map((r, i) => {
        const upd = (patch: Partial<typeof r>) => set(h.referencias.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        return (
          <Stack key={i} gap={4} p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
            <Group gap="xs" grow align="flex-start">
              <Select aria-label={M.refTipo} label={M.refTipo} data={REF_TIPOS} value={r.tipoDocIR} allowDeselect={false} searchable onChange={(v) => v && upd({ tipoDocIR: v })} />
              <Select aria-label={M.refCodigo} label={M.refCodigo} data={REF_CODIGOS} value={r.codigo} allowDeselect={false} searchable onChange={(v) => v && upd({ codigo: v })} />
            </Group>
            <Group gap="xs" grow align="flex-start">
              <TextInput label={M.refNumero} value={r.numero} error={errores[`referencias.${i}.numero`]} onChange={(e) => upd({ numero: e.currentTarget.value })} />
              <TextInput label={M.refFecha} type="date" value={r.fechaEmisionIR} error={errores[`referencias.${i}.fechaEmisionIR`]} onChange={(e) => upd({ fechaEmisionIR: e.currentTarget.value })} />
            </Group>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label={M.refRazon} value={r.razon} style={{ flex: 1 }} error={errores[`referencias.${i}.razon`]} onChange={(e) => upd({ razon: e.currentTarget.value })} />
              <ActionIcon variant="subtle" color="red" mb={4} aria-label={M.quitar} onClick={() => set(h.referencias.filter((_, j) => j !== i))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Stack>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={h.referencias.length >= REFERENCIAS_MAXIMO}
        onClick={() => set([...h.referencias, referenciaNueva(Date.now())])}
        style={{ alignSelf: 'flex-start' }}
      >
        {M.agregarReferencia}
      </Button>
    </Stack>
  );
}

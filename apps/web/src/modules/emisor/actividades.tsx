// Activity settings per document type (spec 3 §3): what a new document of that type takes.
import { Controller, useFieldArray, useFormContext, type FieldPath } from 'react-hook-form';
import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CODIGOS_IMPUESTO,
  CODIGOS_TARIFA_IVA,
  CONDICIONES_VENTA,
  MEDIOS_PAGO,
  TIPOS_DOCUMENTO,
  UNIDADES_MEDIDA,
} from '@jit/domain';
import { EMISOR_MESSAGES as M } from './messages';
import { useActividades, useMonedas } from '../catalogos/queries';
import { actividadPorDefecto, type EmisorValues } from './schema';

const opc = (t: readonly { codigo: string; descripcion: string }[]) => t.map((r) => ({ value: r.codigo, label: `${r.codigo} · ${r.descripcion}` }));
const DOCUMENTOS = TIPOS_DOCUMENTO.filter((t) => !['05', '06', '07'].includes(t.codigo)).map((t) => ({ value: t.codigo, label: `${t.codigo} · ${t.nombre}` }));
const CLASIFICACIONES = ['producto', 'servicio', 'gasto', 'costo fijo', 'costo variable', 'activo'].map((c) => ({ value: c, label: c }));
const UNIDADES = UNIDADES_MEDIDA.map((u) => ({ value: u.codigo, label: `${u.codigo} · ${u.descripcion}` }));
const IMPUESTOS = opc(CODIGOS_IMPUESTO);
const TARIFAS = CODIGOS_TARIFA_IVA.map((t) => ({ value: t.codigo, label: `${t.codigo} · ${t.descripcion}` }));
const CONDICIONES = opc(CONDICIONES_VENTA);
const MEDIOS = opc(MEDIOS_PAGO);
const TIPOS_CAMBIO = [
  { value: 'VENTA', label: M.tipoCambioVenta },
  { value: 'COMPRA', label: M.tipoCambioCompra },
];

type Name = FieldPath<EmisorValues>;

function SelectField({ name, label, data, searchable }: { name: Name; label: string; data: { value: string; label: string }[]; searchable?: boolean }) {
  const { control, getFieldState, formState } = useFormContext<EmisorValues>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={(field.value as string) || null}
          onChange={(v) => field.onChange(v ?? '')}
          searchable={searchable ?? data.length > 12}
          allowDeselect={false}
          limit={searchable ? 50 : undefined}
          error={error}
        />
      )}
    />
  );
}

function SwitchField({ name, label }: { name: Name; label: string }) {
  const { control } = useFormContext<EmisorValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Switch label={label} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
    />
  );
}

export function ActividadesSection() {
  const { register, control, formState, getValues } = useFormContext<EmisorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'codigoActividad' });
  const actividades = useActividades();
  const monedas = useMonedas();
  const e = formState.errors.codigoActividad;
  const actividadOpts = (actividades.data ?? []).map((a) => ({ value: a.id, label: `${a.id} · ${a.value}` }));
  const monedaOpts = (monedas.data ?? [{ id: 'CRC', value: 'Colón costarricense' }, { id: 'USD', value: 'Dólar estadounidense' }]).map((m) => ({
    value: m.id,
    label: `${m.id} · ${m.value}`,
  }));
  return (
    <Stack gap="sm">
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField name="tipoCambioReferencia" label={M.tipoCambioReferencia} data={TIPOS_CAMBIO} />
          <Text size="sm" c="dimmed" mt={{ sm: 26 }}>
            {M.tipoCambioAyuda}
          </Text>
        </SimpleGrid>
      </Card>
      {fields.map((f, i) => (
        <Card key={f.id} withBorder data-testid={`actividad-${i}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} style={{ flex: 1 }}>
              <SelectField name={`codigoActividad.${i}.documento`} label={M.documento} data={DOCUMENTOS} />
              {actividadOpts.length > 0 ? (
                <SelectField name={`codigoActividad.${i}.codigoActividad`} label={M.actividad} data={actividadOpts} searchable />
              ) : (
                <TextInput label={M.actividad} error={e?.[i]?.codigoActividad?.message} {...register(`codigoActividad.${i}.codigoActividad`)} />
              )}
              <SelectField name={`codigoActividad.${i}.clasificacion`} label={M.clasificacion} data={CLASIFICACIONES} />
              <TextInput label={M.cabys} inputMode="numeric" error={e?.[i]?.cabys?.message} {...register(`codigoActividad.${i}.cabys`)} />
              <SelectField name={`codigoActividad.${i}.codigoMoneda`} label={M.moneda} data={monedaOpts} searchable />
              <SelectField name={`codigoActividad.${i}.unidadMedida`} label={M.unidad} data={UNIDADES} searchable />
              <SelectField name={`codigoActividad.${i}.codigo`} label={M.impuesto} data={IMPUESTOS} />
              <SelectField name={`codigoActividad.${i}.codigoTarifa`} label={M.tarifa} data={TARIFAS} />
              <SelectField name={`codigoActividad.${i}.condicionVenta`} label={M.condicionVenta} data={CONDICIONES} />
              <TextInput label={M.plazoCredito} inputMode="numeric" error={e?.[i]?.plazoCredito?.message} {...register(`codigoActividad.${i}.plazoCredito`)} />
              <SelectField name={`codigoActividad.${i}.medioPago`} label={M.medioPago} data={MEDIOS} />
            </SimpleGrid>
            <ActionIcon variant="subtle" color="red" mt={28} aria-label={M.quitar} onClick={() => remove(i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Group mt="sm" gap="lg">
            <SwitchField name={`codigoActividad.${i}.modoivaIncluido`} label={M.modoivaIncluido} />
            <SwitchField name={`codigoActividad.${i}.editarServicios`} label={M.editarServicios} />
            <SwitchField name={`codigoActividad.${i}.editarPrecios`} label={M.editarPrecios} />
            <SwitchField name={`codigoActividad.${i}.modoLibre`} label={M.modoLibre} />
          </Group>
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          const usados = getValues('codigoActividad').map((a) => a.documento);
          const libre = DOCUMENTOS.find((d) => !usados.includes(d.value))?.value ?? '01';
          append(actividadPorDefecto(libre, getValues('codigoActividad.0.codigoActividad') ?? ''));
        }}
      >
        {M.agregarActividad}
      </Button>
    </Stack>
  );
}

// Identity, contact and location of the issuer (v4.4 Emisor): location from the province,
// canton and district catalogues.
import { Controller, useFormContext } from 'react-hook-form';
import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TIPOS_IDENTIFICACION } from '@jit/domain';
import { EMISOR_MESSAGES as M } from './messages';
import { useProvincias } from '../catalogos/queries';
import type { EmisorValues } from './schema';

const TIPOS = TIPOS_IDENTIFICACION.filter((t) => ['01', '02', '03', '04'].includes(t.codigo)).map((t) => ({
  value: t.codigo,
  label: `${t.codigo} · ${t.descripcion}`,
}));

export function IdentidadSection() {
  const { register, control, formState, watch, setValue } = useFormContext<EmisorValues>();
  const e = formState.errors;
  const provincias = useProvincias();
  const provincia = watch('ubicacion.provincia');
  const canton = watch('ubicacion.canton');
  const prov = provincias.data?.find((p) => p.codigo === provincia);
  const cant = prov?.cantones.find((c) => c.codigo === canton);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={M.nombre} required error={e.nombre?.message} {...register('nombre')} />
        <TextInput label={M.nombreComercial} error={e.nombreComercial?.message} {...register('nombreComercial')} />
        <Controller
          control={control}
          name="identificacion.tipo"
          render={({ field }) => (
            <Select label={M.tipoIdentificacion} data={TIPOS} value={field.value} onChange={(v) => field.onChange(v ?? '02')} allowDeselect={false} error={e.identificacion?.tipo?.message} />
          )}
        />
        <TextInput label={M.numeroIdentificacion} required error={e.identificacion?.numero?.message} {...register('identificacion.numero')} />
        <TextInput label={M.correo} type="email" required error={e.correoElectronico?.message} {...register('correoElectronico')} />
        <TextInput label={M.telefono} leftSection="+506" leftSectionWidth={48} error={e.telefono?.numTelefono?.message} {...register('telefono.numTelefono')} />
      </SimpleGrid>
      <Group grow align="flex-start">
        <Controller
          control={control}
          name="ubicacion.provincia"
          render={({ field }) => (
            <Select
              label={M.provincia}
              required
              searchable
              data={(provincias.data ?? []).map((p) => ({ value: p.codigo, label: p.value }))}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v ?? '');
                setValue('ubicacion.canton', '', { shouldDirty: true });
                setValue('ubicacion.distrito', '', { shouldDirty: true });
              }}
              error={e.ubicacion?.provincia?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="ubicacion.canton"
          render={({ field }) => (
            <Select
              label={M.canton}
              required
              searchable
              data={(prov?.cantones ?? []).map((c) => ({ value: c.codigo, label: c.value }))}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v ?? '');
                setValue('ubicacion.distrito', '', { shouldDirty: true });
              }}
              error={e.ubicacion?.canton?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="ubicacion.distrito"
          render={({ field }) => (
            <Select
              label={M.distrito}
              required
              searchable
              data={(cant?.distritos ?? []).map((d) => ({ value: d.codigo, label: d.value }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={e.ubicacion?.distrito?.message}
            />
          )}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={M.otrasSenas} required error={e.ubicacion?.otrasSenas?.message} {...register('ubicacion.otrasSenas')} />
        <TextInput label={M.barrio} error={e.ubicacion?.barrio?.message} {...register('ubicacion.barrio')} />
      </SimpleGrid>
    </Stack>
  );
}

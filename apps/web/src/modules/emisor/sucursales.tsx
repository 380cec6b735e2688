// Branches (001–999) and their terminals (00001–99999): the first digits of every consecutivo.
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EMISOR_MESSAGES as M } from './messages';
import type { EmisorValues } from './schema';

function Terminales({ index }: { index: number }) {
  const { register, control, formState } = useFormContext<EmisorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `local.${index}.terminal` });
  const e = formState.errors.local?.[index]?.terminal;
  return (
    <Stack gap={6} pl="md">
      {fields.map((f, j) => (
        <Group key={f.id} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`${M.terminal} ${j + 1}: ${M.numero}`}
            label={j === 0 ? `${M.terminal} · ${M.numero}` : undefined}
            w={140}
            inputMode="numeric"
            error={e?.[j]?.numero?.message}
            {...register(`local.${index}.terminal.${j}.numero`)}
          />
          <TextInput
            aria-label={`${M.terminal} ${j + 1}: ${M.nombreOpcional}`}
            label={j === 0 ? M.nombreOpcional : undefined}
            style={{ flex: 1 }}
            {...register(`local.${index}.terminal.${j}.nombre`)}
          />
          <ActionIcon variant="subtle" color="red" mt={j === 0 ? 28 : 4} aria-label={M.quitar} disabled={fields.length === 1} onClick={() => remove(j)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => append({ numero: String(fields.length + 1), nombre: '' })}
      >
        {M.agregarTerminal}
      </Button>
    </Stack>
  );
}

export function SucursalesSection() {
  const { register, control, formState } = useFormContext<EmisorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'local' });
  const e = formState.errors.local;
  return (
    <Stack gap="sm">
      {fields.map((f, i) => (
        <Card key={f.id} withBorder>
          <Group gap="xs" align="flex-start" wrap="nowrap" mb="xs">
            <TextInput label={`${M.sucursal} · ${M.numero}`} w={140} inputMode="numeric" error={e?.[i]?.numero?.message} {...register(`local.${i}.numero`)} />
            <TextInput label={M.nombreOpcional} style={{ flex: 1 }} {...register(`local.${i}.nombre`)} />
            <ActionIcon variant="subtle" color="red" mt={28} aria-label={M.quitar} disabled={fields.length === 1} onClick={() => remove(i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Terminales index={i} />
        </Card>
      ))}
      {typeof e?.message === 'string' ? <Text c="red">{e.message}</Text> : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => append({ numero: String(fields.length + 1), nombre: '', terminal: [{ numero: '1', nombre: '' }] })}
      >
        {M.agregarSucursal}
      </Button>
    </Stack>
  );
}

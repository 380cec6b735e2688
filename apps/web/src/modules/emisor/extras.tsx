// Modules, order notifications and payment links: each saved by its own operation.
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  EmisorSetLinksDocument,
  EmisorSetModulesDocument,
  EmisorSetNotificationDocument,
  type EmisorConfigFieldsFragment,
} from '@jit/api';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { EMISOR_MESSAGES as M } from './messages';
import { EMISOR_CONFIG_KEY } from './queries';
import { applyServerError } from '../../app/server-errors';
import { STARTUP_KEY } from '../../app/session/startup';
import { CORREO_HACIENDA } from '@jit/domain';

type Config = EmisorConfigFieldsFragment;
type OnDirty = (key: string, dirty: boolean) => void;

const MODULOS = Object.keys(M.modulos) as (keyof typeof M.modulos)[];

export function ModulosSection({ config, onDirty }: { config: Config; onDirty: OnDirty }) {
  const qc = useQueryClient();
  const form = useForm({ defaultValues: { ...config.modulos } });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty('modulos', dirty), [dirty, onDirty]);
  const submit = form.handleSubmit(async (v) => {
    const r = await api.request(EmisorSetModulesDocument, v);
    form.reset(r.Emisor.setModules);
    notify({ type: 'success', message: M.modulosGuardados });
    void qc.invalidateQueries({ queryKey: EMISOR_CONFIG_KEY });
    void qc.invalidateQueries({ queryKey: STARTUP_KEY });
  });
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={M.tabs.modulos}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {MODULOS.map((m) => (
          <Controller
            key={m}
            control={form.control}
            name={m}
            render={({ field }) => <Switch label={M.modulos[m]} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
          />
        ))}
      </SimpleGrid>
      <Button type="submit" mt="md" loading={form.formState.isSubmitting} disabled={!dirty}>
        {M.guardarModulos}
      </Button>
    </form>
  );
}

const avisosSchema = z.object({
  orderEmail: z.string().trim().refine((v) => v === '' || CORREO_HACIENDA.test(v), M.correoInvalido),
  orderSMS: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{8,15}$/.test(v.replace(/[\s()+-]/g, '')), M.smsInvalido),
});

export function AvisosSection({ config, onDirty }: { config: Config; onDirty: OnDirty }) {
  const qc = useQueryClient();
  const form = useForm<z.input<typeof avisosSchema>>({
    resolver: zodResolver(avisosSchema),
    defaultValues: { orderEmail: config.notification.orderEmail ?? '', orderSMS: config.notification.orderSMS ?? '' },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty('avisos', dirty), [dirty, onDirty]);
  const e = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await api.request(EmisorSetNotificationDocument, {
        notification: { orderEmail: v.orderEmail.trim() || null, orderSMS: v.orderSMS.trim() || null },
      });
      const n = r.Emisor.setNotification;
      form.reset({ orderEmail: n.orderEmail ?? '', orderSMS: n.orderSMS ?? '' });
      notify({ type: 'success', message: M.avisosGuardados });
      void qc.invalidateQueries({ queryKey: EMISOR_CONFIG_KEY });
    } catch (error) {
      applyServerError(error, form.setError, (f) => f.replace(/^notification\./, ''));
    }
  });
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate aria-label={M.avisosTitulo}>
      <Title order={4} mb="xs">
        {M.avisosTitulo}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={M.orderEmail} type="email" error={e.orderEmail?.message} {...form.register('orderEmail')} />
        <TextInput label={M.orderSMS} error={e.orderSMS?.message} {...form.register('orderSMS')} />
      </SimpleGrid>
      <Button type="submit" mt="sm" loading={form.formState.isSubmitting} disabled={!dirty}>
        {M.guardarAvisos}
      </Button>
    </form>
  );
}

const url = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), M.urlInvalida);
const linksSchema = z
  .object({
    links: z.array(
      z.object({
        name: z.string().trim().min(1, M.enlaceNombreInvalido).max(80, M.enlaceNombreInvalido),
        enablePaymentLink: z.boolean(),
        paymentUrl: url,
        paymentRedirectUrl: url,
        paymentType: z.string(),
        onvoSecret: z.string(),
        tieneOnvoSecret: z.boolean(),
        enableNewCustomerLink: z.boolean(),
        newCustomerUrl: url,
      }),
    ),
  })
  .superRefine((v, ctx) => {
    v.links.forEach((l, i) => {
      if (v.links.findIndex((x) => x.name.trim() === l.name.trim()) !== i)
        ctx.addIssue({ code: 'custom', path: ['links', i, 'name'], message: M.enlaceNombreInvalido });
    });
  });
type LinksValues = z.input<typeof linksSchema>;

const linksDe = (c: Config): LinksValues => ({
  links: c.links.map((l) => ({
    name: l.name,
    enablePaymentLink: l.enablePaymentLink,
    paymentUrl: l.paymentUrl ?? '',
    paymentRedirectUrl: l.paymentRedirectUrl ?? '',
    paymentType: l.paymentType,
    onvoSecret: '',
    tieneOnvoSecret: l.tieneOnvoSecret,
    enableNewCustomerLink: l.enableNewCustomerLink,
    newCustomerUrl: l.newCustomerUrl ?? '',
  })),
});

export function EnlacesSection({ config, onDirty }: { config: Config; onDirty: OnDirty }) {
  const qc = useQueryClient();
  const form = useForm<LinksValues>({ resolver: zodResolver(linksSchema), defaultValues: linksDe(config) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty('enlaces', dirty), [dirty, onDirty]);
  const e = form.formState.errors.links;
  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await api.request(EmisorSetLinksDocument, {
        links: v.links.map((l) => ({
          name: l.name.trim(),
          enablePaymentLink: l.enablePaymentLink,
          paymentUrl: l.paymentUrl.trim() || null,
          paymentRedirectUrl: l.paymentRedirectUrl.trim() || null,
          paymentType: l.paymentType || 'ONVO',
          ...(l.onvoSecret ? { onvoSecret: l.onvoSecret } : {}),
          enableNewCustomerLink: l.enableNewCustomerLink,
          newCustomerUrl: l.newCustomerUrl.trim() || null,
        })),
      });
      form.reset(linksDe({ ...config, links: r.Emisor.setLinks }));
      notify({ type: 'success', message: M.enlacesGuardados });
      void qc.invalidateQueries({ queryKey: EMISOR_CONFIG_KEY });
    } catch (error) {
      applyServerError(error, form.setError);
    }
  });
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate aria-label={M.enlacesTitulo}>
      <Title order={4} mb="xs">
        {M.enlacesTitulo}
      </Title>
      <Stack gap="sm">
        {fields.map((f, i) => (
          <Card key={f.id} withBorder>
            <Group align="flex-start" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ flex: 1 }}>
                <TextInput label={M.enlaceNombre} error={e?.[i]?.name?.message} {...form.register(`links.${i}.name`)} />
                <TextInput label={M.paymentUrl} error={e?.[i]?.paymentUrl?.message} {...form.register(`links.${i}.paymentUrl`)} />
                <TextInput label={M.paymentRedirectUrl} error={e?.[i]?.paymentRedirectUrl?.message} {...form.register(`links.${i}.paymentRedirectUrl`)} />
                <TextInput label={M.paymentType} {...form.register(`links.${i}.paymentType`)} />
                <PasswordInput
                  label={M.onvoSecret}
                  description={f.tieneOnvoSecret ? M.onvoGuardada : undefined}
                  autoComplete="new-password"
                  {...form.register(`links.${i}.onvoSecret`)}
                />
                <TextInput label={M.newCustomerUrl} error={e?.[i]?.newCustomerUrl?.message} {...form.register(`links.${i}.newCustomerUrl`)} />
              </SimpleGrid>
              <ActionIcon variant="subtle" color="red" mt={28} aria-label={M.quitar} onClick={() => remove(i)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Group mt="sm">
              <Controller
                control={form.control}
                name={`links.${i}.enablePaymentLink`}
                render={({ field }) => <Switch label={M.enablePaymentLink} checked={field.value} onChange={(ev) => field.onChange(ev.currentTarget.checked)} />}
              />
              <Controller
                control={form.control}
                name={`links.${i}.enableNewCustomerLink`}
                render={({ field }) => <Switch label={M.enableNewCustomerLink} checked={field.value} onChange={(ev) => field.onChange(ev.currentTarget.checked)} />}
              />
            </Group>
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              append({
                name: fields.length === 0 ? 'principal' : `enlace-${fields.length + 1}`,
                enablePaymentLink: false,
                paymentUrl: '',
                paymentRedirectUrl: '',
                paymentType: 'ONVO',
                onvoSecret: '',
                tieneOnvoSecret: false,
                enableNewCustomerLink: false,
                newCustomerUrl: '',
              })
            }
          >
            {M.agregarEnlace}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!dirty}>
            {M.guardarEnlaces}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

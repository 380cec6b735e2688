import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { AppModal } from '@jit/ui';
import { PLAN_MESSAGES as M } from './messages';

const cardSchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => /^\d{13,19}$/.test(s), M.cardNumberInvalid),
  holderName: z.string().trim().min(2, M.cardHolderRequired),
  expMonth: z
    .number({ error: M.cardMonthInvalid })
    .int()
    .min(1, M.cardMonthInvalid)
    .max(12, M.cardMonthInvalid),
  expYear: z
    .number({ error: M.cardYearInvalid })
    .int()
    .min(2024, M.cardYearInvalid)
    .max(2100, M.cardYearInvalid),
  cvv: z.string().regex(/^\d{3,4}$/, M.cardCvvInvalid),
});
export type CardValues = z.output<typeof cardSchema>;

/** Card form to pay a plan (the server charges it through the card provider or its sandbox). */
export function PayModal({
  plan,
  opened,
  onClose,
  onPay,
}: {
  plan: string;
  opened: boolean;
  onClose: () => void;
  onPay: (card: CardValues) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const form = useForm<z.input<typeof cardSchema>, unknown, CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: {
      number: '',
      holderName: '',
      expMonth: new Date().getMonth() + 1,
      expYear: new Date().getFullYear() + 1,
      cvv: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (card) => {
    setBusy(true);
    try {
      await onPay(card);
    } finally {
      setBusy(false);
    }
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={M.payTitle(plan)} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={M.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            autoFocus
            error={errors.number?.message}
            {...form.register('number')}
          />
          <TextInput
            label={M.cardHolder}
            autoComplete="cc-name"
            error={errors.holderName?.message}
            {...form.register('holderName')}
          />
          <Group grow>
            <Controller
              control={form.control}
              name="expMonth"
              render={({ field }) => (
                <NumberInput
                  label={M.cardMonth}
                  min={1}
                  max={12}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                  error={errors.expMonth?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="expYear"
              render={({ field }) => (
                <NumberInput
                  label={M.cardYear}
                  min={2024}
                  max={2100}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                  error={errors.expYear?.message}
                />
              )}
            />
            <TextInput
              label={M.cardCvv}
              inputMode="numeric"
              autoComplete="cc-csc"
              error={errors.cvv?.message}
              {...form.register('cvv')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {M.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {M.pay}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

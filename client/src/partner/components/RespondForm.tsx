import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import type { RespondToWireMutation } from '../../gql/graphql';
import { useRespondToWireMutation } from '../../gql/hooks';
import { useSubmission } from '../../shared/submission';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';

type RespondFormProps = {
  wireId: string;
  onResponded?: (response: RespondToWireMutation['respondToWire']) => void;
};

type RespondValues = { amount: number | ''; currency: string; message: string; validUntil: string };

const fields = ['amount', 'currency', 'message', 'validUntil'] as const;
const aliases: Record<string, string> = {
  quote: 'amount',
  'quote.amount': 'amount',
  'quote.currency': 'currency',
  'input.quote.amount': 'amount',
  'input.quote.currency': 'currency',
  'input.message': 'message',
  'input.validUntil': 'validUntil',
};

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A partner's answer to one wire: a quote, a message and how long the quote holds. */
export function RespondForm({ wireId, onResponded }: RespondFormProps) {
  const [respond] = useRespondToWireMutation();
  const submission = useSubmission();
  const [formError, setFormError] = useState<string>();
  const form = useForm<RespondValues>({
    initialValues: { amount: '', currency: '', message: '', validUntil: '' },
    validate: {
      amount: (value) => (value !== '' && value > 0 ? null : 'Enter a quote above 0.'),
      currency: (value) =>
        !value.trim() || /^[A-Za-z]{3}$/.test(value.trim()) ? null : 'Use a three-letter code, e.g. NGN.',
      message: (value) => {
        if (!value.trim()) return 'Tell the buyer what you offer.';
        return value.trim().length > 2000 ? 'Use at most 2000 characters.' : null;
      },
      validUntil: (value) => (!value || value >= today() ? null : 'Choose today or a later date.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await submission.run((idempotencyKey) =>
        respond({
          variables: {
            idempotencyKey,
            input: {
              wireId,
              message: values.message.trim(),
              quote: {
                amount: String(values.amount),
                currency: values.currency.trim().toUpperCase() || null,
              },
              validUntil: values.validUntil ? new Date(`${values.validUntil}T23:59:59`).toISOString() : null,
            },
          },
        }),
      );
      if (result?.data) {
        form.reset();
        onResponded?.(result.data.respondToWire);
      }
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, fields, aliases);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Respond to this wire">
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Quote"
            required
            min={0}
            thousandSeparator=","
            decimalScale={2}
            {...form.getInputProps('amount')}
            onChange={(value) => form.setFieldValue('amount', typeof value === 'number' ? value : '')}
          />
          <TextInput
            label="Currency"
            description="Empty for the default."
            maxLength={3}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Textarea
          label="Message"
          required
          rows={4}
          maxLength={2000}
          description="What you offer, delivery, terms."
          {...form.getInputProps('message')}
        />
        <TextInput label="Valid until" type="date" {...form.getInputProps('validUntil')} />
        <Group justify="flex-end">
          <Button type="submit" loading={submission.busy}>
            Send response
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

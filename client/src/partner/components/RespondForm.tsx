import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import type { RespondToWireMutation } from '../../gql/graphql';
import { useRespondToWireMutation } from '../../gql/hooks';
import { useSubmission } from '../../shared/submission';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';
import { formatMoney } from '../../shared/format';
import {
  chosenItems,
  emptyRespondValues,
  itemisedTotal,
  respondFieldAliases,
  respondFormFields,
  toRespondInput,
  validateRespond,
  type RespondValues,
  type RespondWire,
} from '../respond-form-values';
import { OfferedListingPicker } from './OfferedListingPicker';
import { OfferedProductsFields } from './OfferedProductsFields';

type RespondFormProps = {
  wire: RespondWire;
  onResponded?: (response: RespondToWireMutation['respondToWire']) => void;
};

/**
 * A partner's answer to one wire: a quote (itemised from my catalogue for materials, or one of my
 * listings for property), a message and how long the quote holds.
 */
export function RespondForm({ wire, onResponded }: RespondFormProps) {
  const [respond] = useRespondToWireMutation();
  const submission = useSubmission();
  const [formError, setFormError] = useState<string>();
  const form = useForm<RespondValues>({
    initialValues: emptyRespondValues(wire),
    validate: validateRespond,
  });
  const values = form.values;
  const itemised = chosenItems(values).length > 0;
  const total = itemised ? itemisedTotal(values) : null;
  const currency = values.currency.trim().toUpperCase() || 'NGN';

  const submit = form.onSubmit(async (submitted) => {
    setFormError(undefined);
    try {
      const result = await submission.run((idempotencyKey) =>
        respond({ variables: { idempotencyKey, input: toRespondInput(wire.id, submitted) } }),
      );
      if (result?.data) {
        form.reset();
        onResponded?.(result.data.respondToWire);
      }
    } catch (error) {
      const aliases = respondFieldAliases(submitted);
      const { formError: message, fieldErrors } = toFormErrors(error, respondFormFields(submitted), aliases);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Respond to this wire">
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        {wire.kind === 'BUILDING_MATERIALS' && wire.lines.length > 0 && (
          <Fieldset legend="Items from your catalogue">
            <OfferedProductsFields form={form} currency={currency} />
          </Fieldset>
        )}
        {wire.kind === 'PROPERTY' && (
          <Fieldset legend="Offer a listing">
            <OfferedListingPicker
              wireId={wire.id}
              value={values.listingId}
              error={typeof form.errors.listingId === 'string' ? form.errors.listingId : undefined}
              onChange={(listing) => {
                form.setFieldValue('listingId', listing?.id ?? '');
                if (listing && values.amount === '') {
                  form.setFieldValue('amount', Number(listing.price.amount));
                  form.setFieldValue('currency', listing.price.currency);
                }
              }}
            />
          </Fieldset>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {itemised ? (
            <div>
              <Text size="sm" fw={500}>
                Quote
              </Text>
              <Text size="lg" fw={700} aria-live="polite" data-testid="itemised-total">
                {total === null ? 'Complete the items above' : formatMoney(total, currency)}
              </Text>
              <Text size="xs" c="dimmed">
                The total of the items.
              </Text>
              {typeof form.errors.amount === 'string' && (
                <Text size="xs" c="red" role="alert">
                  {form.errors.amount}
                </Text>
              )}
            </div>
          ) : (
            <NumberInput
              label="Quote"
              required={!values.listingId}
              min={0}
              thousandSeparator=","
              decimalScale={2}
              description={values.listingId ? "Empty for the listing's price." : undefined}
              {...form.getInputProps('amount')}
              onChange={(value) => form.setFieldValue('amount', typeof value === 'number' ? value : '')}
            />
          )}
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

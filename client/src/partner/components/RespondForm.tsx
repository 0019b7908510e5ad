import { Button, Fieldset, NumberInput, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import type { RespondToWireMutation } from '../../gql/graphql';
import { useRespondToWireMutation, useReviseResponseMutation } from '../../gql/hooks';
import { useSubmission } from '../../shared/submission';
import { formatMoney } from '../../shared/format';
import {
  chosenItems,
  emptyRespondValues,
  itemisedTotal,
  respondFieldAliases,
  respondFormFields,
  revisedRespondValues,
  toRespondInput,
  toReviseInput,
  validateRespond,
  type RespondValues,
  type RespondWire,
  type RevisedQuote,
} from '../respond-form-values';
import { OfferedListingPicker } from './OfferedListingPicker';
import { OfferedProductsFields } from './OfferedProductsFields';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { CurrencyInput } from '../../shared/components/CurrencyInput';

type RespondFormProps = {
  wire: RespondWire;
  onResponded?: (response: RespondToWireMutation['respondToWire']) => void;
  /** My SENT quote to revise: the form starts from it and sends a revision instead. */
  revising?: RevisedQuote;
  onRevised?: () => void;
};

/**
 * A partner's answer to one wire: a quote (itemised from my catalogue for materials, or one of my
 * listings for property), a message and how long the quote holds. The same form revises a sent
 * quote (its currency and listing stay).
 */
export function RespondForm({ wire, onResponded, revising, onRevised }: RespondFormProps) {
  const [respond] = useRespondToWireMutation();
  const [revise] = useReviseResponseMutation();
  const submission = useSubmission();
  const form = useForm<RespondValues>({
    initialValues: revising ? revisedRespondValues(wire, revising) : emptyRespondValues(wire),
    validate: validateRespond,
  });
  const values = form.values;
  const itemised = chosenItems(values).length > 0;
  const total = itemised ? itemisedTotal(values) : null;
  const currency = values.currency.trim().toUpperCase() || 'NGN';

  const { submit, formError } = useFormSubmit(
    form,
    respondFormFields,
    async (submitted) => {
      if (revising) {
        const revised = await submission.run(() =>
          revise({ variables: { input: toReviseInput(revising, submitted) } }),
        );
        if (revised?.data) onRevised?.();
        return;
      }
      const result = await submission.run((idempotencyKey) =>
        respond({ variables: { idempotencyKey, input: toRespondInput(wire.id, submitted) } }),
      );
      if (result?.data) {
        form.reset();
        onResponded?.(result.data.respondToWire);
      }
    },
    respondFieldAliases,
  );

  return (
    <FormShell
      onSubmit={submit}
      label={revising ? 'Revise your quote' : 'Respond to this wire'}
      error={formError}
      gap="sm"
      actions={
        <Button type="submit" loading={submission.busy}>
          {revising ? 'Send revision' : 'Send response'}
        </Button>
      }
    >
      {wire.kind === 'BUILDING_MATERIALS' && wire.lines.length > 0 && (
        <Fieldset legend="Items from your catalogue">
          <OfferedProductsFields form={form} currency={currency} />
        </Fieldset>
      )}
      {wire.kind === 'PROPERTY' && !revising && (
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
        <CurrencyInput
          description={revising ? "A revision keeps the quote's currency." : 'Empty for the default.'}
          disabled={Boolean(revising)}
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
    </FormShell>
  );
}

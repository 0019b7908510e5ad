import { Button, Modal, NumberInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';

import type { ResponseFieldsFragment } from '../../gql/graphql';
import { useCounterResponseMutation } from '../../gql/hooks';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { formatMoney } from '../../shared/format';

type CounterValues = { amount: number | ''; message: string };

type CounterOfferDialogProps = {
  response: ResponseFieldsFragment | null;
  onClose: () => void;
};

const aliases = {
  amount: 'amount',
  'amount.amount': 'amount',
  'amount.currency': 'amount',
  message: 'message',
};

/** The buyer's counter-offer on a SENT quote: the price they would accept and, optionally, terms. */
export function CounterOfferDialog({ response, onClose }: CounterOfferDialogProps) {
  const [counter, { loading }] = useCounterResponseMutation();
  const form = useForm<CounterValues>({
    initialValues: { amount: '', message: '' },
    validate: {
      amount: (value) => (value === '' || !(value > 0) ? 'Enter a price above 0.' : null),
      message: (value) => (value.trim().length > 2000 ? 'Use at most 2000 characters.' : null),
    },
  });
  const { submit, formError } = useFormSubmit(
    form,
    ['amount', 'message'],
    async (values) => {
      if (!response) return;
      await counter({
        variables: {
          input: {
            id: response.id,
            amount: { amount: String(values.amount), currency: response.quote.currency },
            message: values.message.trim() || null,
          },
        },
      });
      notifications.show({
        color: 'green',
        message: `Your counter-offer is sent to ${response.partner.businessName}.`,
      });
      form.reset();
      onClose();
    },
    aliases,
  );
  const business = response?.partner.businessName ?? '';
  return (
    <Modal opened={response !== null} onClose={onClose} title={`Counter-offer to ${business}`}>
      {response && (
        <FormShell
          label={`Counter-offer to ${business}`}
          onSubmit={submit}
          error={formError}
          gap="sm"
          actions={
            <>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                Send counter-offer
              </Button>
            </>
          }
        >
          <NumberInput
            label={`The price you would accept (${response.quote.currency})`}
            description={`They quoted ${formatMoney(response.quote.amount, response.quote.currency)}.`}
            required
            min={0}
            thousandSeparator=","
            decimalScale={2}
            {...form.getInputProps('amount')}
            onChange={(value) => form.setFieldValue('amount', typeof value === 'number' ? value : '')}
          />
          <Textarea
            label="Terms or message"
            rows={3}
            maxLength={2000}
            description="Optional: delivery, payment, anything the price depends on."
            {...form.getInputProps('message')}
          />
        </FormShell>
      )}
    </Modal>
  );
}

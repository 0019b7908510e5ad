import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import type { PaymentMethod } from '../../gql/graphql';
import { useRecordOrderPaymentMutation } from '../../gql/hooks';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { useSubmission } from '../../shared/submission';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { Actions, errorOf, today, type FormProps } from './order-form-pieces';

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'BANK_TRANSFER', label: 'Bank transfer' },
  { value: 'CASH', label: 'Cash' },
  { value: 'OTHER', label: 'Other (say how in the reference)' },
];

/** The buyer records a payment they made; the partner confirms it. */
export function RecordPaymentForm({ order, onDone, onCancel }: FormProps) {
  const [record] = useRecordOrderPaymentMutation();
  const submission = useSubmission();
  const uploads = useFileUploads({ kind: 'image-or-document', max: 1 });
  const form = useForm({
    initialValues: {
      amount: order.balance.amount,
      paidOn: today(),
      method: 'BANK_TRANSFER' as PaymentMethod,
      reference: '',
      proof: '',
    },
    validate: {
      amount: (value) => (Number(value) > 0 ? null : 'Enter the amount paid.'),
      paidOn: (value) => (value ? null : 'Enter the day you paid.'),
    },
  });
  const { submit, formError } = useFormSubmit(
    form,
    ['amount', 'paidOn', 'method', 'reference', 'proof'],
    async (values) => {
      if (uploads.busy) {
        form.setFieldError('proof', 'Wait until the proof has uploaded.');
        return;
      }
      const done = await submission.run((idempotencyKey) =>
        record({
          variables: {
            idempotencyKey,
            input: {
              orderId: order.id,
              amount: String(values.amount).trim(),
              paidOn:
                new Date(`${values.paidOn}T12:00:00Z`) > new Date()
                  ? new Date().toISOString()
                  : new Date(`${values.paidOn}T12:00:00Z`).toISOString(),
              method: values.method,
              reference: values.reference.trim() || null,
              proofId: uploads.fileIds[0] ?? null,
            },
          },
        }),
      );
      if (done) onDone();
    },
    { proofId: 'proof' },
  );
  return (
    <FormShell
      label="Record a payment"
      onSubmit={submit}
      error={formError}
      actions={<Actions label="Record payment" busy={submission.busy} onCancel={onCancel} />}
    >
      <Text size="sm">
        Nothing is charged here: you record what you paid, and the partner confirms receiving it.
      </Text>
      <TextInput
        label={`Amount (${order.balance.currency})`}
        inputMode="decimal"
        required
        data-autofocus
        {...form.getInputProps('amount')}
      />
      <TextInput type="date" label="Paid on" required max={today()} {...form.getInputProps('paidOn')} />
      <Select label="Method" data={METHODS} allowDeselect={false} {...form.getInputProps('method')} />
      <TextInput
        label="Reference (optional)"
        description="A bank reference or receipt number."
        maxLength={200}
        {...form.getInputProps('reference')}
      />
      <FileUploader
        label="Proof of payment (optional)"
        uploads={uploads}
        error={errorOf(form.errors.proof)}
      />
    </FormShell>
  );
}

import { Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

import {
  useConfirmOrderMutation,
  useDisputeOrderMutation,
  useRequestOrderCancellationMutation,
  useResolveOrderDisputeMutation,
} from '../../gql/hooks';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { useSubmission } from '../../shared/submission';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { Actions, errorOf, today, type FormProps } from './order-form-pieces';

/** The partner confirms a PLACED order with the date they will deliver. */
export function ConfirmOrderForm({ order, onDone, onCancel }: FormProps) {
  const [confirm] = useConfirmOrderMutation();
  const submission = useSubmission();
  const form = useForm({
    initialValues: { deliveryDate: order.deliveryBy?.slice(0, 10) ?? '' },
    validate: { deliveryDate: (value) => (value ? null : 'Choose the delivery date.') },
  });
  const { submit, formError } = useFormSubmit(form, ['deliveryDate'], async ({ deliveryDate }) => {
    const done = await submission.run((idempotencyKey) =>
      confirm({
        variables: {
          idempotencyKey,
          input: { orderId: order.id, deliveryDate: new Date(`${deliveryDate}T12:00:00Z`).toISOString() },
        },
      }),
    );
    if (done) onDone();
  });
  return (
    <FormShell
      label="Confirm the order"
      onSubmit={submit}
      error={formError}
      actions={<Actions label="Confirm order" busy={submission.busy} onCancel={onCancel} />}
    >
      <TextInput
        type="date"
        label="Delivery date"
        description="When you will deliver; the purchase order is made when you confirm."
        required
        min={today()}
        data-autofocus
        {...form.getInputProps('deliveryDate')}
      />
    </FormShell>
  );
}

/** Either party asks to cancel before dispatch. */
export function RequestCancelForm({ order, onDone, onCancel }: FormProps) {
  const [request, { loading }] = useRequestOrderCancellationMutation();
  const form = useForm({ initialValues: { reason: '' } });
  const { submit, formError } = useFormSubmit(form, ['reason'], async ({ reason }) => {
    await request({ variables: { id: order.id, reason: reason.trim() || null } });
    onDone();
  });
  return (
    <FormShell
      label="Ask to cancel"
      onSubmit={submit}
      error={formError}
      actions={<Actions label="Ask to cancel" busy={loading} onCancel={onCancel} />}
    >
      <Text size="sm">The other party is asked to agree; until then the order stands.</Text>
      <Textarea
        label="Why (optional)"
        maxLength={1000}
        autosize
        minRows={2}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormShell>
  );
}

/** Either party disputes the order, with a reason and evidence. */
export function DisputeForm({ order, onDone, onCancel }: FormProps) {
  const [dispute, { loading }] = useDisputeOrderMutation();
  const uploads = useFileUploads({ kind: 'image-or-document', max: 8 });
  const form = useForm({
    initialValues: { reason: '', evidence: '' },
    validate: { reason: (value) => (value.trim() ? null : 'Say what is wrong.') },
  });
  const { submit, formError } = useFormSubmit(
    form,
    ['reason', 'evidence'],
    async ({ reason }) => {
      if (uploads.busy) {
        form.setFieldError('evidence', 'Wait until the files have uploaded.');
        return;
      }
      await dispute({
        variables: { input: { orderId: order.id, reason: reason.trim(), evidenceIds: uploads.fileIds } },
      });
      onDone();
    },
    { evidenceIds: 'evidence' },
  );
  return (
    <FormShell
      label="Dispute the order"
      onSubmit={submit}
      error={formError}
      actions={<Actions label="Open dispute" busy={loading} onCancel={onCancel} />}
    >
      <Text size="sm">An admin reads both sides and resolves it: back into the flow, or cancelled.</Text>
      <Textarea
        label="What is wrong"
        required
        maxLength={1000}
        autosize
        minRows={3}
        data-autofocus
        {...form.getInputProps('reason')}
      />
      <FileUploader label="Evidence (optional)" uploads={uploads} error={errorOf(form.errors.evidence)} />
    </FormShell>
  );
}

/** An admin resolves a dispute with a note: back into the flow, or cancelled. */
export function ResolveDisputeForm({ order, onDone, onCancel }: FormProps) {
  const [resolve] = useResolveOrderDisputeMutation();
  const submission = useSubmission();
  const form = useForm({
    initialValues: { note: '', outcome: 'RESUME' as 'RESUME' | 'CANCEL' },
    validate: { note: (value) => (value.trim() ? null : 'Write the resolution for both parties.') },
  });
  const { submit, formError } = useFormSubmit(form, ['note', 'outcome'], async (values) => {
    const done = await submission.run((idempotencyKey) =>
      resolve({
        variables: {
          idempotencyKey,
          input: { orderId: order.id, note: values.note.trim(), outcome: values.outcome },
        },
      }),
    );
    if (done) onDone();
  });
  return (
    <FormShell
      label="Resolve the dispute"
      onSubmit={submit}
      error={formError}
      actions={<Actions label="Resolve" busy={submission.busy} onCancel={onCancel} />}
    >
      <Radio.Group label="Outcome" {...form.getInputProps('outcome')}>
        <Stack gap={6} mt={6}>
          <Radio
            value="RESUME"
            label={`Back into the flow (${order.disputedFrom?.toLowerCase() ?? 'where it stood'})`}
          />
          <Radio value="CANCEL" label="Cancel the order" />
        </Stack>
      </Radio.Group>
      <Textarea
        label="Resolution note"
        required
        maxLength={1000}
        autosize
        minRows={3}
        {...form.getInputProps('note')}
      />
    </FormShell>
  );
}

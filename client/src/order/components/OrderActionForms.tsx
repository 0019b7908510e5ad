import { Button, NumberInput, Radio, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';

import type { OrderDetailFieldsFragment, PaymentMethod } from '../../gql/graphql';
import {
  useConfirmOrderMutation,
  useDispatchOrderMutation,
  useDisputeOrderMutation,
  useReceiveShipmentMutation,
  useRecordOrderPaymentMutation,
  useRequestOrderCancellationMutation,
  useResolveOrderDisputeMutation,
} from '../../gql/hooks';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { useSubmission } from '../../shared/submission';
import { formatQuantity } from '../../shared/format';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { dispatchDefaults, dispatchLines } from '../order-view';

type Order = OrderDetailFieldsFragment;
type Shipment = Order['shipments'][number];
type FormProps = { order: Order; onDone: () => void; onCancel: () => void };

function Actions({ label, busy, onCancel }: { label: string; busy?: boolean; onCancel: () => void }) {
  return (
    <>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </>
  );
}

/** An error text of a form field, or null. */
const errorOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Today as yyyy-mm-dd (a date input's value). */
const today = () => new Date().toISOString().slice(0, 10);

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

/** The partner sends some or all of what is left, with a waybill note and a photo. */
export function DispatchOrderForm({ order, onDone, onCancel }: FormProps) {
  const [dispatch] = useDispatchOrderMutation();
  const submission = useSubmission();
  const open = order.lines.filter((line) => line.toDispatch > 0);
  const uploads = useFileUploads({ kind: 'image', max: 1 });
  const form = useForm<{ quantities: Record<string, number | string>; note: string; photo: string }>({
    initialValues: { quantities: dispatchDefaults(open), note: '', photo: '' },
    validate: {
      quantities: (quantities) =>
        open.some((line) => Number(quantities[line.id] ?? 0) > 0) ? null : 'Send at least one unit.',
    },
  });
  const lineFields = open.map((line) => `quantities.${line.id}`);
  const { submit, formError } = useFormSubmit(
    form,
    ['note', 'photo', 'quantities', ...lineFields],
    async (values) => {
      if (uploads.busy) {
        form.setFieldError('photo', 'Wait until the photo has uploaded, then dispatch.');
        return;
      }
      const lines = dispatchLines(open, values.quantities);
      const done = await submission.run((idempotencyKey) =>
        dispatch({
          variables: {
            idempotencyKey,
            input: {
              orderId: order.id,
              ...(lines ? { lines } : {}),
              note: values.note.trim() || null,
              photoId: uploads.fileIds[0] ?? null,
            },
          },
        }),
      );
      if (done) onDone();
    },
    (values) => ({
      ...Object.fromEntries(
        (dispatchLines(open, values.quantities) ?? open.map((line) => ({ lineId: line.id }))).map(
          (line, index) => [`input.lines.${index}.quantity`, `quantities.${line.lineId}`],
        ),
      ),
      photoId: 'photo',
      lines: 'quantities',
    }),
  );
  return (
    <FormShell
      label="Dispatch a part"
      onSubmit={submit}
      error={formError}
      actions={<Actions label="Dispatch" busy={submission.busy} onCancel={onCancel} />}
    >
      <Text size="sm">Choose how much of each line goes in this part (0 leaves a line for later).</Text>
      {errorOf(form.errors.quantities) && (
        <Text size="sm" c="red" role="alert">
          {errorOf(form.errors.quantities)}
        </Text>
      )}
      {open.map((line, index) => (
        <NumberInput
          key={line.id}
          label={`${line.name} (${line.unit})`}
          description={`${line.toDispatch} left to dispatch`}
          min={0}
          max={line.toDispatch}
          allowNegative={false}
          data-autofocus={index === 0 || undefined}
          {...form.getInputProps(`quantities.${line.id}`)}
        />
      ))}
      <Textarea
        label="Waybill number or driver note"
        maxLength={500}
        autosize
        minRows={2}
        {...form.getInputProps('note')}
      />
      <FileUploader
        label="Photo (optional)"
        description="A photo of the part or its waybill."
        uploads={uploads}
        error={errorOf(form.errors.photo)}
      />
    </FormShell>
  );
}

/** The buyer notes a part's receipt, with what was short or damaged. */
export function ReceiveShipmentForm({
  shipment,
  onDone,
  onCancel,
}: {
  shipment: Shipment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [receive, { loading }] = useReceiveShipmentMutation();
  const initial = Object.fromEntries(
    shipment.lines.flatMap((l) => [
      [`short.${l.line.id}`, 0],
      [`damaged.${l.line.id}`, 0],
    ]),
  );
  const form = useForm<{ counts: Record<string, number | string>; note: string }>({
    initialValues: { counts: initial, note: '' },
  });
  const fields = shipment.lines.flatMap((l) => [`counts.short.${l.line.id}`, `counts.damaged.${l.line.id}`]);
  const problemsOf = (counts: Record<string, number | string>) =>
    shipment.lines.flatMap((l) => {
      const short = Number(counts[`short.${l.line.id}`] ?? 0);
      const damaged = Number(counts[`damaged.${l.line.id}`] ?? 0);
      return short || damaged ? [{ lineId: l.line.id, short, damaged }] : [];
    });
  const { submit, formError } = useFormSubmit(
    form,
    ['note', ...fields],
    async (values) => {
      const problems = problemsOf(values.counts);
      await receive({
        variables: {
          input: {
            shipmentId: shipment.id,
            note: values.note.trim() || null,
            ...(problems.length ? { problems } : {}),
          },
        },
      });
      onDone();
    },
    (values) =>
      Object.fromEntries(
        problemsOf(values.counts).flatMap((p, index) => [
          [`input.problems.${index}.short`, `counts.short.${p.lineId}`],
          [`input.problems.${index}.damaged`, `counts.damaged.${p.lineId}`],
        ]),
      ),
  );
  return (
    <FormShell
      label={`Receive part ${shipment.sequence}`}
      onSubmit={submit}
      error={formError}
      actions={<Actions label="Note receipt" busy={loading} onCancel={onCancel} />}
    >
      <Text size="sm">Leave 0 where everything arrived in good order.</Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col">Sent</Table.Th>
            <Table.Th scope="col">Short</Table.Th>
            <Table.Th scope="col">Damaged</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipment.lines.map((l, index) => (
            <Table.Tr key={l.line.id}>
              <Table.Td>{l.line.name}</Table.Td>
              <Table.Td>{formatQuantity(l.quantity, l.line.unit)}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Short: ${l.line.name}`}
                  min={0}
                  max={l.quantity}
                  allowNegative={false}
                  data-autofocus={index === 0 || undefined}
                  {...form.getInputProps(`counts.short.${l.line.id}`)}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Damaged: ${l.line.name}`}
                  min={0}
                  max={l.quantity}
                  allowNegative={false}
                  {...form.getInputProps(`counts.damaged.${l.line.id}`)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Textarea
        label="Note (optional)"
        maxLength={500}
        autosize
        minRows={2}
        {...form.getInputProps('note')}
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

/** Tells the person what happened after an action. */
export function doneToast(message: string) {
  notifications.show({ color: 'green', message });
}

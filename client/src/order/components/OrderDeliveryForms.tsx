import { NumberInput, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

import { useDispatchOrderMutation, useReceiveShipmentMutation } from '../../gql/hooks';
import { FormShell } from '../../shared/components/FormShell';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { useSubmission } from '../../shared/submission';
import { formatQuantity } from '../../shared/format';
import { FileUploader } from '../../shared/upload/FileUploader';
import { useFileUploads } from '../../shared/upload/use-file-uploads';
import { dispatchDefaults, dispatchLines } from '../order-view';
import { Actions, errorOf, type FormProps, type Shipment } from './order-form-pieces';

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

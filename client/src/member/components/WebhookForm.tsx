import { Button, Group, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';

import { MyWebhooksDocument, type WebhookFieldsFragment } from '../../gql/graphql';
import { useCreateWebhookMutation, useUpdateWebhookMutation } from '../../gql/hooks';

import { presetsFor } from '../webhook-presets';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { CardForm } from './CardForm';

const FORM_FIELDS = ['name', 'url', 'query'] as const;

/** Adds a webhook, or edits one (`webhook` given): name, URL and the subscription document. */
export function WebhookForm({
  role,
  webhook,
  onCreated,
  onDone,
}: {
  role: string;
  webhook?: WebhookFieldsFragment;
  onCreated?: (created: { name: string; secret: string }) => void;
  onDone?: () => void;
}) {
  const presets = presetsFor(role);
  const [create, creating] = useCreateWebhookMutation({ refetchQueries: [MyWebhooksDocument] });
  const [update, updating] = useUpdateWebhookMutation();
  const [preset, setPreset] = useState<string | null>(webhook ? null : presets[0]!.value);
  const form = useForm({
    initialValues: {
      name: webhook?.name ?? '',
      url: webhook?.url ?? '',
      query: webhook?.query ?? presets[0]!.query,
    },
    validate: {
      name: (value) => (value.trim() ? null : 'Give the webhook a name, e.g. the system it feeds.'),
      url: (value) =>
        /^https?:\/\/\S+$/i.test(value.trim()) ? null : 'Enter the full address, starting https://',
      query: (value) =>
        value.trim() ? null : 'Choose the events to send, or write a subscription document.',
    },
  });

  const { submit, formError } = useFormSubmit(form, FORM_FIELDS, async (values) => {
    const input = { name: values.name.trim(), url: values.url.trim(), query: values.query.trim() };
    if (webhook) {
      await update({ variables: { id: webhook.id, input } });
      notifications.show({ color: 'green', message: `"${input.name}" is saved.` });
      onDone?.();
    } else {
      const { data } = await create({ variables: { input } });
      if (data) {
        onCreated?.({ name: data.createWebhook.webhook.name, secret: data.createWebhook.secret });
        form.reset();
        setPreset(presets[0]!.value);
      }
    }
  });

  return (
    <CardForm
      label={webhook ? `Edit webhook ${webhook.name}` : 'New webhook'}
      onSubmit={submit}
      error={formError}
      actions={
        <>
          <Button
            type="submit"
            loading={creating.loading || updating.loading}
            leftSection={<IconWebhook size={16} aria-hidden="true" />}
          >
            {webhook ? 'Save webhook' : 'Add webhook'}
          </Button>
          {onDone && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
        </>
      }
    >
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label="Name"
          description="What it feeds, so you recognise it later."
          placeholder="Procurement system"
          maxLength={80}
          required
          miw={200}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Payload URL"
          description="Where BuildWire POSTs each event."
          placeholder="https://erp.example.com/buildwire"
          type="url"
          required
          miw={240}
          {...form.getInputProps('url')}
        />
      </Group>
      <Select
        label="Events"
        description="A ready-made subscription; edit the document below to choose its fields."
        data={presets.map(({ value, label }) => ({ value, label }))}
        value={preset}
        placeholder="Custom document"
        onChange={(value) => {
          setPreset(value);
          const chosen = presets.find((candidate) => candidate.value === value);
          if (chosen) form.setFieldValue('query', chosen.query);
        }}
      />
      <Textarea
        label="Subscription document"
        description="One subscription with one field, no variables. Each event is this document's result."
        autosize
        minRows={5}
        maxRows={14}
        spellCheck={false}
        required
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        {...form.getInputProps('query')}
        onChange={(event) => {
          form.setFieldValue('query', event.currentTarget.value);
          setPreset(null);
        }}
      />
    </CardForm>
  );
}

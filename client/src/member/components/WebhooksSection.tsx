import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';

import type { WebhookDeliveryStatus } from '../../gql/enums';
import { MyWebhooksDocument, type WebhookFieldsFragment } from '../../gql/graphql';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useMyWebhooksQuery,
  useRedeliverWebhookDeliveryMutation,
  useUpdateWebhookMutation,
  useWebhookDeliveriesQuery,
} from '../../gql/hooks';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { SecretShownOnce } from '../../shared/components/SecretShownOnce';
import { errorDetails, toFormErrors } from '../../shared/error-messages';
import { formatAge, formatDate } from '../../shared/format';
import { appendPage } from '../../shared/live/connection';
import { presetsFor } from '../webhook-presets';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';

/**
 * The account's webhooks: BuildWire POSTs each event of a GraphQL subscription document to a URL,
 * signed with a secret shown once; each delivery is listed with its outcome and can be sent again.
 * Shown on /userinfo and /partners/profile.
 */
export function WebhooksSection({ role }: { role: string }) {
  const { data, loading, error, refetch } = useMyWebhooksQuery({ fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<WebhookFieldsFragment | null>(null);
  const webhooks = data?.myWebhooks ?? [];

  return (
    <Stack gap="md">
      <Text size="sm">
        BuildWire sends each event to your server as it happens: an HTTPS <Code>POST</Code> whose body is the
        result of a GraphQL subscription you choose, signed in the <Code>BuildWire-Signature</Code> header.
        Failed deliveries are retried for a day; a webhook failing all day is turned off and you are emailed.
        Try documents in the{' '}
        <Anchor href="/explorer" target="_blank">
          API explorer
        </Anchor>
        .
      </Text>
      {created ? (
        <SecretShownOnce
          title={`Webhook "${created.name}" created`}
          secret={created.secret}
          what="signing secret"
          onDone={() => setCreated(null)}
        />
      ) : (
        <WebhookForm role={role} onCreated={setCreated} />
      )}
      {loading && !data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading webhooks">
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : error && !data ? (
        <LoadFailedAlert
          title="Your webhooks could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : webhooks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No webhooks yet. Add one above to have your system hear of new events without polling.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Webhooks"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {webhooks.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              role={role}
              webhook={webhook}
              onDelete={() => setDeleting(webhook)}
            />
          ))}
        </Stack>
      )}
      <DeleteWebhookModal webhook={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

const FORM_FIELDS = ['name', 'url', 'query'] as const;

/** Adds a webhook, or edits one (`webhook` given): name, URL and the subscription document. */
function WebhookForm({
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
  const [formError, setFormError] = useState<string>();
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

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    const input = { name: values.name.trim(), url: values.url.trim(), query: values.query.trim() };
    try {
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
    } catch (cause) {
      const { fieldErrors, formError: message } = toFormErrors(cause, FORM_FIELDS);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={webhook ? `Edit webhook ${webhook.name}` : 'New webhook'}
    >
      <Stack gap="sm">
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
        {formError && (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        )}
        <Group>
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
        </Group>
      </Stack>
    </Paper>
  );
}

function WebhookStateBadge({ webhook }: { webhook: WebhookFieldsFragment }) {
  if (webhook.enabled) {
    return webhook.failingSince ? (
      <Badge color="orange" variant="light">
        Failing
      </Badge>
    ) : (
      <Badge color="green" variant="light">
        Active
      </Badge>
    );
  }
  return webhook.disabledReason === 'FAILING' ? (
    <Badge color="red" variant="light">
      Turned off: failing
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="var(--mantine-color-text)">
      Off
    </Badge>
  );
}

function WebhookRow({
  role,
  webhook,
  onDelete,
}: {
  role: string;
  webhook: WebhookFieldsFragment;
  onDelete: () => void;
}) {
  const [update, { loading }] = useUpdateWebhookMutation();
  const [open, setOpen] = useState<'deliveries' | 'edit' | null>(null);
  const toggle = async () => {
    try {
      await update({ variables: { id: webhook.id, input: { enabled: !webhook.enabled } } });
      notifications.show({
        color: 'green',
        message: webhook.enabled ? `"${webhook.name}" is off.` : `"${webhook.name}" is on again.`,
      });
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {webhook.name}
              </Text>
              <WebhookStateBadge webhook={webhook} />
              <Code>{webhook.field}</Code>
            </Group>
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Text>
            <Text size="xs" c="dimmed">
              Added {formatDate(webhook.createdAt)} ·{' '}
              {webhook.lastDeliveredAt
                ? `last delivered ${formatAge(webhook.lastDeliveredAt)}`
                : 'nothing delivered yet'}
              {webhook.failingSince && ` · failing since ${formatDate(webhook.failingSince)}`}
            </Text>
          </Stack>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant={open === 'deliveries' ? 'light' : 'default'}
              aria-expanded={open === 'deliveries'}
              onClick={() => setOpen(open === 'deliveries' ? null : 'deliveries')}
              aria-label={`Deliveries of ${webhook.name}`}
            >
              Deliveries
            </Button>
            <Button
              size="compact-sm"
              variant={open === 'edit' ? 'light' : 'default'}
              aria-expanded={open === 'edit'}
              onClick={() => setOpen(open === 'edit' ? null : 'edit')}
              aria-label={`Edit ${webhook.name}`}
            >
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              loading={loading}
              onClick={() => void toggle()}
              aria-label={`${webhook.enabled ? 'Turn off' : 'Turn on'} ${webhook.name}`}
            >
              {webhook.enabled ? 'Turn off' : 'Turn on'}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              onClick={onDelete}
              aria-label={`Delete ${webhook.name}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
        {open === 'edit' && <WebhookForm role={role} webhook={webhook} onDone={() => setOpen(null)} />}
        {open === 'deliveries' && <DeliveriesPanel webhook={webhook} />}
      </Stack>
    </Paper>
  );
}

const STATUS_FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'FAILED', label: 'Failed' },
];

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'yellow',
  DELIVERED: 'green',
  FAILED: 'red',
};

/** The webhook's deliveries, newest first, filtered by status; each can be sent again. */
function DeliveriesPanel({ webhook }: { webhook: WebhookFieldsFragment }) {
  const [status, setStatus] = useState('ALL');
  const { data, loading, error, refetch, fetchMore } = useWebhookDeliveriesQuery({
    variables: {
      id: webhook.id,
      first: 20,
      status: status === 'ALL' ? null : (status as WebhookDeliveryStatus),
    },
    fetchPolicy: 'cache-and-network',
    // while it is open, the outcomes of deliveries under way (retries, redeliveries) show up by themselves
    pollInterval: 5000,
  });
  const [redeliver, redelivering] = useRedeliverWebhookDeliveryMutation();
  const connection = data?.webhook.deliveries;

  const sendAgain = async (id: string) => {
    try {
      await redeliver({ variables: { id } });
      notifications.show({ color: 'green', message: 'Sending it again now.' });
      await refetch();
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };

  return (
    <Stack gap="xs" aria-label={`Deliveries of ${webhook.name}`} role="region">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={status}
          onChange={(value) => setStatus(value ?? 'ALL')}
          allowDeselect={false}
          w={160}
          size="xs"
        />
        <Button size="compact-sm" variant="subtle" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Group>
      {!connection && loading ? (
        <Skeleton h={90} aria-label="Loading deliveries" />
      ) : error && !connection ? (
        <Alert color="red" title="Deliveries could not be loaded">
          {errorDetails(error)[0]?.message}
        </Alert>
      ) : !connection || connection.edges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {status === 'ALL'
            ? 'No deliveries yet: they appear here as soon as an event this webhook listens to happens.'
            : 'No deliveries with this status.'}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {connection.totalCount} {connection.totalCount === 1 ? 'delivery' : 'deliveries'}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Response</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {connection.edges.map(({ node }) => (
                  <Table.Tr key={node.id}>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={STATUS_COLORS[node.status]}>
                        {node.status.toLowerCase()}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code>{node.event}</Code>
                      {node.redeliveryOf && (
                        <Text size="xs" c="dimmed">
                          sent again
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{node.attempts}</Table.Td>
                    <Table.Td>
                      {node.responseStatus ?? '—'}
                      {node.error && (
                        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                          {node.error}
                        </Text>
                      )}
                      {node.status === 'PENDING' && node.nextAttemptAt && node.attempts > 0 && (
                        <Text size="xs" c="dimmed">
                          next try {formatDate(node.nextAttemptAt)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(node.deliveredAt ?? node.createdAt)}</Table.Td>
                    <Table.Td>
                      {node.status !== 'PENDING' && (
                        <Button
                          size="compact-xs"
                          variant="default"
                          loading={redelivering.loading}
                          disabled={!webhook.enabled}
                          onClick={() => void sendAgain(node.id)}
                          aria-label={`Redeliver ${node.event} of ${formatDate(node.createdAt)}`}
                        >
                          Redeliver
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {connection.pageInfo.hasNextPage && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                void fetchMore({
                  variables: { after: connection.pageInfo.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    ...fetchMoreResult,
                    webhook: {
                      ...fetchMoreResult.webhook,
                      deliveries: appendPage(previous.webhook.deliveries, fetchMoreResult.webhook.deliveries),
                    },
                  }),
                })
              }
            >
              Show older deliveries
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}

function DeleteWebhookModal({
  webhook,
  onClose,
}: {
  webhook: WebhookFieldsFragment | null;
  onClose: () => void;
}) {
  const [remove, { loading }] = useDeleteWebhookMutation({ refetchQueries: [MyWebhooksDocument] });
  const confirm = async () => {
    if (!webhook) return;
    try {
      await remove({ variables: { id: webhook.id } });
      notifications.show({ color: 'green', message: `"${webhook.name}" is deleted.` });
      onClose();
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <ConfirmModal
      opened={webhook !== null}
      title="Delete this webhook?"
      message={`"${webhook?.name ?? ''}" stops receiving events at once, and its delivery history is deleted. This cannot be undone.`}
      confirmLabel="Delete webhook"
      color="red"
      loading={loading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

import { Anchor, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';

import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { MyWebhooksDocument, type WebhookFieldsFragment } from '../../gql/graphql';
import { useDeleteWebhookMutation, useMyWebhooksQuery, useUpdateWebhookMutation } from '../../gql/hooks';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { errorDetails } from '../../shared/error-messages';
import { formatAge, formatDate } from '../../shared/format';
import { DeliveriesPanel } from './WebhookDeliveriesPanel';
import { WebhookForm } from './WebhookForm';
import { SecretIssuingSection } from './SecretIssuingSection';

/**
 * The account's webhooks: BuildWire POSTs each event of a GraphQL subscription document to a URL,
 * signed with a secret shown once; each delivery is listed with its outcome and can be sent again.
 * Shown on /userinfo and /partners/profile.
 */
export function WebhooksSection({ role }: { role: string }) {
  const list = useMyWebhooksQuery({ fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<WebhookFieldsFragment | null>(null);

  return (
    <SecretIssuingSection
      intro={
        <>
          BuildWire sends each event to your server as it happens: an HTTPS <Code>POST</Code> whose body is
          the result of a GraphQL subscription you choose, signed in the <Code>BuildWire-Signature</Code>{' '}
          header. Failed deliveries are retried for a day; a webhook failing all day is turned off and you are
          emailed. Try documents in the{' '}
          <Anchor href="/explorer" target="_blank">
            API explorer
          </Anchor>
          .
        </>
      }
      issued={created && { title: `Webhook "${created.name}" created`, secret: created.secret }}
      what="signing secret"
      onIssuedSeen={() => setCreated(null)}
      form={<WebhookForm role={role} onCreated={setCreated} />}
      list={list}
      items={(data) => data.myWebhooks}
      label="Webhooks"
      empty="No webhooks yet. Add one above to have your system hear of new events without polling."
      rowHeight={72}
      row={(webhook) => (
        <WebhookRow key={webhook.id} role={role} webhook={webhook} onDelete={() => setDeleting(webhook)} />
      )}
    >
      <DeleteWebhookModal webhook={deleting} onClose={() => setDeleting(null)} />
    </SecretIssuingSection>
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
    await remove({ variables: { id: webhook.id } });
    notifications.show({ color: 'green', message: `"${webhook.name}" is deleted.` });
    onClose();
  };
  return (
    <ConfirmModal
      opened={webhook !== null}
      title="Delete this webhook?"
      message={`"${webhook?.name ?? ''}" stops receiving events at once, and its delivery history is deleted. This cannot be undone.`}
      confirmLabel="Delete webhook"
      color="red"
      loading={loading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

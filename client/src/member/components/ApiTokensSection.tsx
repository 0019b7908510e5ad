import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';

import type { ApiTokenScope } from '../../gql/enums';
import { MyApiTokensDocument, type ApiTokenFieldsFragment } from '../../gql/graphql';
import {
  useCreateApiTokenMutation,
  useMyApiTokensQuery,
  useRevokeApiTokenMutation,
  useRotateApiTokenMutation,
} from '../../gql/hooks';
import { errorDetails, toFormErrors } from '../../shared/error-messages';
import { SecretShownOnce } from '../../shared/components/SecretShownOnce';
import { formatAge, formatDate, formatDateTime } from '../../shared/format';
import { SectionList } from '../../shared/components/SectionList';

const SCOPE_LABELS: Record<ApiTokenScope, { label: string; description: string }> = {
  READ: { label: 'Read', description: 'Read what you can see and follow its live events.' },
  WIRES: {
    label: 'Wires',
    description: 'Post, close and fulfil your wires; accept or decline their responses; upload attachments.',
  },
  RESPONSES: { label: 'Responses', description: 'Respond to wires and withdraw responses.' },
  CATALOGUE: { label: 'Catalogue', description: 'Manage products and property listings and their images.' },
  WEBHOOKS: { label: 'Webhooks', description: 'Register and manage webhooks, and redeliver their events.' },
};

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '366', label: '1 year' },
  { value: 'never', label: 'Never' },
];

/** The scopes this account's role can use. */
function scopesFor(role: string): ApiTokenScope[] {
  return role === 'PARTNER'
    ? ['READ', 'WIRES', 'RESPONSES', 'CATALOGUE', 'WEBHOOKS']
    : ['READ', 'WIRES', 'WEBHOOKS'];
}

/**
 * The account's API tokens (SPEC §3 ApiToken): make one per program (its secret shown once, to
 * copy), see when each was last used, rotate one (a new secret, the old one working for a grace
 * period) or revoke one at once. Shown on /userinfo and /partners/profile.
 */
export function ApiTokensSection({ role }: { role: string }) {
  const { data, loading, error, refetch } = useMyApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; secret: string; rotated?: boolean } | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenFieldsFragment | null>(null);
  const [rotating, setRotating] = useState<ApiTokenFieldsFragment | null>(null);

  return (
    <Stack gap="md">
      <Text size="sm">
        Let a program (a procurement system, a stock sync) use BuildWire as you. It acts with your account,
        limited to what you allow, and sends the token as <Code>Authorization: Bearer &lt;token&gt;</Code>.
        Try the API in the{' '}
        <Anchor href="/explorer" target="_blank">
          API explorer
        </Anchor>
        .
      </Text>
      {created ? (
        <SecretShownOnce
          title={created.rotated ? `New secret for "${created.name}"` : `Token "${created.name}" created`}
          secret={created.secret}
          what="token"
          onDone={() => setCreated(null)}
        />
      ) : (
        <CreateTokenForm role={role} onCreated={setCreated} />
      )}
      <SectionList
        label="API tokens"
        items={data?.myApiTokens}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty="No tokens yet. Make one for each program, so you can revoke one without stopping the others."
        rowHeight={56}
      >
        {(token) => (
          <TokenRow
            key={token.id}
            token={token}
            onRotate={() => setRotating(token)}
            onRevoke={() => setRevoking(token)}
          />
        )}
      </SectionList>
      <RotateTokenModal
        token={rotating}
        onClose={() => setRotating(null)}
        onRotated={(secret) => rotating && setCreated({ name: rotating.name, secret, rotated: true })}
      />
      <RevokeTokenModal token={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

function CreateTokenForm({
  role,
  onCreated,
}: {
  role: string;
  onCreated: (created: { name: string; secret: string }) => void;
}) {
  const [create, { loading }] = useCreateApiTokenMutation({ refetchQueries: [MyApiTokensDocument] });
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: { name: '', scopes: ['READ'] as ApiTokenScope[], expiry: '90' },
    validate: {
      name: (value) => (value.trim() ? null : 'Give the token a name, e.g. the program that will use it.'),
      scopes: (value) => (value.length ? null : 'Choose at least one thing it may do.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            scopes: values.scopes,
            expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
          },
        },
      });
      if (data) {
        onCreated({ name: data.createApiToken.token.name, secret: data.createApiToken.secret });
        form.reset();
      }
    } catch (cause) {
      const { fieldErrors, formError: message } = toFormErrors(cause, ['name', 'scopes', 'expiresInDays'], {
        expiresInDays: 'expiry',
      });
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
      aria-label="New API token"
    >
      <Stack gap="sm">
        <TextInput
          label="Token name"
          description="What will use it, so you recognise it later."
          placeholder="Procurement system"
          maxLength={80}
          required
          {...form.getInputProps('name')}
        />
        <Checkbox.Group label="What it may do" required {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {scopesFor(role).map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={SCOPE_LABELS[scope].label}
                description={SCOPE_LABELS[scope].description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label="Expires after"
          data={EXPIRY_OPTIONS}
          allowDeselect={false}
          w={200}
          {...form.getInputProps('expiry')}
        />
        {formError && (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={loading} leftSection={<IconKey size={16} aria-hidden="true" />}>
            Create token
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TokenRow({
  token,
  onRotate,
  onRevoke,
}: {
  token: ApiTokenFieldsFragment;
  onRotate: () => void;
  onRevoke: () => void;
}) {
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {token.name}
            </Text>
            <Code>{token.prefix}…</Code>
          </Group>
          <Group gap={4}>
            {token.scopes.map((scope) => (
              <Badge key={scope} size="sm" variant="light" color="gray" c="var(--mantine-color-text)">
                {SCOPE_LABELS[scope].label}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Made {formatDate(token.createdAt)} ·{' '}
            {token.lastUsedAt ? `last used ${formatAge(token.lastUsedAt)}` : 'never used'} ·{' '}
            {token.rotatedAt
              ? `replaced ${formatAge(token.rotatedAt)}: this secret works until ${formatDateTime(token.expiresAt)}`
              : token.expiresAt
                ? `expires ${formatDate(token.expiresAt)}`
                : 'does not expire'}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!token.rotatedAt && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={onRotate}
              aria-label={`Rotate ${token.name}`}
            >
              Rotate
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            color="red"
            onClick={onRevoke}
            aria-label={`Revoke ${token.name}`}
          >
            Revoke
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function RevokeTokenModal({ token, onClose }: { token: ApiTokenFieldsFragment | null; onClose: () => void }) {
  const [revoke, { loading }] = useRevokeApiTokenMutation({ refetchQueries: [MyApiTokensDocument] });
  const confirm = async () => {
    if (!token) return;
    try {
      await revoke({ variables: { id: token.id } });
      notifications.show({ color: 'green', message: `"${token.name}" is revoked.` });
      onClose();
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <Modal opened={token !== null} onClose={onClose} title="Revoke this token?" centered>
      <Stack gap="md">
        <Text size="sm">
          Programs using &quot;{token?.name}&quot; stop working at once, and its live connections close. This
          cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()}>
            Revoke token
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RotateTokenModal({
  token,
  onClose,
  onRotated,
}: {
  token: ApiTokenFieldsFragment | null;
  onClose: () => void;
  onRotated: (secret: string) => void;
}) {
  const [rotate, { loading }] = useRotateApiTokenMutation({ refetchQueries: [MyApiTokensDocument] });
  const confirm = async () => {
    if (!token) return;
    try {
      const { data } = await rotate({ variables: { id: token.id } });
      if (data) onRotated(data.rotateApiToken.secret);
      onClose();
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <Modal opened={token !== null} onClose={onClose} title="Rotate this token?" centered>
      <Stack gap="md">
        <Text size="sm">
          &quot;{token?.name}&quot; gets a new secret with the same permissions and lifetime. The current
          secret keeps working for a grace period (its end is shown in the list), so you can move the program
          over without a gap; then it stops.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={loading} onClick={() => void confirm()}>
            Rotate token
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

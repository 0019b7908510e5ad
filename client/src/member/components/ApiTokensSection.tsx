import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
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
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { formatAge, formatDate, formatDateTime } from '../../shared/format';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { CardForm } from './CardForm';
import { SecretIssuingSection } from './SecretIssuingSection';

const SCOPE_LABELS: Record<ApiTokenScope, { label: string; description: string }> = {
  READ: { label: 'Read', description: 'Read what you can see and follow its live events.' },
  WIRES: {
    label: 'Wires',
    description: 'Post, close and fulfil your wires; accept or decline their responses; upload attachments.',
  },
  RESPONSES: { label: 'Responses', description: 'Respond to wires and withdraw responses.' },
  CATALOGUE: { label: 'Catalogue', description: 'Manage products and property listings and their images.' },
  WEBHOOKS: { label: 'Webhooks', description: 'Register and manage webhooks, and redeliver their events.' },
  ORDERS: {
    label: 'Orders',
    description:
      'Move your orders along (confirm, dispatch, receive, complete, cancel, dispute) and record payments.',
  },
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
    ? ['READ', 'WIRES', 'RESPONSES', 'CATALOGUE', 'ORDERS', 'WEBHOOKS']
    : ['READ', 'WIRES', 'ORDERS', 'WEBHOOKS'];
}

/**
 * The account's API tokens (SPEC §3 ApiToken): make one per program (its secret shown once, to
 * copy), see when each was last used, rotate one (a new secret, the old one working for a grace
 * period) or revoke one at once. Shown on /userinfo and /partners/profile.
 */
export function ApiTokensSection({ role }: { role: string }) {
  const list = useMyApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; secret: string; rotated?: boolean } | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenFieldsFragment | null>(null);
  const [rotating, setRotating] = useState<ApiTokenFieldsFragment | null>(null);

  return (
    <SecretIssuingSection
      intro={
        <>
          Let a program (a procurement system, a stock sync) use BuildWire as you. It acts with your account,
          limited to what you allow, and sends the token as <Code>Authorization: Bearer &lt;token&gt;</Code>.
          Try the API in the{' '}
          <Anchor href="/explorer" target="_blank">
            API explorer
          </Anchor>
          .
        </>
      }
      issued={
        created && {
          title: created.rotated ? `New secret for "${created.name}"` : `Token "${created.name}" created`,
          secret: created.secret,
        }
      }
      what="token"
      onIssuedSeen={() => setCreated(null)}
      form={<CreateTokenForm role={role} onCreated={setCreated} />}
      list={list}
      items={(data) => data.myApiTokens}
      label="API tokens"
      empty="No tokens yet. Make one for each program, so you can revoke one without stopping the others."
      rowHeight={56}
      row={(token) => (
        <TokenRow
          key={token.id}
          token={token}
          onRotate={() => setRotating(token)}
          onRevoke={() => setRevoking(token)}
        />
      )}
    >
      <RotateTokenModal
        token={rotating}
        onClose={() => setRotating(null)}
        onRotated={(secret) => rotating && setCreated({ name: rotating.name, secret, rotated: true })}
      />
      <RevokeTokenModal token={revoking} onClose={() => setRevoking(null)} />
    </SecretIssuingSection>
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
  const form = useForm({
    initialValues: { name: '', scopes: ['READ'] as ApiTokenScope[], expiry: '90' },
    validate: {
      name: (value) => (value.trim() ? null : 'Give the token a name, e.g. the program that will use it.'),
      scopes: (value) => (value.length ? null : 'Choose at least one thing it may do.'),
    },
  });

  const { submit, formError } = useFormSubmit(
    form,
    ['name', 'scopes', 'expiresInDays'],
    async (values) => {
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
    },
    {
      expiresInDays: 'expiry',
    },
  );

  return (
    <CardForm
      label="New API token"
      onSubmit={submit}
      error={formError}
      actions={
        <Button type="submit" loading={loading} leftSection={<IconKey size={16} aria-hidden="true" />}>
          Create token
        </Button>
      }
    >
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
    </CardForm>
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
          {[
            // a rotated token's old secret only runs out; it is not rotated again
            ...(token.rotatedAt ? [] : [{ action: 'Rotate', onClick: onRotate, color: undefined }]),
            { action: 'Revoke', onClick: onRevoke, color: 'red' },
          ].map(({ action, onClick, color }) => (
            <Button
              key={action}
              size="compact-sm"
              variant="default"
              color={color}
              onClick={onClick}
              aria-label={`${action} ${token.name}`}
            >
              {action}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}

function RevokeTokenModal({ token, onClose }: { token: ApiTokenFieldsFragment | null; onClose: () => void }) {
  const [revoke, { loading }] = useRevokeApiTokenMutation({ refetchQueries: [MyApiTokensDocument] });
  const confirm = async () => {
    if (!token) return;
    await revoke({ variables: { id: token.id } });
    notifications.show({ color: 'green', message: `"${token.name}" is revoked.` });
    onClose();
  };
  return (
    <ConfirmModal
      opened={token !== null}
      title="Revoke this token?"
      message={`Programs using "${token?.name ?? ''}" stop working at once, and its live connections close. This cannot be undone.`}
      cancelLabel="Keep it"
      confirmLabel="Revoke token"
      color="red"
      loading={loading}
      onConfirm={confirm}
      onClose={onClose}
    />
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
    const { data } = await rotate({ variables: { id: token.id } });
    if (data) onRotated(data.rotateApiToken.secret);
    onClose();
  };
  return (
    <ConfirmModal
      opened={token !== null}
      title="Rotate this token?"
      message={`"${token?.name ?? ''}" gets a new secret with the same permissions and lifetime. The current secret keeps working for a grace period (its end is shown in the list), so you can move the program over without a gap; then it stops.`}
      confirmLabel="Rotate token"
      loading={loading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

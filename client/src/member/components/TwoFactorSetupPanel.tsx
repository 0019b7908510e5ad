import { Button, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';

import type { EnableTwoFactorMutation } from '../../gql/graphql';
import { useConfirmTwoFactorMutation } from '../../gql/hooks';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

type Setup = EnableTwoFactorMutation['enableTwoFactor'];
type TwoFactorSetupPanelProps = {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
};

/** Step two of turning it on: scan the QR code (or type the key), then confirm with a code. */
export function TwoFactorSetupPanel({ setup, onConfirmed, onCancel }: TwoFactorSetupPanelProps) {
  const [confirm, { loading }] = useConfirmTwoFactorMutation();
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        /^\d{6}$/.test(value.replace(/\s+/g, '')) ? null : 'Enter the 6-digit code your app shows.',
    },
  });
  const groupedKey = setup.secret.replace(/(.{4})/g, '$1 ').trim();

  const { submit, formError } = useFormSubmit(form, ['code'], async ({ code }) => {
    const result = await confirm({ variables: { code: code.replace(/\s+/g, '') } });
    if (result.data) onConfirmed(result.data.confirmTwoFactor.codes);
  });

  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password, Aegis…).
      </Text>
      <Image
        src={setup.qrCodeDataUrl}
        alt="QR code to add BuildWire to your authenticator app"
        w={184}
        h={184}
        bg="white"
        radius="sm"
      />
      <div>
        <Text size="sm">Or type this setup key into the app:</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Text
            ff="monospace"
            fz="sm"
            fw={600}
            data-testid="two-factor-key"
            style={{ wordBreak: 'break-all' }}
          >
            {groupedKey}
          </Text>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={copy}
                aria-label="Copy the setup key"
                leftSection={
                  copied ? (
                    <IconCheck size={14} aria-hidden="true" />
                  ) : (
                    <IconCopy size={14} aria-hidden="true" />
                  )
                }
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </div>
      <FormShell onSubmit={submit} label="Confirm two-factor sign-in" error={formError} gap="sm">
        <TextInput
          label="2. Enter the 6-digit code the app shows"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          required
          maw={360}
          {...form.getInputProps('code')}
        />
        <Group gap="sm">
          <Button type="submit" loading={loading}>
            Turn on
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </FormShell>
    </Stack>
  );
}

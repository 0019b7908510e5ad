import { Alert, Badge, Button, Group, PasswordInput, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';

import type { EnableTwoFactorMutation } from '../../gql/graphql';
import { useEnableTwoFactorMutation, useTwoFactorStatusQuery } from '../../gql/hooks';
import type { Viewer } from '../../session/use-viewer';
import { toFormErrors } from '../../shared/form-errors';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorDisableForm } from './TwoFactorDisableForm';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';
import { FormShell } from '../../shared/components/FormShell';

type Setup = EnableTwoFactorMutation['enableTwoFactor'];

/** Two-factor sign-in on /userinfo: turn it on (QR code, key, confirm, recovery codes) or off. */
export function TwoFactorSection({ viewer }: { viewer: Viewer }) {
  const { data, loading, refetch } = useTwoFactorStatusQuery({ fetchPolicy: 'cache-and-network' });
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (!viewer.hasPassword || value ? null : 'Enter your password.') },
  });
  const status = data?.me;

  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refetch();
        }}
      />
    );
  }
  if (setup) {
    return (
      <TwoFactorSetupPanel
        setup={setup}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  if (loading && !status) return <Skeleton h={90} />;

  if (status?.twoFactorEnabled) {
    return (
      <Stack gap="md">
        <Group gap="sm">
          <Badge color="green" variant="light" leftSection={<IconShieldLock size={12} aria-hidden="true" />}>
            On
          </Badge>
          <Text size="sm">
            Signing in asks for a code from your authenticator app. {status.recoveryCodesLeft ?? 0} of 10
            recovery codes left.
          </Text>
        </Group>
        <TwoFactorDisableForm onDisabled={() => void refetch()} />
      </Stack>
    );
  }

  const start = form.onSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      const result = await enable({ variables: { password: viewer.hasPassword ? password : null } });
      if (result.data) {
        form.reset();
        setSetup(result.data.enableTwoFactor);
      }
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, ['password']);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <Stack gap="md">
      {status?.twoFactorSetupRequired && (
        <Alert color="orange" variant="light" title="Required for admins">
          This marketplace requires admins to use two-factor sign-in. Turn it on to continue to the admin
          pages.
        </Alert>
      )}
      <Text size="sm">
        Off. With two-factor sign-in, signing in also asks for a 6-digit code from an app on your phone, so a
        stolen password alone is not enough.
      </Text>
      <FormShell onSubmit={start} label="Turn on two-factor sign-in" error={formError} gap="sm">
        {viewer.hasPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            maw={360}
            {...form.getInputProps('password')}
          />
        )}
        <Group>
          <Button
            type="submit"
            loading={enabling.loading}
            leftSection={<IconShieldLock size={16} aria-hidden="true" />}
          >
            Set up two-factor sign-in
          </Button>
        </Group>
      </FormShell>
    </Stack>
  );
}

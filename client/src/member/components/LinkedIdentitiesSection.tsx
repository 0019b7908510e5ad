import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { SocialProvider } from '../../gql/graphql';
import { useLinkedIdentitiesQuery, useSignInMethodsQuery, useUnlinkIdentityMutation } from '../../gql/hooks';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/form-errors';
import { formatDate } from '../../shared/format';
import {
  providerFromParam,
  providerIcons,
  providerNames,
  socialErrorMessage,
  socialStartUrl,
} from '../social-providers';

/**
 * /userinfo's "Linked sign-in methods": each provider the server offers (or that is still
 * linked), with its account and a way to link or remove it. The server refuses removing the
 * last way in; the message says so.
 */
export function LinkedIdentitiesSection() {
  const [params] = useSearchParams();
  const methods = useSignInMethodsQuery();
  const linked = useLinkedIdentitiesQuery({ fetchPolicy: 'cache-and-network' });
  const [unlink, { loading: unlinking }] = useUnlinkIdentityMutation({
    refetchQueries: ['LinkedIdentities'],
    awaitRefetchQueries: true,
  });
  const [removing, setRemoving] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string>();

  const identities = linked.data?.linkedIdentities ?? [];
  const offered = methods.data?.signInMethods.providers ?? [];
  const providers = [...new Set([...offered, ...identities.map((identity) => identity.provider)])];
  const justLinked = providerFromParam(params.get('linked'));
  const linkError = params.get('linkError');

  const confirmRemove = async () => {
    if (!removing) return;
    setError(undefined);
    try {
      await unlink({ variables: { provider: removing } });
    } catch (caught) {
      setError(toFormErrors(caught, []).formError);
    }
    setRemoving(null);
  };

  return (
    <>
      <Stack gap="md">
        {justLinked && !linkError && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
            Your {providerNames[justLinked]} account is linked: you can sign in with it from now on.
          </Alert>
        )}
        {linkError && (
          <FormErrorAlert
            message={socialErrorMessage(linkError, providerFromParam(params.get('provider')))}
          />
        )}
        <FormErrorAlert message={error} />
        {(methods.loading || linked.loading) && !linked.data ? (
          <Skeleton role="status" height={60} aria-label="Loading your sign-in methods" />
        ) : providers.length === 0 ? (
          <Text size="sm">Signing in with another account (Google, GitHub) is not offered here yet.</Text>
        ) : (
          providers.map((provider) => {
            const identity = identities.find((each) => each.provider === provider);
            const Icon = providerIcons[provider];
            const name = providerNames[provider];
            return (
              <Group key={provider} justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <Icon size={24} aria-hidden="true" />
                  <div>
                    <Text fw={500}>{name}</Text>
                    <Text size="sm" c="dimmed">
                      {identity
                        ? `${identity.email ?? 'Linked'} · since ${formatDate(identity.linkedAt)}`
                        : 'Not linked'}
                    </Text>
                  </div>
                </Group>
                {identity ? (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconUnlink size={16} aria-hidden="true" />}
                    onClick={() => setRemoving(provider)}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </Button>
                ) : (
                  offered.includes(provider) && (
                    <Button
                      component="a"
                      href={socialStartUrl(provider, { returnTo: '/userinfo', link: true })}
                      variant="default"
                      leftSection={<IconLink size={16} aria-hidden="true" />}
                      aria-label={`Link ${name}`}
                    >
                      Link
                    </Button>
                  )
                )}
              </Group>
            );
          })
        )}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={`Remove ${removing ? providerNames[removing] : ''}?`}
        message={`You will no longer be able to sign in with ${removing ? providerNames[removing] : ''}. You can link it again later.`}
        confirmLabel="Remove"
        color="red"
        loading={unlinking}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

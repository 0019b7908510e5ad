import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';

import { useSignInMethodsQuery } from '../../gql/hooks';
import {
  providerFromParam,
  providerIcons,
  providerNames,
  socialErrorMessage,
  socialStartUrl,
  type SocialLoginPath,
} from '../social-providers';

type SocialSignInButtonsProps = {
  /** Where to go once signed in. */
  returnTo: string;
  /** This page, where a failed sign-in comes back to. */
  from: SocialLoginPath;
};

/**
 * "Continue with Google / GitHub" for the providers the server offers (none: nothing at all),
 * and the reason when a provider's sign-in has just failed (`?signInError=`).
 */
export function SocialSignInButtons({ returnTo, from }: SocialSignInButtonsProps) {
  const [params] = useSearchParams();
  const { data } = useSignInMethodsQuery();
  const providers = data?.signInMethods.providers ?? [];
  const error = params.get('signInError');

  if (!error && providers.length === 0) return null;
  return (
    <Stack gap="sm" mb="md">
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
        >
          {socialErrorMessage(error, providerFromParam(params.get('provider')))}
        </Alert>
      )}
      {providers.map((provider) => {
        const Icon = providerIcons[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={socialStartUrl(provider, { returnTo, from })}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} aria-hidden="true" />}
          >
            Continue with {providerNames[provider]}
          </Button>
        );
      })}
      {providers.length > 0 && <Divider label="or with your email" labelPosition="center" />}
    </Stack>
  );
}

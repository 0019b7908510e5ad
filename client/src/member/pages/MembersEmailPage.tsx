import { Alert, Anchor, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconAlertTriangle, IconMailOpened } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import type { SignInWithEmailLinkMutation } from '../../gql/graphql';
import { useSignInWithEmailLinkMutation } from '../../gql/hooks';
import { refreshViewer } from '../../session/refresh-viewer';
import { useViewer } from '../../session/use-viewer';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { errorCodesOf, messageForCode } from '../../shared/error-messages';
import { BarePage } from '../components/BarePage';
import { EmailLinkRequestForm } from '../components/EmailLinkRequestForm';
import { TwoFactorCodeStep } from '../components/TwoFactorCodeStep';
import { takeEmailLinkReturn } from '../email-link-return';
import { refusalWords, tokenRefusalOf } from '../token-refusal';

type Member = NonNullable<SignInWithEmailLinkMutation['signInWithEmailLink']['member']>;
type Outcome = { member: Member } | { challenge: string } | { error: unknown };

/**
 * One attempt per token for the life of the page: React's StrictMode mounts twice, and a second
 * attempt would find the token already spent.
 */
const attempts = new Map<string, Promise<Outcome>>();

export function MembersEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signIn] = useSignInWithEmailLinkMutation();
  const [error, setError] = useState<unknown>();
  const { viewer } = useViewer();
  const [challenge, setChallenge] = useState<string | null>(null);
  const goOn = useCallback(
    async (member: { profileComplete: boolean }) => {
      await navigate(member.profileComplete ? takeEmailLinkReturn() : '/userinfo', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = signIn({ variables: { token } }).then(
        async (result): Promise<Outcome> => {
          const answer = result.data?.signInWithEmailLink;
          if (answer?.twoFactorRequired && answer.twoFactorChallenge)
            return { challenge: answer.twoFactorChallenge };
          const member = answer?.member;
          if (!member) return { error: new Error('no member') };
          await refreshViewer(client);
          return { member };
        },
        (failure: unknown): Outcome => ({ error: failure }),
      );
      attempts.set(token, attempt);
    }
    void attempt.then(async (outcome) => {
      if (!live) return;
      if ('error' in outcome) {
        setError(outcome.error);
        return;
      }
      if ('challenge' in outcome) {
        setChallenge(outcome.challenge);
        return;
      }
      await goOn(outcome.member);
    });
    return () => {
      live = false;
    };
  }, [token, signIn, client, goOn]);

  if (!token) {
    return (
      <BarePage title="Sign in with an email link" icon={<IconMailOpened size={30} aria-hidden="true" />}>
        <Text>This page signs you in from the link in a BuildWire email. Ask for a link:</Text>
        <Paper withBorder p="lg" radius="md">
          <EmailLinkRequestForm kind="signIn" />
        </Paper>
      </BarePage>
    );
  }

  if (challenge) {
    return (
      <BarePage title="Enter your sign-in code" icon={<IconMailOpened size={30} aria-hidden="true" />}>
        <Text>Your account has two-factor sign-in: enter the code from your authenticator app.</Text>
        <Paper withBorder p="lg" radius="md">
          <TwoFactorCodeStep
            challenge={challenge}
            submitLabel="Sign in"
            onSignedIn={async (member) => {
              await refreshViewer(client);
              if (member) await goOn(member);
            }}
            onRestart={(reason) => {
              setChallenge(null);
              setError(new Error(reason ?? 'The sign-in took too long.'));
            }}
          />
        </Paper>
      </BarePage>
    );
  }

  if (error === undefined) {
    return (
      <BarePage title="Signing you in…">
        <Stack align="center" gap="sm" py="xl" role="status">
          <Loader aria-hidden="true" />
          <Text c="dimmed">Checking your sign-in link.</Text>
        </Stack>
      </BarePage>
    );
  }

  const reason = tokenRefusalOf(error);
  const disabled = errorCodesOf(error).includes('USER_DISABLED');
  const words = reason
    ? refusalWords(reason, 'sign-in link', 15)
    : { title: 'We could not sign you in', text: messageForCode(errorCodesOf(error)[0]) };

  return (
    <BarePage title={words.title} icon={<IconAlertTriangle size={30} aria-hidden="true" />}>
      <Alert color={disabled ? 'red' : 'yellow'} variant="light" role="alert">
        {words.text}
      </Alert>
      {viewer && !disabled && (
        <Stack gap="xs">
          <Text style={{ overflowWrap: 'anywhere' }}>
            You are signed in as <strong>{viewer.email}</strong> already.
          </Text>
          <Button component={PreloadLink} to="/">
            Go on to BuildWire
          </Button>
        </Stack>
      )}
      {!disabled && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text fw={600}>Get a new sign-in link</Text>
            <EmailLinkRequestForm kind="signIn" />
          </Stack>
        </Paper>
      )}
      <Text size="sm" c="dimmed">
        Or{' '}
        <Anchor component={PreloadLink} to="/wires/login">
          sign in with your password
        </Anchor>
        .
      </Text>
    </BarePage>
  );
}

import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';

import { useUnsubscribeEmailMutation } from '../../gql/hooks';
import { BarePage } from '../../member/components/BarePage';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { errorDetails } from '../../shared/error-messages';

/**
 * Where an email's "Stop these emails" link lands: one button turns that kind of email off (a
 * link alone changes nothing, so mail scanners that open links cannot unsubscribe anyone).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, loading, error }] = useUnsubscribeEmailMutation();
  const done = data?.unsubscribeEmail;

  return (
    <BarePage title="Stop these emails" icon={<IconMailOff size={28} aria-hidden="true" />}>
      {done ? (
        <Alert color="green" title="Unsubscribed" role="status">
          You will no longer get emails about “{done.label}”. They still appear under the bell when you sign
          in.
        </Alert>
      ) : !token ? (
        <Alert color="red" title="This link is incomplete">
          Open the link from the email again, or change your emails in your account.
        </Alert>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text>
            Stop getting this kind of email from BuildWire? You can turn it back on in your account.
          </Text>
          {error && (
            <Alert color="red" role="alert" w="100%">
              {errorDetails(error)[0]?.message}
            </Alert>
          )}
          <Button
            loading={loading}
            onClick={() => void unsubscribe({ variables: { token } }).catch(() => {})}
          >
            Stop these emails
          </Button>
        </Stack>
      )}
      <Text size="sm">
        Choose exactly what you get in{' '}
        <Anchor component={PreloadLink} to="/userinfo?section=notifications">
          your notification settings
        </Anchor>
        .
      </Text>
    </BarePage>
  );
}

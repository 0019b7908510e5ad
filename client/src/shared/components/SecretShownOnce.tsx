import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { CopyValueButton } from './CopyValueButton';

/** A secret the server shows only once (an API token, a webhook's signing secret), to copy now. */
export function SecretShownOnce({
  title,
  secret,
  what,
  onDone,
}: {
  title: string;
  secret: string;
  /** What the secret is, e.g. "token" or "signing secret". */
  what: string;
  onDone: () => void;
}) {
  return (
    <Alert color="green" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm">Copy it now and keep it somewhere safe: it will not be shown again.</Text>
        <Code block aria-label={`New ${what}`} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="sm">
          <CopyValueButton value={secret} label={`Copy ${what}`} />
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

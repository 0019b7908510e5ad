import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useEffect } from 'react';

export function defaultErrorMessage(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

export function parseStatus(value: string | null | undefined): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

type ErrorViewProps = { status?: number; message?: string | null };

/** The fatal error page of SPEC §6: status, message and a way home. Plain links, no router needed. */
export function ErrorView({ status = 500, message }: ErrorViewProps) {
  const text = message?.trim() || defaultErrorMessage(status);
  useEffect(() => {
    document.title = `${status} ${text} | BuildWire`;
  }, [status, text]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={900} c="dimmed" lh={1} data-testid="error-status">
          {status}
        </Text>
        <Title order={1} fz="h2">
          <VisuallyHidden>Error {status}: </VisuallyHidden>
          {text}
        </Title>
        <Text c="dimmed">
          {status === 404
            ? 'The page you asked for does not exist or has moved.'
            : 'Something went wrong. Please try again in a moment.'}
        </Text>
        <Button component="a" href="/" leftSection={<IconHome size={16} aria-hidden="true" />}>
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}

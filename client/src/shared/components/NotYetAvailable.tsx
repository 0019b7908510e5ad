import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type NotYetAvailableProps = { title: string; willDo: string; children?: ReactNode };

/** An honest placeholder for a page whose API arrives in a later release. */
export function NotYetAvailable({ title, willDo, children }: NotYetAvailableProps) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Alert
          color="blue"
          variant="light"
          title="Not yet available"
          icon={<IconClockHour4 size={18} aria-hidden="true" />}
        >
          <Text size="sm">{willDo}</Text>
        </Alert>
        {children}
      </Stack>
    </Container>
  );
}

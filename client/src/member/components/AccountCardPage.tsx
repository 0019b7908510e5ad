import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A narrow page around one account form (sign in, sign up, forgotten password): the heading and a
 * sentence, the form in a card, then what sits below it (links to the other ways in).
 */
export function AccountCardPage({
  title,
  intro,
  below,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {intro}
          </Text>
        </div>
        <Paper withBorder p="lg" radius="md">
          {children}
        </Paper>
        {below}
      </Stack>
    </Container>
  );
}

/** A centred line under an account card, e.g. "Remembered it? Sign in". */
export function BelowCardNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" ta="center">
      {children}
    </Text>
  );
}

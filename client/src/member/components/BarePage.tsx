import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { Logo } from '../../shared/components/Logo';

type BarePageProps = { title: ReactNode; icon?: ReactNode; children: ReactNode };

/** The frame of a page in the bare layout (email links, no account): the logo, one h1, the content. */
export function BarePage({ title, icon, children }: BarePageProps) {
  return (
    <Container size={520} py="xl" px="md">
      <Stack gap="lg">
        <Logo />
        <Group gap="sm" wrap="nowrap" align="center">
          {icon}
          <Title order={1} fz="h2">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';

import { Logo } from '../../shared/components/Logo';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { PendingIdentityNotice } from '../components/PendingIdentityNotice';

export function NoUserPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Logo />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconUserQuestion size={32} aria-hidden="true" />
          <Title order={1} fz="h2">
            No BuildWire account for this sign-in
          </Title>
        </Group>
        <PendingIdentityNotice />
        <Text>
          We could not find a BuildWire account for the email address you used. Create an account in a minute:
          buyers post wires for free, and businesses can apply to become partners.
        </Text>
        <Group>
          <Button component={PreloadLink} to="/wires/login?tab=signup">
            Create a buyer account
          </Button>
          <Button component={PreloadLink} to="/partners/signup" variant="light" color="blue">
            Become a partner
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

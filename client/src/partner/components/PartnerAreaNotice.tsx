import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

import { PreloadLink } from '../../shared/components/PreloadLink';

/** A signed-in buyer opened a partner page. */
export function PartnerAreaNotice() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          This area is for partners
        </Title>
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          You are signed in with a buyer account. Partner pages need a partner account: create one for your
          business, or sign out and sign in with your partner account.
        </Alert>
        <Group>
          <Button component={PreloadLink} to="/partners/signup">
            Become a partner
          </Button>
          <Button component={PreloadLink} to="/partners" variant="light" color="blue">
            Why sell on BuildWire
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

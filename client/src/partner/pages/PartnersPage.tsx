import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconChecklist, IconMapPin } from '@tabler/icons-react';

import { FeatureGrid, type Feature } from '../../shared/components/FeatureGrid';
import { PreloadLink } from '../../shared/components/PreloadLink';

const reasons: Feature[] = [
  {
    icon: IconBell,
    title: 'Buyers come to you',
    text: 'Every wire is a buyer who already knows what they want. You see the ones that match your business the moment they are posted.',
  },
  {
    icon: IconMapPin,
    title: 'Only your area',
    text: 'Set the categories you serve and a service area with a radius in kilometres; wires outside it stay out of your way.',
  },
  {
    icon: IconChecklist,
    title: 'Quote in a minute',
    text: 'Answer with a price, a message, products from your catalogue or a property listing, and follow each response live.',
  },
];

export function PartnersPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="md" maw={720}>
          <Title order={1}>Sell on BuildWire</Title>
          <Text size="lg" c="dimmed">
            For sellers of building materials, estate agents, developers and suppliers: answer live requests
            from buyers who are ready to buy or rent.
          </Text>
          <Group>
            <Button component={PreloadLink} to="/partners/signup" size="md">
              Become a partner
            </Button>
            <Button component={PreloadLink} to="/partners/login" size="md" variant="light" color="blue">
              Partner sign in
            </Button>
          </Group>
        </Stack>
        <FeatureGrid features={reasons} headingOrder={2} />
        <Stack gap="sm">
          <Title order={2}>How it works</Title>
          <List type="ordered" spacing="xs">
            <List.Item>Sign up with your business details, categories and service area.</List.Item>
            <List.Item>An admin reviews your business; you are emailed when you are approved.</List.Item>
            <List.Item>Watch your wireboard: matching wires appear live with a “new” marker.</List.Item>
            <List.Item>
              Respond with a quote. When the buyer accepts, you see their contact details.
            </List.Item>
          </List>
        </Stack>
      </Stack>
    </Container>
  );
}

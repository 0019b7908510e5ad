import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconRadar } from '@tabler/icons-react';

import { PreloadLink } from '../../shared/components/PreloadLink';
import { RequestWireButtons } from '../../wire/components/RequestWireButtons';
import { HowItWorks } from '../components/HowItWorks';
import { NewestWires } from '../components/NewestWires';

export function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap={56}>
        <Stack gap="lg" component="section" aria-labelledby="hero-title" maw={760}>
          <Title order={1} id="hero-title" fz={{ base: 32, sm: 44 }} lh={1.15}>
            Property and building materials, wired to you.
          </Title>
          <Text size="lg" c="dimmed">
            Tell BuildWire what you need. Approved sellers, agents and suppliers near you answer with quotes,
            live, so you compare offers instead of chasing them.
          </Text>
          <RequestWireButtons size="md" />
        </Stack>

        <HowItWorks />

        <Stack gap="md" component="section" aria-labelledby="newest-wires">
          <Group justify="space-between">
            <Title order={2} id="newest-wires">
              Newest open wires
            </Title>
            <Button
              component={PreloadLink}
              to="/wireboard"
              variant="subtle"
              color="blue"
              leftSection={<IconRadar size={16} aria-hidden="true" />}
            >
              Open the wireboard
            </Button>
          </Group>
          <NewestWires />
        </Stack>

        <Card withBorder radius="md" p="xl" component="section" aria-labelledby="partner-cta">
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={6} maw={620}>
              <Title order={2} id="partner-cta">
                Sell property or building materials?
              </Title>
              <Text c="dimmed">
                Buyers post what they need every day. As a BuildWire partner you see matching wires the moment
                they are posted and answer with a quote, your products or a listing.
              </Text>
            </Stack>
            <Button
              component={PreloadLink}
              to="/partners"
              size="md"
              leftSection={<IconBuildingStore size={18} aria-hidden="true" />}
            >
              Become a partner
            </Button>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}

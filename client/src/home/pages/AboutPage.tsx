import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';

import { PreloadLink } from '../../shared/components/PreloadLink';

export function AboutPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" component="section">
          <Title order={1}>About BuildWire</Title>
          <Text size="lg">
            BuildWire is a marketplace for property and building materials that works the other way round:
            instead of searching dozens of listings and phoning shops for prices, you say what you need and
            the sellers come to you.
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-wires">
          <Title order={2} id="about-wires">
            How wires work
          </Title>
          <Text>
            A wire is a request: what you need, where, by when and what you would like to spend. It goes up on
            the public wireboard at once. Partners who serve that category and area see it live and answer
            with a response: a quote, a message, products from their catalogue or one of their property
            listings. You see responses arrive on your wire as they are sent, compare them, and accept or
            decline each one.
          </Text>
          <Text>
            A wire stays open for thirty days, or until you close it or mark it fulfilled. Your contact
            details are shared only with the partner whose response you accept.
          </Text>
        </Stack>

        <AudienceSection
          id="about-buyers"
          title="For buyers"
          points={[
            'Post property wires to buy or rent: type, bedrooms, area, location and budget.',
            'Post building materials wires line by line: material, quantity, unit and delivery place.',
            'Compare quotes side by side, without giving your number to everyone.',
            'Free for buyers, always.',
          ]}
        />

        <AudienceSection
          id="about-partners"
          title="For partners"
          points={[
            'See wires that match your categories and service area the moment they are posted.',
            'Answer with a quote, your products or a listing, and follow each response’s status live.',
            'Keep a catalogue of building materials and a list of properties in one place.',
            'Every partner is reviewed and approved by an admin, so buyers can trust who answers.',
          ]}
        />

        <Group>
          <Button component={PreloadLink} to="/property/form">
            Request property
          </Button>
          <Button component={PreloadLink} to="/partners" variant="light" color="blue">
            Become a partner
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** What BuildWire offers one kind of user, as a titled list. */
function AudienceSection({ id, title, points }: { id: string; title: string; points: string[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      <List spacing="xs">
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

import { Container, Paper, Stack, Text, Title } from '@mantine/core';

import { WireForm } from '../components/WireForm';

export function PropertyFormPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Request property</Title>
          <Text c="dimmed">
            Say what you want to buy or rent and where. Partners near you answer with offers, live.
          </Text>
        </div>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <WireForm kind="PROPERTY" draftName="/property/form" />
        </Paper>
      </Stack>
    </Container>
  );
}

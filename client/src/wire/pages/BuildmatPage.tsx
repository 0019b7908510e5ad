import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

import { WireForm } from '../components/WireForm';

export function BuildmatPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Building materials</Title>
          <Text c="dimmed">
            List what you need, how much and where to deliver it. Suppliers near you answer with quotes, live.
          </Text>
        </div>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          The catalogue of partners’ products arrives with partner products. Until then, post a wire and
          suppliers come to you.
        </Alert>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-label="Request materials"
        >
          <WireForm kind="BUILDING_MATERIALS" draftName="/buildmat" />
        </Paper>
      </Stack>
    </Container>
  );
}

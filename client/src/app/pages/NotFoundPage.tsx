import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';

import { PreloadLink } from '../../shared/components/PreloadLink';
import { usePageMeta } from '../../shared/page-meta';

/** Unmatched paths: non-fatal, inside the plain layout (the server answers 404 for them). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta('Page not found', 'This page does not exist on BuildWire.');
  return (
    <Container size="sm" py={60}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          Page not found: {pathname}
        </Title>
        <Text c="dimmed">Check the address, or start again from one of these pages.</Text>
        <Button component={PreloadLink} to="/">
          Back to home
        </Button>
        <Button component={PreloadLink} to="/wireboard" variant="light" color="blue">
          Open the wireboard
        </Button>
      </Stack>
    </Container>
  );
}

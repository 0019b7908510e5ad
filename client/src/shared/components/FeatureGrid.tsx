import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export type Feature = { icon: Icon; title: string; text: string };

type FeatureGridProps = { features: Feature[]; headingOrder: 2 | 3 };

/** Three (or so) points side by side, each an icon, a heading and a sentence. */
export function FeatureGrid({ features, headingOrder }: FeatureGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {features.map(({ icon: FeatureIcon, title, text }) => (
        <Stack key={title} gap="xs">
          <ThemeIcon size={44} radius="md" variant="light">
            <FeatureIcon size={24} aria-hidden="true" />
          </ThemeIcon>
          <Title order={headingOrder} fz="h4">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  /** One sentence under the title: what the page is for. */
  description?: ReactNode;
  /** Shown at the right (wraps below on a phone): a live-paused note, a button. */
  aside?: ReactNode;
};

/** A page's one h1, with its description and an optional aside. */
export function PageHeader({ title, description, aside }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {aside}
    </Group>
  );
}

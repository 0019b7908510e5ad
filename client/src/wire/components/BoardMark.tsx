import { Badge, type BadgeVariant, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One of a board row's marks beside its title (invited, declined, quotes full, responded, kind):
 * a badge that keeps its width when the title wraps, with an optional icon and a `title` saying
 * what the mark means.
 */
export function BoardMark({
  color,
  variant = 'light',
  icon: MarkIcon,
  title,
  children,
}: {
  color: MantineColor;
  variant?: BadgeVariant;
  icon?: Icon;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Badge
      variant={variant}
      color={color}
      leftSection={MarkIcon && <MarkIcon size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
      title={title}
    >
      {children}
    </Badge>
  );
}

import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { LoadFailedAlert } from './LoadFailedAlert';

/**
 * A section's list of the account's things (tokens, webhooks, saved searches…) in its four
 * states: loading (skeleton rows), could not load (reason and retry), empty (what to do), and the
 * list itself as a labelled `ul` whose items the caller renders as `li`s.
 */
export function SectionList<T>({
  label,
  items,
  loading,
  error,
  onRetry,
  empty,
  rowHeight = 64,
  children,
}: {
  /** The list's accessible name, e.g. "Webhooks"; also said while loading and on failure. */
  label: string;
  /** The items, or undefined before the first answer. */
  items: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What an empty list says: what the items are for and how to add one. */
  empty: ReactNode;
  /** The height of a skeleton row, close to a real row's. */
  rowHeight?: number;
  children: (item: T) => ReactNode;
}) {
  if (loading && !items)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton h={rowHeight} />
        <Skeleton h={rowHeight} />
      </Stack>
    );
  if (error && !items)
    return (
      <LoadFailedAlert
        title={`Your ${label.toLowerCase()} could not be loaded`}
        error={error}
        onRetry={onRetry}
      />
    );
  if (!items || items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map(children)}
    </Stack>
  );
}

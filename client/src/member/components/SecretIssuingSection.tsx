import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { SecretShownOnce } from '../../shared/components/SecretShownOnce';
import { SectionList } from '../../shared/components/SectionList';

/** What a list query's hook answers, as far as the section needs it. */
type ListResult<TData> = {
  data?: TData;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
};

/**
 * An account section that issues secrets (API tokens, webhooks): what they are for, the form that
 * makes one (or, once made, its secret shown once to copy), then the list of those made.
 */
export function SecretIssuingSection<TData, TItem>({
  intro,
  issued,
  what,
  onIssuedSeen,
  form,
  list,
  items,
  label,
  empty,
  rowHeight,
  row,
  children,
}: {
  intro: ReactNode;
  /** The secret just made, with its title, until the account says it has kept it. */
  issued: { title: string; secret: string } | null;
  /** What the secret is called in the copy note, e.g. "token". */
  what: string;
  onIssuedSeen: () => void;
  form: ReactNode;
  list: ListResult<TData>;
  items: (data: TData) => readonly TItem[];
  label: string;
  empty: string;
  rowHeight: number;
  row: (item: TItem) => ReactNode;
  /** The dialogs the rows open. */
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Text size="sm">{intro}</Text>
      {issued ? (
        <SecretShownOnce title={issued.title} secret={issued.secret} what={what} onDone={onIssuedSeen} />
      ) : (
        form
      )}
      <SectionList
        label={label}
        items={list.data && items(list.data)}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={empty}
        rowHeight={rowHeight}
      >
        {row}
      </SectionList>
      {children}
    </Stack>
  );
}

import { Button, Group, Modal, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { SavedSearchFieldsFragment, SavedSearchFrequency } from '../../gql/graphql';
import { useDeleteSavedSearchMutation, useSaveSearchMutation, useSavedSearchesQuery } from '../../gql/hooks';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';
import { errorDetails } from '../../shared/error-messages';
import {
  describeFilter,
  filterInputOf,
  FREQUENCY_LABELS,
  FREQUENCY_OPTIONS,
  savedSearchHref,
} from '../saved-search-values';
import { SaveSearchForm } from './SaveSearchForm';

type SavedSearchesSectionProps = {
  /** Open searches on the partner wireboard (else the public one). */
  partner?: boolean;
};

const fail = (cause: unknown) => toasts.show({ color: 'red', message: errorDetails(cause)[0]?.message });

/** My saved searches: open one on the board, rename it, change its alerts, delete it. */
export function SavedSearchesSection({ partner = false }: SavedSearchesSectionProps) {
  const { data, loading, error, refetch } = useSavedSearchesQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useSaveSearchMutation();
  const [remove] = useDeleteSavedSearchMutation({ refetchQueries: ['SavedSearches'] });
  const [renaming, setRenaming] = useState<SavedSearchFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchFieldsFragment | null>(null);
  const board = partner ? '/partners/wireboard' : '/wireboard';

  if (loading && !data)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading saved searches">
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    );
  if (error && !data)
    return (
      <LoadFailedAlert
        title="Your saved searches could not be loaded"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  const searches = data?.savedSearches ?? [];

  const changeFrequency = (search: SavedSearchFieldsFragment, frequency: SavedSearchFrequency) =>
    save({
      variables: {
        input: { id: search.id, name: search.name, frequency, filter: filterInputOf(search.filter) },
      },
      optimisticResponse: { saveSearch: { ...search, frequency } },
    })
      .then(() =>
        toasts.show({ color: 'green', message: `“${search.name}”: ${FREQUENCY_LABELS[frequency]}.` }),
      )
      .catch(fail);

  return (
    <Stack gap="sm">
      {searches.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs" align="flex-start">
            <Text fw={500}>No saved searches yet</Text>
            <Text size="sm" c="dimmed">
              Filter the wireboard (kind, words, place, budget), then choose “Save this search” to hear of new
              wires that match.
            </Text>
            <Button component={Link} to={board} variant="light" size="xs">
              Open the wireboard
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saved searches">
          {searches.map((search) => (
            <Paper key={search.id} component="li" withBorder p="sm" radius="md">
              <Stack gap={6}>
                <div>
                  <Text fw={600}>{search.name}</Text>
                  <Text size="sm" c="dimmed">
                    {describeFilter(search.filter)}
                  </Text>
                </div>
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <Select
                    label="Alerts"
                    aria-label={`Alerts for ${search.name}`}
                    size="xs"
                    w={160}
                    allowDeselect={false}
                    data={FREQUENCY_OPTIONS.map((o) => ({
                      value: o.value,
                      label: FREQUENCY_LABELS[o.value],
                    }))}
                    value={search.frequency}
                    onChange={(value) => value && void changeFrequency(search, value as SavedSearchFrequency)}
                  />
                  <Button
                    component={Link}
                    to={savedSearchHref(search, partner)}
                    size="xs"
                    variant="light"
                    leftSection={<IconExternalLink size={14} aria-hidden="true" />}
                    aria-label={`Open ${search.name} on the wireboard`}
                  >
                    Open
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden="true" />}
                    aria-label={`Rename ${search.name}`}
                    onClick={() => setRenaming(search)}
                  >
                    Rename
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    aria-label={`Delete ${search.name}`}
                    onClick={() => setDeleting(search)}
                  >
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Edit saved search">
        {renaming && (
          <SaveSearchForm
            search={renaming}
            initialName={renaming.name}
            initialFrequency={renaming.frequency}
            filter={filterInputOf(renaming.filter)}
            onSaved={() => setRenaming(null)}
            onCancel={() => setRenaming(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete saved search?">
        {deleting && (
          <Stack gap="md">
            <Text size="sm">“{deleting.name}” and its alerts will stop. Wires are not affected.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Keep it
              </Button>
              <Button
                color="red"
                onClick={() => {
                  const gone = deleting;
                  setDeleting(null);
                  void remove({ variables: { id: gone.id } })
                    .then(() => toasts.show({ color: 'green', message: `Deleted “${gone.name}”.` }))
                    .catch(fail);
                }}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

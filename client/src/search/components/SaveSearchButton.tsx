import { Button, Modal, Text } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { loginUrlFor } from '../../session/return-to';
import { hasRole, useViewer } from '../../session/use-viewer';
import type { WireboardFilterValues } from '../../wire/components/WireboardFilters';
import { suggestedSearchName } from '../../wire/wireboard-url';
import { describeFilter, savedFilterInput } from '../saved-search-values';
import { SaveSearchForm } from './SaveSearchForm';

type SaveSearchButtonProps = {
  /** The board's filter as its form shows it. */
  values: WireboardFilterValues;
};

/** "Save this search" on a wireboard: the current filter under a name, with alerts (signed-in buyers and partners). */
export function SaveSearchButton({ values }: SaveSearchButtonProps) {
  const { viewer } = useViewer();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  if (viewer && !hasRole(viewer, 'MEMBER', 'PARTNER')) return null;
  if (!viewer)
    return (
      <Button
        component={Link}
        to={loginUrlFor(location.pathname, location.search)}
        variant="light"
        fullWidth
        leftSection={<IconBookmarkPlus size={16} aria-hidden="true" />}
      >
        Sign in to save this search
      </Button>
    );
  const filter = savedFilterInput(values);
  return (
    <>
      <Button
        variant="light"
        fullWidth
        leftSection={<IconBookmarkPlus size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Save this search
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Save this search">
        {opened && (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {describeFilter({
                kinds: filter.kinds ?? null,
                text: filter.text ?? null,
                place: filter.place ?? null,
                near: filter.near ?? null,
                budgetMin: filter.budgetMin ?? null,
                budgetMax: filter.budgetMax ?? null,
              })}
            </Text>
            <SaveSearchForm
              initialName={suggestedSearchName(values)}
              filter={filter}
              onSaved={() => setOpened(false)}
              onCancel={() => setOpened(false)}
            />
          </>
        )}
      </Modal>
    </>
  );
}

import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useState } from 'react';

import type { SavedSearchFieldsFragment, SavedSearchFrequency, SaveSearchInput } from '../../gql/graphql';
import { useSaveSearchMutation } from '../../gql/hooks';
import { toFormErrors } from '../../shared/form-errors';
import { FREQUENCY_OPTIONS } from '../saved-search-values';

type SaveSearchFormProps = {
  /** The search to change; a new one is saved when absent. */
  search?: SavedSearchFieldsFragment;
  initialName: string;
  initialFrequency?: SavedSearchFrequency;
  filter: SaveSearchInput['filter'];
  onSaved: (search: SavedSearchFieldsFragment) => void;
  onCancel: () => void;
};

/** A saved search's name and frequency (the filter is the board's, or the search's own). */
export function SaveSearchForm({
  search,
  initialName,
  initialFrequency = 'INSTANT',
  filter,
  onSaved,
  onCancel,
}: SaveSearchFormProps) {
  const [name, setName] = useState(initialName);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(initialFrequency);
  const [errors, setErrors] = useState<ReturnType<typeof toFormErrors>>({ fieldErrors: {} });
  const [save, { loading }] = useSaveSearchMutation({ refetchQueries: ['SavedSearches'] });

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ fieldErrors: { name: 'Give the search a name.' } });
      return;
    }
    try {
      const { data } = await save({
        variables: { input: { id: search?.id, name: name.trim(), frequency, filter } },
      });
      if (!data) return;
      toasts.show({
        color: 'green',
        message: search ? `Saved “${data.saveSearch.name}”.` : `Search saved: “${data.saveSearch.name}”.`,
      });
      onSaved(data.saveSearch);
    } catch (cause) {
      setErrors(toFormErrors(cause, ['name', 'frequency']));
    }
  };

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label="Name"
        description="So you can tell your searches apart."
        value={name}
        maxLength={80}
        required
        data-autofocus
        error={errors.fieldErrors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Radio.Group
        label="Alerts"
        description="How often to hear of new wires that match."
        value={frequency}
        onChange={(value) => setFrequency(value as SavedSearchFrequency)}
        error={errors.fieldErrors.frequency}
      >
        <Stack gap="xs" mt="xs">
          {FREQUENCY_OPTIONS.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              description={option.description}
            />
          ))}
        </Stack>
      </Radio.Group>
      {errors.formError && (
        <Alert color="red" role="alert">
          {errors.formError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={loading}>
          {search ? 'Save changes' : 'Save search'}
        </Button>
      </Group>
    </Stack>
  );
}

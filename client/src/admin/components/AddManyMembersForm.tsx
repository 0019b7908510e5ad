import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';

import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { errorDetails } from '../../shared/error-messages';
import { parseMemberLines } from '../add-member-lines';
import { useAddMembers } from '../use-add-members';
import { AddMemberResults, type AddMemberRow } from './AddMemberResults';

/** The most lines the server takes at once (AddMembersService). */
const MAX_LINES = 200;

/**
 * Many people pasted as lines of `email, name, role`: a live preview says what each line will do,
 * then the ready lines are sent together and each line's result replaces the preview.
 */
export function AddManyMembersForm() {
  const { send, loading } = useAddMembers();
  const [text, setText] = useState('');
  const [results, setResults] = useState<AddMemberRow[] | null>(null);
  const [formError, setFormError] = useState<string>();
  const drafts = useMemo(() => parseMemberLines(text), [text]);
  const ready = drafts.filter((d) => !d.problem);
  const preview: AddMemberRow[] = drafts.map((d) => ({ ...d, key: `p${d.line}`, problem: d.problem }));

  const submit = async () => {
    setFormError(undefined);
    if (ready.length === 0) {
      setFormError('No line is ready to add yet: write one person per line as "email, name, role".');
      return;
    }
    if (ready.length > MAX_LINES) {
      setFormError(`Add at most ${MAX_LINES} people at a time.`);
      return;
    }
    try {
      const { rows } = await send(ready);
      const skipped = preview.filter((row) => row.problem).map((row) => ({ ...row, added: false }));
      const all = [...rows, ...skipped].sort((a, b) => a.line - b.line);
      const added = rows.filter((row) => row.added).length;
      setResults(all);
      setText(
        all
          .filter((row) => !row.added)
          .map((row) => `${row.email}, ${row.displayName}, ${row.role.toLowerCase()}`)
          .join('\n'),
      );
      notifications.show({
        color: added ? 'green' : 'red',
        message: `${added} of ${all.length} added and emailed a sign-in link.`,
      });
    } catch (error) {
      setFormError(errorDetails(error)[0]?.message);
    }
  };

  return (
    <Stack gap="md">
      <form
        aria-label="Add many people"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <Textarea
            label="People, one per line"
            description='Write "email, name, role" on each line (role: member or admin; member when left out). Commas, semicolons or tabs, so a spreadsheet column paste works. Ctrl+Enter adds them.'
            placeholder={'ada@example.com, Ada Obi, member\nbola@example.com, Bola Ade, admin'}
            autosize
            minRows={5}
            maxRows={16}
            value={text}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(event) => {
              setText(event.currentTarget.value);
              setResults(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {drafts.length === 0
                ? 'Nothing pasted yet.'
                : `${ready.length} of ${drafts.length} lines ready${drafts.length > ready.length ? '; fix or remove the others' : ''}.`}
            </Text>
            <Button type="submit" loading={loading} disabled={ready.length === 0}>
              {ready.length === 1 ? 'Add 1 person' : `Add ${ready.length} people`}
            </Button>
          </Group>
        </Stack>
      </form>
      {results ? (
        <AddMemberResults
          rows={results}
          caption="What happened to each line. Lines not added are left in the box to fix."
        />
      ) : (
        drafts.length > 0 && <AddMemberResults rows={preview} caption="Preview: what each line will do." />
      )}
    </Stack>
  );
}

import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { useReportThreadMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';

type ReportThreadButtonProps = { responseId: string };

/** Reports a conversation to the admins (who can then read it), with a reason. */
export function ReportThreadButton({ responseId }: ReportThreadButtonProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, { loading }] = useReportThreadMutation();
  const submit = async () => {
    try {
      await report({ variables: { responseId, reason } });
      setOpened(false);
      setReason('');
      notifications.show({ color: 'green', message: 'Reported. An admin will read this conversation.' });
    } catch (caught) {
      setError(errorDetails(caught)[0]?.message ?? 'Something went wrong.');
    }
  };
  return (
    <>
      <Button variant="subtle" color="gray" size="compact-xs" onClick={() => setOpened(true)}>
        Report
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Report this conversation">
        <Stack gap="sm">
          <Textarea
            label="What is wrong?"
            description="An admin reads the conversation and your reason."
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button color="red" loading={loading} onClick={() => void submit()}>
              Report
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

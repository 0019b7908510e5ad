import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';

import type { ReportSubjectType } from '../../gql/graphql';
import { useReportContentMutation } from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { useReasonForm } from '../../shared/use-reason-form';

/** The longest reason the server takes (REPORT_REASON_MAX). */
const REASON_MAX = 1000;

type ReportButtonProps = {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** What is reported, as the dialog's title names it ("this wire"). */
  what: string;
};

/** A "Report" button and its dialog: the reason goes to the admins' trust and safety queue. */
export function ReportButton({ subjectType, subjectId, what }: ReportButtonProps) {
  const [opened, setOpened] = useState(false);
  const [report, { loading }] = useReportContentMutation();
  const { reason, setReason, reasonError, setReasonError, formError, reset, fail } = useReasonForm();
  const close = () => {
    reset();
    setOpened(false);
  };
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Report
      </Button>
      <Modal opened={opened} onClose={close} title={`Report ${what}`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setReasonError('Say what is wrong, so an admin can judge it.');
              return;
            }
            report({ variables: { input: { subjectType, subjectId, reason: reason.trim() } } })
              .then(() => {
                notifications.show({ color: 'green', message: 'Thank you: an admin will look at it.' });
                close();
              })
              .catch(fail);
          }}
        >
          <Stack gap="md">
            <FormErrorAlert message={formError} />
            <Textarea
              label="What is wrong?"
              description="Only admins read it. You are told what they decide."
              required
              rows={4}
              maxLength={REASON_MAX}
              value={reason}
              error={reasonError}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red.8" loading={loading}>
                Send report
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

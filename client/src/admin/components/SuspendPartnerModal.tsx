import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { useSuspendPartnerMutation } from '../../gql/hooks';
import { useReasonForm } from '../../shared/use-reason-form';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';

type SuspendPartnerModalProps = {
  partner: { id: string; businessName: string } | null;
  onClose: () => void;
};

/** Asks for the reason (the partner is emailed it, and it is kept in the history), then suspends. */
export function SuspendPartnerModal({ partner, onClose }: SuspendPartnerModalProps) {
  const [suspend, { loading }] = useSuspendPartnerMutation();
  const { reason, setReason, reasonError, setReasonError, formError, reset, fail } = useReasonForm();
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      opened={partner !== null}
      onClose={close}
      title={`Suspend ${partner?.businessName ?? ''}`}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!partner) return;
          if (!reason.trim()) {
            setReasonError('Give the reason; the partner is emailed it.');
            return;
          }
          suspend({ variables: { id: partner.id, reason: reason.trim() } })
            .then(() => {
              notifications.show({ color: 'green', message: `${partner.businessName} is suspended.` });
              close();
            })
            .catch(fail);
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <Textarea
            label="Reason"
            description="The partner is emailed it; it stays in the partner's history."
            required
            rows={4}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Suspend
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

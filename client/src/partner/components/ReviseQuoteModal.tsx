import { Modal, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { useWireDetailsQuery } from '../../gql/hooks';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';
import { RespondForm } from './RespondForm';

type ReviseQuoteModalProps = {
  wireId: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * The quote form, prefilled with my SENT quote on `wireId`, sending a revision. It reads the wire
 * (from the cache on the wire's page), which carries the quote's lines and the wire's own.
 */
export function ReviseQuoteModal({ wireId, opened, onClose }: ReviseQuoteModalProps) {
  const { data, error, refetch } = useWireDetailsQuery({ variables: { id: wireId }, skip: !opened });
  const wire = data?.wire;
  const mine = wire?.myResponse;
  return (
    <Modal opened={opened} onClose={onClose} title="Revise your quote" size="lg">
      {error ? (
        <LoadFailedAlert
          title="Your quote could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !wire || !mine ? (
        <Skeleton height={240} />
      ) : (
        <RespondForm
          wire={wire}
          revising={mine}
          onRevised={() => {
            notifications.show({ color: 'green', message: 'Your revised quote is sent to the buyer.' });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

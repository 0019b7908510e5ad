import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { AdminPartnerFieldsFragment } from '../../gql/graphql';
import { useApprovePartnerMutation, useReinstatePartnerMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { VerificationReviewModal } from './VerificationReviewModal';

type PartnerActionsProps = {
  partner: AdminPartnerFieldsFragment;
  onSuspend: (partner: AdminPartnerFieldsFragment) => void;
  onHistory: (partner: AdminPartnerFieldsFragment) => void;
};

/** What an admin can do to one partner: approve, suspend, reinstate, review its verification, read its history. */
export function PartnerActions({ partner, onSuspend, onHistory }: PartnerActionsProps) {
  const [approve, approveState] = useApprovePartnerMutation();
  const [reinstate, reinstateState] = useReinstatePartnerMutation();
  const run = (action: () => Promise<unknown>, done: string) =>
    void action()
      .then(() => notifications.show({ color: 'green', message: done }))
      .catch((error: unknown) =>
        notifications.show({ color: 'red', message: errorDetails(error)[0]?.message }),
      );
  const [reviewing, setReviewing] = useState(false);
  const name = partner.businessName;
  return (
    <Group gap="xs" wrap="wrap">
      {partner.verification && (
        <>
          <Button
            size="xs"
            variant={partner.verification.status === 'PENDING' ? 'filled' : 'light'}
            aria-label={`Review the verification of ${name}`}
            onClick={() => setReviewing(true)}
          >
            {partner.verification.status === 'PENDING' ? 'Review verification' : 'Verification'}
          </Button>
          <VerificationReviewModal partner={partner} opened={reviewing} onClose={() => setReviewing(false)} />
        </>
      )}
      {partner.status === 'PENDING' && (
        <Button
          size="xs"
          loading={approveState.loading}
          aria-label={`Approve ${name}`}
          onClick={() => run(() => approve({ variables: { id: partner.id } }), `${name} is approved.`)}
        >
          Approve
        </Button>
      )}
      {partner.status !== 'SUSPENDED' && (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={`Suspend ${name}`}
          onClick={() => onSuspend(partner)}
        >
          Suspend
        </Button>
      )}
      {partner.status === 'SUSPENDED' && (
        <Button
          size="xs"
          variant="light"
          loading={reinstateState.loading}
          aria-label={`Reinstate ${name}`}
          onClick={() => run(() => reinstate({ variables: { id: partner.id } }), `${name} is reinstated.`)}
        >
          Reinstate
        </Button>
      )}
      <Button size="xs" variant="subtle" aria-label={`History of ${name}`} onClick={() => onHistory(partner)}>
        History
      </Button>
    </Group>
  );
}

import { Drawer, Tabs } from '@mantine/core';

import { PartnerReviewsList } from '../../review/components/PartnerReviewsList';
import { AuditTrail } from './AuditTrail';

type PartnerHistoryDrawerProps = {
  partner: { id: string; businessName: string } | null;
  onClose: () => void;
};

/**
 * A partner's status history from the audit log (when, who, from → to, the reason), and its
 * reviews, where an admin hides an abusive one.
 */
export function PartnerHistoryDrawer({ partner, onClose }: PartnerHistoryDrawerProps) {
  return (
    <Drawer
      opened={partner !== null}
      onClose={onClose}
      position="right"
      title={partner ? `History of ${partner.businessName}` : ''}
    >
      {partner && (
        <Tabs defaultValue="history" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="history">Status history</Tabs.Tab>
            <Tabs.Tab value="reviews">Reviews</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="history">
            <AuditTrail
              filter={{ subjectType: 'PARTNER', subjectId: partner.id }}
              pageSize={20}
              empty="No status changes yet. Approving, suspending or reinstating this partner is recorded here."
            />
          </Tabs.Panel>
          <Tabs.Panel value="reviews">
            <PartnerReviewsList partnerId={partner.id} moderate pageSize={20} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}

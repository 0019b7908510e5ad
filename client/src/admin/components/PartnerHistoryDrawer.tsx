import { Drawer } from '@mantine/core';

import { AuditTrail } from './AuditTrail';

type PartnerHistoryDrawerProps = {
  partner: { id: string; businessName: string } | null;
  onClose: () => void;
};

/** A partner's status history from the audit log: when, who, from → to, and the reason. */
export function PartnerHistoryDrawer({ partner, onClose }: PartnerHistoryDrawerProps) {
  return (
    <Drawer
      opened={partner !== null}
      onClose={onClose}
      position="right"
      title={partner ? `History of ${partner.businessName}` : ''}
    >
      {partner && (
        <AuditTrail
          filter={{ subjectType: 'PARTNER', subjectId: partner.id }}
          pageSize={20}
          empty="No status changes yet. Approving, suspending or reinstating this partner is recorded here."
        />
      )}
    </Drawer>
  );
}

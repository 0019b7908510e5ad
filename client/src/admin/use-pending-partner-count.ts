import { useAdminPendingPartnerCountQuery } from '../gql/hooks';
import { useAdminPartnerEvents } from './use-admin-partner-events';

/** How many partners wait for approval, kept live (the admin sidebar's badge). */
export function usePendingPartnerCount(enabled: boolean): number {
  const { data, refetch } = useAdminPendingPartnerCountQuery({ skip: !enabled });
  // a count read again on each partner event: one index-backed count, never a guess from the event
  useAdminPartnerEvents(enabled, () => void refetch().catch(() => undefined));
  return data?.adminPendingPartnerCount ?? 0;
}

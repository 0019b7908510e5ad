import { useApolloClient, useSubscription } from '@apollo/client/react';

import { MyPartnerDocument, MyPartnerEventsDocument } from '../gql/graphql';
import { useMyPartnerQuery } from '../gql/hooks';
import { useRefetchOnReconnect } from '../shared/live/live';

/**
 * The signed-in partner's business, kept live: the one place a partner's tabs learn of an
 * approval, a suspension or a reinstatement. Each event is written into the cached `myPartner`,
 * so every page that reads it (the wireboard's approval check, the dashboard, the status banner)
 * changes at once; after a reconnect it is read again (events sent meanwhile are lost). The
 * subscription also keeps the partner's websocket open on pages with no live list.
 */
export function usePartnerStatus(enabled = true) {
  const client = useApolloClient();
  const result = useMyPartnerQuery({ skip: !enabled });
  useSubscription(MyPartnerEventsDocument, {
    skip: !enabled,
    onData: ({ data }) => {
      const partner = data.data?.myPartnerEvents.partner;
      if (partner) client.writeQuery({ query: MyPartnerDocument, data: { myPartner: partner } });
    },
  });
  useRefetchOnReconnect(() => (enabled ? result.refetch() : undefined));
  return result;
}

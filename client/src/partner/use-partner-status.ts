import { useApolloClient, useSubscription } from '@apollo/client/react';

import { MyPartnerDocument, MyPartnerEventsDocument } from '../gql/graphql';
import { useMyPartnerQuery } from '../gql/hooks';
import { listenedOptions, useCatchUpWhenListening } from '../shared/live/listening';

/**
 * The signed-in partner's business, kept live: the one place a partner's tabs learn of an
 * approval, a suspension or a reinstatement. Each event is written into the cached `myPartner`,
 * so every page that reads it (the wireboard's approval check, the dashboard, the status banner)
 * changes at once; it is read again each time the server starts listening (after the first read:
 * a change before it, or while the websocket reconnected, is not missed). The
 * subscription also keeps the partner's websocket open on pages with no live list.
 */
export function usePartnerStatus(enabled = true) {
  const client = useApolloClient();
  const result = useMyPartnerQuery({ skip: !enabled });
  const heard = useCatchUpWhenListening(() => result.refetch(), result.data !== undefined);
  useSubscription(MyPartnerEventsDocument, {
    skip: !enabled,
    ...listenedOptions(heard),
    onData: ({ data }) => {
      const partner = data.data?.myPartnerEvents.partner;
      if (partner) client.writeQuery({ query: MyPartnerDocument, data: { myPartner: partner } });
    },
  });
  return result;
}

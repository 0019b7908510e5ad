import { useApolloClient, useSubscription } from '@apollo/client/react';

import {
  AdminPartnerEventsDocument,
  AdminPartnerFieldsFragmentDoc,
  type AdminPartnerEventsSubscription,
} from '../gql/graphql';
import { listenedOptions, useCatchUpWhenListening } from '../shared/live/listening';
import { useLatest } from '../shared/use-latest';

type PartnerEvent = AdminPartnerEventsSubscription['adminPartnerEvents'];

/**
 * Each partner sign-up or change (from any admin, any process): the partner is written into the
 * cache (a listed row shows its new status in place), then `onChange` hears of it; each time the
 * server starts listening (at first, and after a reconnect: events sent before are lost)
 * `onChange` is called with no event, so the page reads its lists again.
 */
export function useAdminPartnerEvents(enabled: boolean, onChange: (event?: PartnerEvent) => void): void {
  const client = useApolloClient();
  const latest = useLatest(onChange);
  const heard = useCatchUpWhenListening(() => latest.current(), true);
  useSubscription(AdminPartnerEventsDocument, {
    skip: !enabled,
    ...listenedOptions(heard),
    onData: ({ data }) => {
      const event = data.data?.adminPartnerEvents;
      if (!event) return;
      // the document holds the fragments it spreads too: name the one written
      client.cache.writeFragment({
        fragment: AdminPartnerFieldsFragmentDoc,
        fragmentName: 'AdminPartnerFields',
        data: event.partner,
      });
      latest.current(event);
    },
  });
}

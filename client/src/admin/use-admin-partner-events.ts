import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

import {
  AdminPartnerEventsDocument,
  AdminPartnerFieldsFragmentDoc,
  type AdminPartnerEventsSubscription,
} from '../gql/graphql';
import { useRefetchOnReconnect } from '../shared/live/live';

type PartnerEvent = AdminPartnerEventsSubscription['adminPartnerEvents'];

/**
 * Each partner sign-up or change (from any admin, any process): the partner is written into the
 * cache (a listed row shows its new status in place), then `onChange` hears of it; after the
 * websocket reconnects (events sent meanwhile are lost) `onChange` is called with no event.
 */
export function useAdminPartnerEvents(enabled: boolean, onChange: (event?: PartnerEvent) => void): void {
  const client = useApolloClient();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useSubscription(AdminPartnerEventsDocument, {
    skip: !enabled,
    onData: ({ data }) => {
      const event = data.data?.adminPartnerEvents;
      if (!event) return;
      client.cache.writeFragment({ fragment: AdminPartnerFieldsFragmentDoc, data: event.partner });
      latest.current(event);
    },
  });
  useRefetchOnReconnect(() => (enabled ? latest.current() : undefined));
}

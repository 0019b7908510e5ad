import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

import { AdminPartnerEventsDocument, type AdminPartnerEventsSubscription } from '../gql/graphql';
import { useRefetchOnReconnect } from '../shared/live/live';

type PartnerEvent = AdminPartnerEventsSubscription['adminPartnerEvents'];

/**
 * Calls `onChange` on each partner sign-up or change (from any admin, any process), and after the
 * websocket reconnects (events sent meanwhile are lost): for views that read partners again.
 */
export function useAdminPartnerEvents(enabled: boolean, onChange: (event?: PartnerEvent) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useSubscription(AdminPartnerEventsDocument, {
    skip: !enabled,
    onData: ({ data }) => {
      if (data.data) latest.current(data.data.adminPartnerEvents);
    },
  });
  useRefetchOnReconnect(() => (enabled ? latest.current() : undefined));
}

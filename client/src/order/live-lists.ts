import {
  AdminOrdersDocument,
  MyOrdersDocument,
  OrderDetailEventsDocument,
  OrderDetailsDocument,
  OrderRowEventsDocument,
  PartnerOrdersDocument,
  type OrderRowFieldsFragment,
} from '../gql/graphql';
import { defineLiveConnection } from '../shared/live/use-live-connection';
import { defineLiveQuery } from '../shared/live/use-live-query';
import type { LiveEvent } from '../shared/live/connection';

/** What a list's screen reader hears of an order event. */
function announceOrder({ type, node }: LiveEvent<OrderRowFieldsFragment>): string {
  return type === 'CREATED' ? `New order ${node.number}` : `Order ${node.number} updated`;
}

/** The buyer's orders, newest first; the one orderEvents stream keeps them live. */
export const myOrdersLive = defineLiveConnection({
  query: MyOrdersDocument,
  subscription: OrderRowEventsDocument,
  getConnection: (data) => data.myOrders,
  setConnection: (data, myOrders) => ({ ...data, myOrders }),
  readEvent: ({ orderEvents: { type, order } }) => ({ type, node: order }),
  // orderEvents carries every order of mine: the buyer's list keeps those it buys
  keep: (order) => order.viewerSide === 'BUYER',
  announce: (event) => announceOrder(event),
});

/** The partner's orders. */
export const partnerOrdersLive = defineLiveConnection({
  query: PartnerOrdersDocument,
  subscription: OrderRowEventsDocument,
  getConnection: (data) => data.partnerOrders,
  setConnection: (data, partnerOrders) => ({ ...data, partnerOrders }),
  readEvent: ({ orderEvents: { type, order } }) => ({ type, node: order }),
  keep: (order) => order.viewerSide === 'PARTNER',
  announce: (event) => announceOrder(event),
});

/** Every order (admins). */
export const adminOrdersLive = defineLiveConnection({
  query: AdminOrdersDocument,
  subscription: OrderRowEventsDocument,
  getConnection: (data) => data.adminOrders,
  setConnection: (data, adminOrders) => ({ ...data, adminOrders }),
  readEvent: ({ orderEvents: { type, order } }) => ({ type, node: order }),
  announce: (event) => announceOrder(event),
});

/** One order's page: each change of it arrives whole and replaces it through the cache. */
export const orderDetailsLive = defineLiveQuery({
  query: OrderDetailsDocument,
  subscription: OrderDetailEventsDocument,
  readEvent: ({ orderEvents: { type, order } }) => ({ type, node: order }),
  applyEvent: () => undefined,
  announce: ({ node }) => `Order ${node.number} is now ${node.status.toLowerCase()}`,
});

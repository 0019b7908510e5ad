import { MyWireEventsDocument, MyWiresDocument } from '../gql/graphql';
import { defineLiveConnection } from '../shared/live/use-live-connection';

/**
 * The buyer's own wires, live: a new wire goes first, and each wire's count follows its quotes
 * (sealed ones too, which only their buyer hears of). Every status stays listed: a wire leaving the
 * open board (REMOVED there) is still the buyer's, changed.
 */
export const myWiresLive = defineLiveConnection({
  query: MyWiresDocument,
  subscription: MyWireEventsDocument,
  getConnection: (data) => data.myWires,
  setConnection: (data, myWires) => ({ ...data, myWires }),
  readEvent: ({ myWireEvents: { type, wire } }) => ({
    type: type === 'REMOVED' ? 'UPDATED' : type,
    node: wire,
  }),
});

import { defineModule } from '../common/module.js';
import type { WireQueries } from '../wire/wire.queries.js';
import { MarketQueries } from './market.queries.js';
import { MarketResolver } from './market.resolver.js';

/** The marketplace's public figures. */
export const marketModule = defineModule({
  name: 'market',
  services: (s: { wires: { queries: WireQueries } }) => ({ market: new MarketQueries(s.wires.queries) }),
  resolvers: [MarketResolver],
  resolve: (s) => [new MarketResolver(s.market)],
});

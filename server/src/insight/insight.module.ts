import type { MikroORM } from '@mikro-orm/postgresql';
import { defineModule } from '../common/module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { InsightQueries } from './insight.queries.js';
import { InsightResolver } from './insight.resolver.js';

/** The marketplace's health for admins, read from the rollups its migration's triggers keep. */
export const insightModule = defineModule({
  name: 'insight',
  services: (_s: { orm: MikroORM; jobs: JobQueue }) => ({ insight: new InsightQueries() }),
  resolvers: [InsightResolver],
  resolve: (s) => [new InsightResolver(s.insight)],
  jobs: (s) => {
    // the rollups' deltas (one row per changing statement) folded back to one row per key
    s.jobs.define('compact_market_rollups', async () => {
      await s.orm.em.fork().getConnection().execute('select market_rollup_compact()');
    });
    s.jobs.schedule('* * * * *', 'compact_market_rollups');
  },
});

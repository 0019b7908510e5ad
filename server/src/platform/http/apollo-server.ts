import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../../common/config.js';
import type { Context } from '../../common/context.js';
import { compiledExecution } from '../graphql/compiled-execution.js';
import { formatError, inputProblemsPlugin } from '../graphql/format-error.js';
import type { PersistedDocuments } from '../graphql/persisted-documents.js';
import type { OperationLimits } from '../limits/query-limits.js';
import type { Metrics } from '../observability/metrics.js';
import { CSRF_PREFLIGHT_HEADERS, httpProtocolPlugin, uncachedAnswers } from './http-protocol.js';
import { pluginGroup } from './plugin-group.js';

/**
 * Apollo Server over `schema` (compiled with graphql-jit unless COMPILED_GRAPHQL=false), with the
 * operation limits, the persisted documents, the HTTP protocol's rules, the error shapes and the
 * metrics as its plugins; nothing of Apollo's own landing page, reporting or cache hints.
 */
export function graphqlServer(
  config: Config,
  schema: GraphQLSchema,
  limits: OperationLimits,
  persisted: PersistedDocuments,
  metrics: Metrics,
): ApolloServer<Context> {
  return new ApolloServer<Context>({
    ...(config.compiledGraphql ? { gateway: compiledExecution(schema) } : { schema }),
    csrfPrevention: { requestHeaders: [...CSRF_PREFLIGHT_HEADERS] },
    // app/main.ts owns SIGTERM/SIGINT: it drains HTTP, websockets, the bus and the database in order
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    plugins: [
      // no Apollo landing page (Sandbox from Apollo's CDN): browsers go to the bundled /explorer
      ApolloServerPluginLandingPageDisabled(),
      // nothing is reported to Apollo's servers, even with APOLLO_KEY in the environment
      ApolloServerPluginUsageReportingDisabled(),
      // no per-field hooks: nothing here sets cache hints (see uncachedAnswers)
      ApolloServerPluginCacheControlDisabled(),
      // ours, as one listener (plugin-group.ts), in this order
      pluginGroup<Context>([
        persisted.plugin(),
        httpProtocolPlugin(config.retryAfterSeconds),
        limits.plugin(),
        inputProblemsPlugin(),
        metrics.apolloPlugin(),
        uncachedAnswers(),
      ]),
    ],
  });
}

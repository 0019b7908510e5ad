import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { Alert, Button, Center, Loader, Stack, useComputedColorScheme } from '@mantine/core';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { useEffect, useMemo, useState } from 'react';

import { GRAPHQL_PATH, graphqlWsUrl } from '../../shared/graphql-ws-url';

const FIRST_QUERY = `# BuildWire's API explorer. The documentation is in the
# left panel. This uses your browser's session where the
# server allows it; to use an API token, put in Headers below:
#   { "Authorization": "Bearer bwt_…" }
# Subscriptions run over the websocket.
query FirstLook {
  me {
    email
    role
  }
  wireboard(first: 5) {
    totalCount
    edges {
      node {
        id
        title
        status
      }
    }
  }
}
`;

/**
 * A request with an Authorization header goes without the session cookie, which would otherwise
 * be the credential that counts (and, where the server enforces persisted queries, a session
 * runs only the app's own documents: server/src/platform/graphql/persisted-documents.ts).
 */
const explorerFetch: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    credentials: new Headers(init?.headers).has('authorization') ? 'omit' : 'same-origin',
  });

/**
 * GraphiQL, bundled with the app (no CDN, nothing from outside): queries and mutations over HTTP
 * with the session cookie (and the CSRF preflight header /graphql asks of cookie requests) or a
 * pasted token, subscriptions over graphql-ws. Its own lazy chunk: nobody else downloads it.
 */
export function ExplorerPage() {
  const scheme = useComputedColorScheme('light');
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: GRAPHQL_PATH,
        fetch: explorerFetch,
        subscriptionUrl: graphqlWsUrl(),
        headers: { 'apollo-require-preflight': 'true' },
      }),
    [],
  );
  // the documentation comes from the server's SDL, not from an introspection query (which nests
  // deeper than the API's depth limit allows)
  const [schema, setSchema] = useState<GraphQLSchema | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetch('/schema.graphql')
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
      )
      .then((sdl) => live && setSchema(buildSchema(sdl)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (failed)
    return (
      <Center h="100dvh" p="md">
        <Alert color="red" title="The API's schema could not be loaded">
          <Stack gap="xs" align="flex-start">
            Check your connection, then try again.
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  if (!schema)
    return (
      <Center h="100dvh" aria-busy="true">
        <Loader aria-label="Loading the API explorer" />
      </Center>
    );
  return (
    <div style={{ height: '100dvh' }}>
      <GraphiQL fetcher={fetcher} schema={schema} defaultQuery={FIRST_QUERY} forcedTheme={scheme} />
    </div>
  );
}

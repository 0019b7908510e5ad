import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

import { createColorModeManager } from './color-mode';
import { theme } from './theme';

const colorModeManager = createColorModeManager();

type AppProvidersProps = { client: ApolloClient; children: ReactNode; env?: 'default' | 'test' };

export function AppProviders({ client, children, env = 'default' }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorModeManager}
        defaultColorScheme="auto"
        env={env}
      >
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}

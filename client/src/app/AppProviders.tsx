import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

import { createColorModeManager } from '../shared/color-mode/color-mode';
import { useForcedColorModeValue } from '../shared/color-mode/use-forced-color-mode';
import { cssVariablesResolver, theme } from './theme';

const colorModeManager = createColorModeManager();

type AppProvidersProps = { client: ApolloClient; children: ReactNode; env?: 'default' | 'test' };

export function AppProviders({ client, children, env = 'default' }: AppProvidersProps) {
  const forcedColorMode = useForcedColorModeValue();
  return (
    <ApolloProvider client={client}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorModeManager}
        defaultColorScheme="auto"
        forceColorScheme={forcedColorMode}
        env={env}
      >
        {/* bottom right: toasts never cover the header (its bell and account menu) */}
        <Notifications position="bottom-right" />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}

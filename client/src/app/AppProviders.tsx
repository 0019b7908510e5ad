import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';

import { createColorModeManager } from '../shared/color-mode/color-mode';
import { useForcedColorModeValue } from '../shared/color-mode/use-forced-color-mode';
import { lazyWhenIdle } from '../shared/lazy-when-idle';
import { cssVariablesResolver, theme } from './theme';

const colorModeManager = createColorModeManager();

/** The toasts' container (and its transitions) once the page is idle; a toast shown before waits in the store. */
const Toasts = lazyWhenIdle(() => import('./Toasts').then((m) => m.Toasts));

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
        <Toasts />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}

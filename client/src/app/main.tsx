import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { signOutLocally } from '../session/sign-out';
import { createApolloClient } from './apollo';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

const apollo = createApolloClient({
  onSignedOut: (reason) => void signOutLocally(apollo.client, reason),
  // the viewer and the views on screen read again with the account's new rights
  onViewerChanged: () => void apollo.client.refetchQueries({ include: 'active' }).catch(() => undefined),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={apollo.client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

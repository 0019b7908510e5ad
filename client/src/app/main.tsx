import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';

import { notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { signOutLocally } from '../session/sign-out';
import { notSentMessage } from '../shared/error-messages';
import { createApolloClient } from './apollo';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

const apollo = createApolloClient({
  onSignedOut: (reason) => void signOutLocally(apollo.client, reason),
  // the viewer and the views on screen read again with the account's new rights
  onViewerChanged: () => void apollo.client.refetchQueries({ include: 'active' }).catch(() => undefined),
  // wherever the form's own message is on the page, the user sees that nothing was sent (one toast)
  onNotSent: () =>
    notifications.show({ id: 'not-sent', color: 'yellow', title: 'Not sent', message: notSentMessage }),
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

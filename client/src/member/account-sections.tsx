import type { ReactNode } from 'react';
import {
  IconDevices,
  IconFileText,
  IconKey,
  IconLink,
  IconShieldLock,
  IconTrash,
  IconUser,
  IconApi,
  IconWebhook,
  IconBell,
  IconBookmarks,
  type Icon,
} from '@tabler/icons-react';

import type { Viewer } from '../session/use-viewer';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { LinkedIdentitiesSection } from './components/LinkedIdentitiesSection';
import { MyWiresSection } from './components/MyWiresSection';
import { ProfileForm } from './components/ProfileForm';
import { SessionsSection } from './components/SessionsSection';
import { ApiTokensSection } from './components/ApiTokensSection';
import { TwoFactorSection } from './components/TwoFactorSection';
import { WebhooksSection } from './components/WebhooksSection';
import { NotificationSettingsSection } from '../notification/components/NotificationSettingsSection';
import { SavedSearchesSection } from '../search/components/SavedSearchesSection';

/** One section of the account page (/userinfo); `id` is its `?section=` value and anchor. */
export type AccountSection = {
  id: string;
  label: string;
  /** A sentence under the heading. */
  description?: (viewer: Viewer) => string;
  icon: Icon;
  danger?: boolean;
  render: (viewer: Viewer) => ReactNode;
};

/**
 * The sections of /userinfo, in order: adding a section is one entry here (the page lays them
 * out as a side list on desktop and stacked on a phone).
 */
export const ACCOUNT_SECTIONS: AccountSection[] = [
  {
    id: 'profile',
    label: 'Profile',
    description: () => 'Your name, phone and usual location, shown to partners who answer your wires.',
    icon: IconUser,
    render: (viewer) => <ProfileForm viewer={viewer} />,
  },
  {
    id: 'wires',
    label: 'My wires',
    icon: IconFileText,
    render: () => <MyWiresSection />,
  },
  {
    id: 'notifications',
    label: 'Notifications',
    description: () => 'What is emailed, and pushed to your devices, besides the bell.',
    icon: IconBell,
    render: () => <NotificationSettingsSection />,
  },
  {
    id: 'saved-searches',
    label: 'Saved searches',
    description: () => 'Wireboard filters you keep, and how often you hear of new wires that match.',
    icon: IconBookmarks,
    render: (viewer) =>
      viewer.role === 'ADMIN' ? (
        'Saved searches are for buyers and partners.'
      ) : (
        <SavedSearchesSection partner={viewer.role === 'PARTNER'} />
      ),
  },
  {
    id: 'password',
    label: 'Password',
    description: (viewer) =>
      viewer.hasPassword
        ? 'Changing it signs out every other device.'
        : 'You sign in with email links. Set a password to sign in with it too.',
    icon: IconKey,
    render: (viewer) => (
      <ChangePasswordForm key={String(viewer.hasPassword)} hasPassword={viewer.hasPassword} />
    ),
  },
  {
    id: 'two-factor',
    label: 'Two-factor sign-in',
    icon: IconShieldLock,
    render: (viewer) => <TwoFactorSection viewer={viewer} />,
  },
  {
    id: 'sign-in-methods',
    label: 'Linked sign-in methods',
    description: () => 'Outside accounts (Google, GitHub) you can sign in with.',
    icon: IconLink,
    render: () => <LinkedIdentitiesSection />,
  },
  {
    id: 'sessions',
    label: 'Sessions',
    description: () => 'Where your account is signed in. Sign out any device you do not recognise.',
    icon: IconDevices,
    render: () => <SessionsSection />,
  },
  {
    id: 'api-tokens',
    label: 'API tokens',
    description: () => 'Tokens for programs that use BuildWire for you; revoke one and it stops at once.',
    icon: IconApi,
    render: (viewer) => <ApiTokensSection role={viewer.role} />,
  },
  {
    id: 'webhooks',
    label: 'Webhooks',
    description: () => 'Have BuildWire send events to your own system as they happen.',
    icon: IconWebhook,
    render: (viewer) => <WebhooksSection role={viewer.role} />,
  },
  {
    id: 'delete',
    label: 'Delete account',
    icon: IconTrash,
    danger: true,
    render: (viewer) => <DeleteAccountSection viewer={viewer} />,
  },
];

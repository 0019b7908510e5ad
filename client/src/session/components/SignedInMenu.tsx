import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
  IconShieldLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react';

import type { Role } from '../../gql/enums';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { useSignOut } from '../use-sign-out';
import { hasRole, viewerName, type Viewer } from '../use-viewer';

/** The account's own pages, each for the roles that have it (every signed-in account when none). */
const ACCOUNT_LINKS: { to: string; label: string; icon: Icon; roles?: Role[] }[] = [
  { to: '/userinfo', label: 'My profile', icon: IconUser },
  { to: '/orders', label: 'My orders', icon: IconReceipt },
  { to: '/admin/dashboard', label: 'Admin', icon: IconShieldLock, roles: ['ADMIN'] },
  { to: '/partners/dashboard', label: 'Partner dashboard', icon: IconLayoutDashboard, roles: ['PARTNER'] },
];

/**
 * The signed-in account's menu (its own chunk: a first visit, signed out, never needs it). Its
 * name contains all the text it shows (the account's name, for speech input): the avatar is a
 * plain person icon, not initials that the name would not include.
 */
export function SignedInMenu({ viewer }: { viewer: Viewer }) {
  const { signOut } = useSignOut();
  const name = viewerName(viewer);
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`}>
          <Group gap={6} wrap="nowrap">
            <Avatar size="sm" radius="xl" color="green" aria-hidden="true" />
            <Text size="sm" fw={500} visibleFrom="xs" maw={140} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{viewer.email}</Menu.Label>
        {ACCOUNT_LINKS.filter((link) => !link.roles || hasRole(viewer, ...link.roles)).map(
          ({ to, label, icon: Icon }) => (
            <Menu.Item
              key={to}
              component={PreloadLink}
              to={to}
              leftSection={<Icon size={16} aria-hidden="true" />}
            >
              {label}
            </Menu.Item>
          ),
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

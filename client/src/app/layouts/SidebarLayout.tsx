import { AppShell, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { ColorModeSwitch } from '../../shared/color-mode/ColorModeSwitch';
import { mainContentId, SkipLink } from '../../shared/components/SkipLink';
import { AppHeader } from './AppHeader';
import type { NavBadges, NavItem } from './nav-items';
import { SideNav } from './SideNav';

type SidebarLayoutProps = {
  area: string;
  items: NavItem[];
  withSidebar: boolean;
  /** Counts shown next to sidebar links (e.g. pending partners), read with the link's name. */
  badges?: NavBadges;
  /** Shown above every page of the area (e.g. a partner's suspension). */
  banner?: ReactNode;
};

/** The admin and partner areas: header, a sidebar (a burger menu on phones) and the page. */
export function SidebarLayout({ area, items, withSidebar, badges, banner }: SidebarLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !withSidebar } }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader menuOpened={opened} onToggleMenu={toggle} area={area} />
        </AppShell.Header>
        <AppShell.Navbar p="sm" id="app-navbar">
          <Stack gap="md">
            {withSidebar && <SideNav label={area} items={items} badges={badges} onNavigate={close} />}
            <Divider hiddenFrom="sm" />
            <Stack hiddenFrom="sm">
              <ColorModeSwitch />
            </Stack>
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main id={mainContentId} tabIndex={-1}>
          {banner}
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}

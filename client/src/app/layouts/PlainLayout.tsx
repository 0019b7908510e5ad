import { AppShell, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { ColorModeSwitch } from '../../shared/color-mode/LazyColorModeSwitch';
import { mainContentId, SkipLink } from '../../shared/components/SkipLink';
import { AppHeader } from './AppHeader';
import { mainNav } from './nav-items';

/** The phone menu's links: fetched the first time the menu opens. */
const SideNav = lazy(() => import('./SideNav').then((m) => ({ default: m.SideNav })));
import { SiteFooter } from './SiteFooter';

export function PlainLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 280, breakpoint: 'md', collapsed: { desktop: true, mobile: !opened } }}
        padding={0}
      >
        <AppShell.Header>
          <AppHeader menuOpened={opened} onToggleMenu={toggle} withMainNav burgerHiddenFrom="md" />
        </AppShell.Header>
        {/* the phone menu exists only while open, so screen readers never meet the nav twice */}
        {opened && (
          <AppShell.Navbar p="md" id="app-navbar">
            <Stack gap="md">
              <Suspense>
                <SideNav label="Main" items={mainNav} onNavigate={close} />
              </Suspense>
              <Divider />
              <ColorModeSwitch />
            </Stack>
          </AppShell.Navbar>
        )}
        <AppShell.Main id={mainContentId} tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
        <SiteFooter />
      </AppShell>
    </>
  );
}

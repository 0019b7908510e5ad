import { Anchor, Badge, Burger, Group } from '@mantine/core';
import { useLocation } from 'react-router-dom';

import { AccountMenu } from '../../session/components/AccountMenu';
import { useViewer } from '../../session/use-viewer';
import { ColorModeSwitch } from '../../shared/color-mode/LazyColorModeSwitch';
import { Logo } from '../../shared/components/Logo';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { lazyWhenIdle } from '../../shared/lazy-when-idle';
import { mainNav } from './nav-items';

/** The bell (a popover, its live list) comes after the first paint. */
const NotificationBell = lazyWhenIdle(() =>
  import('../../notification/components/NotificationBell').then((m) => m.NotificationBell),
);

type AppHeaderProps = {
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** Small label beside the logo, e.g. "Admin". */
  area?: string;
  withMainNav?: boolean;
  /** Width from which the navbar is always shown (or not needed), so the burger hides. */
  burgerHiddenFrom?: 'sm' | 'md';
};

export function AppHeader({
  menuOpened,
  onToggleMenu,
  area,
  withMainNav = false,
  burgerHiddenFrom = 'sm',
}: AppHeaderProps) {
  const location = useLocation();
  const { viewer } = useViewer();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom={burgerHiddenFrom}
          size="sm"
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls="app-navbar"
        />
        <Logo />
        {area && (
          <Badge variant="light" color="blue" visibleFrom="xs">
            {area}
          </Badge>
        )}
      </Group>
      {withMainNav && (
        <nav aria-label="Main">
          <Group gap="md" visibleFrom="md" wrap="nowrap">
            {mainNav.map((item) => (
              <Anchor
                key={item.to}
                component={PreloadLink}
                to={item.to}
                size="sm"
                underline="hover"
                fw={location.pathname === item.to ? 700 : 500}
                c={location.pathname === item.to ? undefined : 'dimmed'}
                aria-current={location.pathname === item.to ? 'page' : undefined}
              >
                {item.label}
              </Anchor>
            ))}
          </Group>
        </nav>
      )}
      <Group gap="sm" wrap="nowrap">
        <Group visibleFrom="sm">
          <ColorModeSwitch />
        </Group>
        {viewer && <NotificationBell />}
        <AccountMenu />
      </Group>
    </Group>
  );
}

import { NavLink, Stack } from '@mantine/core';
import { useLocation } from 'react-router-dom';

import { PreloadLink } from '../../shared/components/PreloadLink';
import type { NavItem } from './nav-items';

type SideNavProps = { label: string; items: NavItem[]; onNavigate?: () => void };

export function SideNav({ label, items, onNavigate }: SideNavProps) {
  const location = useLocation();
  return (
    <nav aria-label={label}>
      <Stack gap={2}>
        {items.map(({ label: itemLabel, to, icon: Icon }) => {
          const active = location.pathname === to;
          return (
            <NavLink
              key={to}
              component={PreloadLink}
              to={to}
              label={itemLabel}
              active={active}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
            />
          );
        })}
      </Stack>
    </nav>
  );
}

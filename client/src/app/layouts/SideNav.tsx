import { Badge, NavLink, Stack } from '@mantine/core';
import { useLocation } from 'react-router-dom';

import { PreloadLink } from '../../shared/components/PreloadLink';
import type { NavBadges, NavItem } from './nav-items';

type SideNavProps = { label: string; items: NavItem[]; badges?: NavBadges; onNavigate?: () => void };

export function SideNav({ label, items, badges, onNavigate }: SideNavProps) {
  const location = useLocation();
  return (
    <nav aria-label={label}>
      <Stack gap={2}>
        {items.map(({ label: itemLabel, to, icon: Icon }) => {
          const active = location.pathname === to;
          const badge = badges?.[to];
          const shown = badge && badge.count > 0 ? badge : undefined;
          return (
            <NavLink
              key={to}
              component={PreloadLink}
              to={to}
              label={itemLabel}
              active={active}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              // the link's name carries the count and starts with what it shows: "Sellers 3 pending"
              aria-label={shown ? `${itemLabel} ${shown.label}` : undefined}
              rightSection={
                shown && (
                  <Badge
                    size="sm"
                    color="orange"
                    variant="light"
                    c="var(--mantine-color-text)"
                    circle={shown.count < 10}
                    aria-hidden="true"
                  >
                    {shown.count > 99 ? '99+' : shown.count}
                  </Badge>
                )
              }
              leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
            />
          );
        })}
      </Stack>
    </nav>
  );
}

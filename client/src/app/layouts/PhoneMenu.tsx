import { Divider, Stack } from '@mantine/core';

import { ColorModeSwitch } from '../../shared/color-mode/ColorModeSwitch';
import { mainNavIcons } from './main-nav-icons';
import { mainNav } from './nav-items';
import { SideNav } from './SideNav';

const items = mainNav.map((item) => ({ ...item, icon: mainNavIcons[item.to] }));

/** The public pages' menu on a phone: the main links with their icons, then the colour switch. */
export function PhoneMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack gap="md">
      <SideNav label="Main" items={items} onNavigate={onNavigate} />
      <Divider />
      <ColorModeSwitch />
    </Stack>
  );
}

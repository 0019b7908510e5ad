import { Center, SegmentedControl, Tooltip, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

import { isColorMode, type ColorMode } from './color-mode';

const options: { value: ColorMode; label: string; icon: typeof IconSun }[] = [
  { value: 'auto', label: 'System colour mode', icon: IconDeviceDesktop },
  { value: 'light', label: 'Light colour mode', icon: IconSun },
  { value: 'dark', label: 'Dark colour mode', icon: IconMoon },
];

/** System, light or dark; Mantine's colour scheme manager keeps the choice in local storage. */
export function ColorModeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label="Colour mode"
      value={colorScheme}
      onChange={(value) => {
        if (isColorMode(value)) setColorScheme(value);
      }}
      data={options.map(({ value, label, icon: Icon }) => ({
        value,
        label: (
          <Tooltip label={label} withinPortal>
            <Center>
              <Icon size={16} stroke={1.8} aria-hidden="true" />
              <VisuallyHidden>{label}</VisuallyHidden>
            </Center>
          </Tooltip>
        ),
      }))}
    />
  );
}

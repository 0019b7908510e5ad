import { Group, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';

import { PreloadLink } from './PreloadLink';
import classes from './Logo.module.css';

type LogoProps = { to?: string };

export function Logo({ to = '/' }: LogoProps) {
  return (
    <PreloadLink to={to} className={classes.logo} aria-label="BuildWire home">
      <Group gap={6} wrap="nowrap">
        <IconBuildingWarehouse
          size={26}
          stroke={1.8}
          aria-hidden="true"
          color="var(--mantine-primary-color-filled)"
        />
        <Text component="span" fw={800} fz="lg">
          BuildWire
        </Text>
      </Group>
    </PreloadLink>
  );
}

import { Button, Group } from '@mantine/core';
import { IconHome, IconWall } from '@tabler/icons-react';

import { PreloadLink } from '../../shared/components/PreloadLink';

type RequestWireButtonsProps = { size?: 'sm' | 'md' };

/** The two ways to post a wire: request property, request materials. */
export function RequestWireButtons({ size = 'sm' }: RequestWireButtonsProps) {
  const iconSize = size === 'md' ? 18 : 16;
  return (
    <Group gap={size}>
      <Button
        component={PreloadLink}
        to="/property/form"
        size={size}
        leftSection={<IconHome size={iconSize} aria-hidden="true" />}
      >
        Request property
      </Button>
      <Button
        component={PreloadLink}
        to="/buildmat"
        size={size}
        color="blue"
        leftSection={<IconWall size={iconSize} aria-hidden="true" />}
      >
        Request materials
      </Button>
    </Group>
  );
}

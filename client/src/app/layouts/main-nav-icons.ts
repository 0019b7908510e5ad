import {
  IconBuildingStore,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconRadar,
  IconWall,
  type Icon,
} from '@tabler/icons-react';

import type { MainNavPath } from './nav-items';

/** The main links' icons, for the phone menu only (loaded when it first opens). */
export const mainNavIcons: Record<MainNavPath, Icon> = {
  '/wireboard': IconRadar,
  '/property/form': IconHome,
  '/buildmat': IconWall,
  '/partners': IconBuildingStore,
  '/faqs': IconHelpCircle,
  '/about': IconInfoCircle,
};

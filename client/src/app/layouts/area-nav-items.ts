import {
  IconBriefcase,
  IconBuildingCommunity,
  IconFlag,
  IconLayoutDashboard,
  IconListDetails,
  IconMessageReply,
  IconReceipt,
  IconPackage,
  IconRadar,
  IconTable,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';

import type { NavItem } from './nav-items';

// The admin and partner areas' sidebars, with their lazily loaded layouts (not in the entry).
export const adminNav: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: 'Requests', to: '/admin/requestTable', icon: IconTable },
  { label: 'Orders', to: '/admin/orders', icon: IconReceipt },
  { label: 'Reports', to: '/admin/reports', icon: IconFlag },
  { label: 'Community', to: '/admin/community', icon: IconUsers },
  { label: 'Sellers', to: '/admin/sellersList', icon: IconBuildingCommunity },
  { label: 'Add member', to: '/admin/addMember', icon: IconUserPlus },
];

export const partnerNav: NavItem[] = [
  { label: 'Dashboard', to: '/partners/dashboard', icon: IconLayoutDashboard },
  { label: 'Wireboard', to: '/partners/wireboard', icon: IconRadar },
  { label: 'Responses', to: '/partners/responses', icon: IconMessageReply },
  { label: 'Orders', to: '/partners/orders', icon: IconReceipt },
  { label: 'Products', to: '/partners/products', icon: IconPackage },
  { label: 'Properties', to: '/partners/properties', icon: IconListDetails },
  { label: 'Profile', to: '/partners/profile', icon: IconBriefcase },
];

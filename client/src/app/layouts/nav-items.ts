import {
  IconBuildingCommunity,
  IconBuildingStore,
  IconChartBar,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconMessageReply,
  IconPackage,
  IconRadar,
  IconTable,
  IconUserPlus,
  IconUsers,
  IconBriefcase,
  IconWall,
  type Icon,
} from '@tabler/icons-react';

export type NavItem = { label: string; to: string; icon: Icon };

/** A count next to a sidebar link, by the link's path; `label` is read with the link ("3 pending"). */
export type NavBadges = Partial<Record<string, { count: number; label: string }>>;

export const mainNav: NavItem[] = [
  { label: 'Wireboard', to: '/wireboard', icon: IconRadar },
  { label: 'Property', to: '/property/form', icon: IconHome },
  { label: 'Building materials', to: '/buildmat', icon: IconWall },
  { label: 'Partners', to: '/partners', icon: IconBuildingStore },
  { label: 'FAQs', to: '/faqs', icon: IconHelpCircle },
  { label: 'About', to: '/about', icon: IconInfoCircle },
];

export const adminNav: NavItem[] = [
  { label: 'Requests', to: '/admin/requestTable', icon: IconTable },
  { label: 'Community', to: '/admin/community', icon: IconUsers },
  { label: 'Sellers', to: '/admin/sellersList', icon: IconBuildingCommunity },
  { label: 'Add member', to: '/admin/addMember', icon: IconUserPlus },
];

export const partnerNav: NavItem[] = [
  { label: 'Dashboard', to: '/partners/dashboard', icon: IconLayoutDashboard },
  { label: 'Wireboard', to: '/partners/wireboard', icon: IconRadar },
  { label: 'Responses', to: '/partners/responses', icon: IconMessageReply },
  { label: 'Products', to: '/partners/products', icon: IconPackage },
  { label: 'Properties', to: '/partners/properties', icon: IconListDetails },
  { label: 'Profile', to: '/partners/profile', icon: IconBriefcase },
];

export const footerNav: NavItem[] = [
  ...mainNav,
  { label: 'Become a partner', to: '/partners/signup', icon: IconChartBar },
  { label: 'Partner sign in', to: '/partners/login', icon: IconBuildingStore },
];

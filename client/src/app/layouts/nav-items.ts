import {
  IconBuildingStore,
  IconChartBar,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconRadar,
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

export const footerNav: NavItem[] = [
  ...mainNav,
  { label: 'Become a partner', to: '/partners/signup', icon: IconChartBar },
  { label: 'Partner sign in', to: '/partners/login', icon: IconBuildingStore },
];

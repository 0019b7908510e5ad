import type { Icon } from '@tabler/icons-react';

/** A link of the header or the footer (no icon: the first load carries none). */
export type NavLinkItem = { label: string; to: string };

/** A link of a sidebar or the phone menu, with its icon. */
export type NavItem = NavLinkItem & { icon: Icon };

/** A count next to a sidebar link, by the link's path; `label` is read with the link ("3 pending"). */
export type NavBadges = Partial<Record<string, { count: number; label: string }>>;

export const mainNav = [
  { label: 'Wireboard', to: '/wireboard' },
  { label: 'Property', to: '/property/form' },
  { label: 'Building materials', to: '/buildmat' },
  { label: 'Partners', to: '/partners' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'About', to: '/about' },
] as const satisfies readonly NavLinkItem[];

export type MainNavPath = (typeof mainNav)[number]['to'];

export const footerNav: readonly NavLinkItem[] = [
  ...mainNav,
  { label: 'Become a partner', to: '/partners/signup' },
  { label: 'Partner sign in', to: '/partners/login' },
];

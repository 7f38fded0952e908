import {
  IconApps,
  IconBox,
  IconBrush,
  IconCreditCard,
  IconFolder,
  IconFolders,
  IconHome,
  IconLayoutGrid,
  IconMicrophone,
  IconPhoto,
  IconSchool,
  IconUserSquareRounded,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  /** Other paths that count as this area. */
  match?: string[];
}

export interface NavSection {
  title: string;
  items: NavItem[];
}

/** Every area of the product, in the order of the sidebar. Labels are i18n keys. */
export const navSections: NavSection[] = [
  {
    title: 'nav.sectionCreate',
    items: [
      { to: '/home', label: 'nav.home', icon: IconHome },
      { to: '/projects', label: 'nav.projects', icon: IconFolder },
      { to: '/all-tools', label: 'nav.allTools', icon: IconApps },
    ],
  },
  {
    title: 'nav.sectionLibrary',
    items: [
      { to: '/avatar', label: 'nav.avatars', icon: IconUserSquareRounded, match: ['/avatar/look'] },
      { to: '/templates', label: 'nav.templates', icon: IconLayoutGrid },
      { to: '/voice', label: 'nav.voices', icon: IconMicrophone },
      { to: '/assets', label: 'nav.assets', icon: IconFolders },
      { to: '/brand-kit', label: 'nav.brandKit', icon: IconBrush },
      { to: '/media-tab', label: 'nav.media', icon: IconPhoto },
      { to: '/products', label: 'nav.products', icon: IconBox },
    ],
  },
  {
    title: 'nav.sectionAccount',
    items: [
      { to: '/learningCenter', label: 'nav.learningCenter', icon: IconSchool },
      { to: '/billing/subscriptions', label: 'nav.billing', icon: IconCreditCard, match: ['/billing'] },
    ],
  },
];

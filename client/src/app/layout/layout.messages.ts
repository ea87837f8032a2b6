import { PARK_CONTACT } from '@kandy-park/domain';
import { defineMessages } from '@/i18n/messages';

/** The header and footer every public page shares. English: SPEC.md's texts. */
const en = {
  parkName: 'Kandy Cultural Park',
  parkNameLocal: 'Nuwara Sanskruthika Udyanaya',
  skipToContent: 'Skip to content',
  nav: {
    home: 'Home',
    venues: 'Venues',
    news: 'News',
    directorsOffice: "Director's Office",
    ourStory: 'Our Story',
    helabojun: 'Helabojun',
    contact: 'Contact',
  },
  mainNavigation: 'Main',
  bookNow: 'Book Now',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  language: 'Language',
  footer: {
    about:
      'A cultural and leisure venue in the heart of the city: concerts, fairs, family days and the flavours of Helabojun.',
    address: PARK_CONTACT.address as string,
    hours: 'Daily 9:00 AM - 10:00 PM, 24/7 for events',
    navigation: 'Navigation',
    aboutHeading: 'About',
    followUs: 'Follow us',
    followText: 'Perahera nights, new stalls and Helabojun specials, as they happen.',
    opensInNewTab: (network: string) => `${network} (opens in a new tab)`,
    copyright: '© 2025 Kandy Cultural Park. All rights reserved.',
  },
};

export type LayoutMessages = typeof en;

export const layoutMessages = defineMessages('layout', en, {
  si: () => import('./layout.messages.si'),
  ta: () => import('./layout.messages.ta'),
});

import { defineMessages } from '@/i18n/messages';

/** The News page's own texts (the items are staff's words, shown as written). English: SPEC.md's texts. */
const en = {
  metaTitle: 'News',
  metaDescription:
    'News from Kandy Cultural Park: concerts, Perahera nights, Vesak and Poson lantern shows, exhibitions, awards and announcements.',
  hero: {
    eyebrow: 'News and events',
    title: "What's happening at the park",
    lead: 'Perahera nights, lantern shows, concerts and community days: the latest from Kandy Cultural Park.',
  },
  latest: 'Latest news',
  stories: 'Stories from the park',
  loading: 'Loading news...',
  empty: {
    title: 'No News Available',
    text: 'There is nothing new to share just now. Check back soon for events, exhibitions and announcements.',
  },
  readMore: 'Read More',
  readMoreAbout: (title: string) => `Read More: ${title}`,
  categories: {
    General: 'General',
    Events: 'Events',
    Exhibitions: 'Exhibitions',
    Awards: 'Awards',
    Announcements: 'Announcements',
    Community: 'Community',
  } as Record<string, string>,
  newsletter: {
    eyebrow: 'Newsletter',
    title: 'Never miss a Perahera night',
    lead: 'One e-mail a month with concerts, lantern shows, new stalls and Helabojun specials. No spam; leave whenever you like.',
    form: 'Newsletter',
    email: 'Email address',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    missing: 'Please enter your e-mail address.',
    invalid: 'Please enter a valid e-mail address.',
    thanks: 'Thank you for subscribing!',
    offline: 'Could not subscribe. Please check your connection and try again.',
  },
  close: 'Close',
};

export type NewsMessages = typeof en;

export const newsMessages = defineMessages('news', en, {
  si: () => import('./news.messages.si'),
  ta: () => import('./news.messages.ta'),
});

import { defineMessages } from '@/i18n/messages';

/** The Our Story page. English: SPEC.md's texts. */
const en = {
  metaTitle: 'Our Story',
  metaDescription:
    'How Kandy Cultural Park grew from a neglected plot in 2005 into the hill capital’s home for concerts, fairs, food and family days.',
  hero: {
    eyebrow: 'Our story',
    title: 'Twenty years of bringing Kandy together',
    lead: "From a plot of overgrown land to the city's favourite place to gather: the story of a park built by the people of Kandy.",
  },
  timeline: {
    eyebrow: 'Timeline',
    title: 'How the park grew',
    steps: [
      {
        period: '2005',
        title: 'A green space for the hill capital',
        text: 'A group of Kandy families, craftspeople and the Municipal Council set out to turn a neglected plot on the Peradeniya Road into a public park. Volunteers cleared the land, replanted the old mara trees and dug the lotus pond by hand.',
      },
      {
        period: '2010 - 2015',
        title: 'Growing roots',
        text: 'The Open Air Arena rose beneath the hills, the first Vesak and Poson lantern shows drew crowds from across the Central Province, and one hundred covered stalls opened along the main walkway for local makers and small businesses.',
      },
      {
        period: '2016 - Present',
        title: 'A park for everyone',
        text: 'Helabojun opened its kitchens, the Kids Park became free for every family, and EV fast chargers arrived at the gate. Today the park hosts concerts for 8,000, weddings under the trees and quiet evenings by the pond, every day of the year.',
      },
    ],
  },
  purpose: {
    title: 'Mission and vision',
    mission: 'Our mission',
    missionText:
      'To give Kandy a safe, beautiful and affordable place to gather, celebrate and do business, where Sri Lankan culture is lived and shared every day.',
    vision: 'Our vision',
    visionText:
      'To be the cultural heart of the hill country: the first place a family, an artist or a young entrepreneur thinks of when they want to bring people together.',
  },
  values: {
    eyebrow: 'What we stand for',
    title: 'Our values',
    items: [
      {
        title: 'Heritage',
        text: 'We celebrate Kandyan art, music and food, and give them a stage where the next generation can see them live.',
      },
      {
        title: 'Community',
        text: 'Free entry, fair rents for stallholders and a welcome for every school, society and family in the district.',
      },
      {
        title: 'Hospitality',
        text: 'The warmth of an Ayubowan at the gate: clean grounds, safe events and staff who go the extra step.',
      },
      {
        title: 'Stewardship',
        text: 'We care for the trees, the pond and the hills around us: solar canopies, clean charging and less plastic every year.',
      },
    ],
  },
  team: {
    eyebrow: 'Our people',
    title: 'The team behind the park',
    text: "More than 120 people keep the park running: wardens who know every path, gardeners who have tended the mara trees for years, Helabojun's cooks, an events crew who can set up a stage for 8,000 overnight, and a small office that answers every enquiry within 24 hours.",
    neighbours:
      'Most of us live within a few kilometres of the gate. When you visit, you are a guest in our neighbourhood, and we mean to make you feel it.',
    directors: "Read our directors' messages",
    stats: ['People on the team', 'Events a year', 'Local stallholders', 'Years in Kandy'],
  },
};

export type OurStoryMessages = typeof en;

export const ourStoryMessages = defineMessages('our-story', en, {
  si: () => import('./our-story.messages.si'),
  ta: () => import('./our-story.messages.ta'),
});

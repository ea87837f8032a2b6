import { defineMessages } from '@/i18n/messages';

/** The home page's texts. English: SPEC.md's texts. */
const en = {
  metaTitle: 'Home',
  metaDescription:
    'Kandy Cultural Park: an 8,000-seat open-air arena, fair grounds, 100 vendor stalls, the Helabojun food court and a free kids park in the heart of Kandy.',
  hero: {
    eyebrow: 'Kandy · Sri Lanka',
    title: 'Where the hill capital comes to celebrate',
    lead: 'Concerts under the stars, fairs by the lotus pond, a hundred stalls of craft and flavour and a free park for every family, a short walk from Kandy Lake.',
    book: 'Book Your Experience',
    taste: 'Taste Helabojun',
  },
  factsLabel: 'The park at a glance',
  facts: [
    { title: 'Free entry', text: 'Every day, for everyone' },
    { title: '9:00 AM - 10:00 PM', text: 'Open daily, 24/7 for events' },
    { title: '8,000 seats', text: 'In the Open Air Arena' },
    { title: '100 stalls', text: 'Craft, food and fashion' },
  ],
  why: {
    eyebrow: 'Ayubowan',
    title: 'Why Choose Kandy Cultural Park',
    lead: 'A place where Kandy meets: for a family evening, a wedding under the trees or a concert for thousands.',
    reasons: [
      {
        title: 'Hygienic, affordable meals',
        text: 'Helabojun cooks Sri Lankan food fresh in clean, open kitchens you can see into, at prices a whole family can enjoy every week.',
      },
      {
        title: 'Attractions in a free-entrance park',
        text: 'Walk in free of charge to the Kids Park, weekend concerts, Vesak and Poson lantern shows, craft stalls and shaded lawns.',
      },
      {
        title: 'A peaceful setting',
        text: 'Old mara trees, a lotus pond and the misty Hantane hills: a calm green corner a few minutes from the busy town centre.',
      },
    ],
  },
  venues: {
    eyebrow: 'Venues',
    title: 'Spaces for every occasion',
    lead: 'From an 8,000-seat arena to a playground that costs nothing: choose your stage in the park.',
    seeAll: 'See all venues',
    free: 'Free',
    perDay: (price: string) => `${price} / day`,
    perMonth: (price: string) => `${price} / month`,
    freeAccess: 'Free Access',
    monthlyRental: 'Monthly rental',
    available: (count: string) => `${count} Available`,
    byTheDay: 'Bookable by the day',
    explore: (venue: string) => `Explore the ${venue}`,
  },
  ev: {
    eyebrow: 'EV charging',
    title: 'Charge while you enjoy the park',
    lead: "Kandy's public fast chargers at the park's main car park, steps from the gate and the food court.",
    features: [
      {
        title: 'Fast charging',
        text: 'DC fast chargers take most cars from 20% to 80% in about 40 minutes: time for a meal at Helabojun.',
      },
      { title: 'Dual guns', text: 'Every charger has a CCS2 and a CHAdeMO gun, so two cars can charge side by side.' },
      {
        title: 'Open 24/7',
        text: 'Charge day or night, concert nights included; the bays are lit and watched by our wardens.',
      },
      {
        title: 'Competitive rates',
        text: 'A fair per-kWh price shown on the screen before you start; pay by card or QR code.',
      },
    ],
  },
  parking: {
    eyebrow: 'Parking',
    title: 'Easy parking, right at the gate',
    lead: 'Drive in from Peradeniya Road and park in our paved, lit car park: no circling the lake for a space.',
    facts: [
      'Free parking for park visitors',
      '350 car spaces, 20 coach bays and a three-wheeler stand',
      'Accessible bays beside the main gate',
      'Wardens on duty, and extra parking at Gate 2 on event nights',
    ],
  },
  cta: {
    eyebrow: 'Plan with us',
    title: 'A wedding, a concert or a Vesak lantern show?',
    text: 'Tell us your date and your plans: our events team replies within 24 hours.',
    bookNow: 'Book Now',
    learnMore: 'Learn More',
    // Read after the visible words by screen readers and search engines, so the link says where it leads.
    learnMoreHidden: 'about our story',
  },
};

export type HomeMessages = typeof en;

export const homeMessages = defineMessages('home', en, {
  si: () => import('./home.messages.si'),
  ta: () => import('./home.messages.ta'),
});

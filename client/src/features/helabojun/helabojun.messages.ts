import { defineMessages } from '@/i18n/messages';
import { DISHES } from './dishes';

/** The Helabojun page. English: SPEC.md's texts and dishes.ts. */
const en = {
  metaTitle: 'Helabojun Food Court',
  metaDescription:
    'Helabojun, the food court of Kandy Cultural Park: kiribath, kottu, hoppers, lamprais and rice and curry cooked fresh every day from 11:00 AM to 10:00 PM.',
  hero: {
    eyebrow: 'Helabojun food court',
    title: 'Helabojun: the taste of home',
    lead: "Cooks from the villages around Kandy serve the island's favourite dishes fresh from the hearth, under one Kandyan roof in the heart of the park.",
    menu: 'See the menu',
    visit: 'Plan your visit',
  },
  menu: {
    eyebrow: 'Menu highlights',
    title: 'Twelve favourites from our kitchens',
    lead: 'Breakfast classics, a lunch of rice and curry, the evening clatter of kottu and sweets for the road.',
  },
  dishes: DISHES.map(({ name, description, alt, tag }) => ({ name, description, alt, tag })),
  ingredients: {
    eyebrow: 'Ingredients',
    title: 'From the hills and the coast, the same morning',
    lead: 'Good Sri Lankan food starts at the market. We buy close to home, cook in small batches and use no artificial colours or flavour enhancers.',
    items: [
      {
        title: 'Heirloom rice',
        text: 'Red kekulu and suwandel rice from family paddy fields in Matale and Hanguranketha.',
      },
      { title: 'Coconut, scraped each morning', text: 'Fresh coconut milk for every curry, never from a tin.' },
      {
        title: 'Spices from Matale',
        text: 'Cinnamon, cardamom, pepper and cloves from the spice gardens up the road, roasted and ground in our kitchens.',
      },
      {
        title: 'Greens picked the same day',
        text: 'Gotu kola, mukunuwenna and kankun from growers in the Kandy hills.',
      },
      {
        title: 'Fish from the morning market',
        text: 'Bought at dawn and cooked the same day; what is not sold by evening does not come back.',
      },
      {
        title: 'Kithul treacle and jaggery',
        text: 'Tapped from kithul palms in hill villages: the sweetness in our watalappan and kavum.',
      },
    ],
  },
  visit: {
    eyebrow: 'Visit',
    title: 'Come hungry, stay for the evening',
    lead: 'Helabojun has 300 seats under its pavilion and on the lawn. Walk in; for groups of 20 or more, call us a day ahead.',
    contact: 'Contact us',
    hours: 'Opening hours',
    hoursValue: 'Daily 11:00 AM - 10:00 PM',
    where: 'Where',
    whereValue: 'Located in the park, beside the Open Area and the lotus pond, two minutes from the main gate',
    seating: 'Seating',
    seatingValue: '300 seats, high chairs for little ones and step-free access',
  },
  healthy: {
    eyebrow: 'Traditional healthy food',
    title: 'Food that has kept the island well',
    lead: 'Recipes from Sri Lanka’s village kitchens, where food and medicine were never far apart.',
    items: [
      {
        title: 'Kola kanda',
        text: 'A green porridge of red rice, gotu kola and coconut milk, served with jaggery: the island’s breakfast tonic.',
      },
      {
        title: 'Red rice and kurakkan',
        text: 'Unpolished rice and finger-millet roti, rich in fibre and slow to digest, as our grandparents ate them.',
      },
      {
        title: 'Mallung and sambols',
        text: 'Shredded greens tossed with coconut, lime and onion: raw, fresh and full of iron.',
      },
      {
        title: 'Thambili',
        text: 'Chilled king coconut water, opened in front of you. Nature’s own drink after a day in the sun.',
      },
    ],
  },
};

export type HelabojunMessages = typeof en;

export const helabojunMessages = defineMessages('helabojun', en, {
  si: () => import('./helabojun.messages.si'),
  ta: () => import('./helabojun.messages.ta'),
});

import { PARK_CONTACT } from '@/components/park-contact';
import { defineMessages } from '@/i18n/messages';
import { FAQS } from './faqs';

/** The Contact page. English: SPEC.md's texts. */
const en = {
  metaTitle: 'Contact',
  metaDescription:
    'Contact Kandy Cultural Park: address on Peradeniya Road, phone numbers, e-mail, opening hours, parking, EV charging, directions and answers to common questions.',
  hero: {
    eyebrow: 'Contact',
    title: "We'd love to hear from you",
    lead: 'Questions about a booking, a stall or your visit? Write, call or drop by the office at the main gate: we reply within 24 hours.',
  },
  info: {
    title: 'How to reach us',
    address: 'Address',
    addressValue: PARK_CONTACT.address as string,
    phone: 'Phone',
    phoneLabels: PARK_CONTACT.phones.map((phone) => phone.label as string),
    email: 'Email',
    replies: 'Replies within 24 hours',
    hours: 'Hours',
    hoursValue: PARK_CONTACT.hours as string,
    eventHours: PARK_CONTACT.eventHours as string,
    parking: 'Parking',
    parkingValue: 'Free for visitors: 350 cars and 20 coaches',
    parkingNote: 'Accessible bays at the main gate',
  },
  message: { title: 'Send us a message', intro: 'All fields are required.' },
  map: {
    title: 'Find us',
    label:
      "Map of the park's surroundings: Kandy Lake and the Temple of the Tooth to the north-east, the city centre and Clock Tower in the middle, and Kandy Cultural Park on Peradeniya Road to the south-west, with its main entrance, car park and EV chargers on the road.",
    directions: [
      'By car: 2 km from the Clock Tower along Peradeniya Road (A1); turn in at the park sign.',
      'By train: a 15-minute walk or a short three-wheeler ride from Kandy Railway Station.',
      'By bus: any Peradeniya-bound bus from the Goods Shed stand; get off at the Cultural Park halt.',
    ],
  },
  ev: {
    eyebrow: 'EV charging',
    title: 'Arriving electric?',
    lead: 'Our fast chargers are at the main car park, open to everyone, day and night.',
    items: [
      { strong: 'Fast charging', text: '20% to 80% in about 40 minutes' },
      { strong: 'Dual guns', text: 'CCS2 and CHAdeMO on every charger' },
      { strong: '24/7', text: 'lit, watched bays' },
      { strong: 'Competitive rates', text: 'card or QR payment' },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    items: FAQS.map(({ question, answer }) => ({ question: question as string, answer: answer as string })),
  },
};

export type ContactMessages = typeof en;

export const contactMessages = defineMessages('contact', en, {
  si: () => import('./contact.messages.si'),
  ta: () => import('./contact.messages.ta'),
});

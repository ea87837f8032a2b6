import { defineMessages } from '@/i18n/messages';

/** The Directors page. English: SPEC.md's texts. */
const en = {
  metaTitle: "Director's Office",
  metaDescription:
    'Messages from the Managing Director and the Chairperson of Kandy Cultural Park, and a direct line to the Director’s Office.',
  hero: {
    eyebrow: "Director's Office",
    title: 'Leadership rooted in Kandy',
    lead: 'The people who steer the park share why it exists, and where it is going next.',
  },
  portrait: (name: string, role: string) => `Illustrated portrait of ${name}, ${role}`,
  signature: (role: string) => `${role}, Kandy Cultural Park`,
  messages: {
    'managing-director': {
      name: 'Mr. Lalith Ekanayake',
      role: 'Managing Director',
      from: 'From the management',
      heading: 'A message from the Managing Director',
      paragraphs: [
        'Ayubowan, and welcome to Kandy Cultural Park.',
        'Every evening I walk the park before the gates close. I see grandparents on the benches by the lotus pond, children racing to the swings, stallholders packing away their lacquerware and the Helabojun cooks lighting the hopper pans for the dinner crowd. That, more than any concert or festival, is what this park is for.',
        'Our task is to keep it that way as we grow: to run every event safely and on time, to keep entry free, to keep rents fair for the hundred small businesses along our walkway, and to answer every booking within 24 hours. We are investing this year in shade, seating and accessible paths, and in the solar canopies that power our EV chargers.',
        'Whether you are planning a wedding for five hundred or simply passing through on the Peradeniya Road, our doors are open. I look forward to welcoming you.',
      ],
    },
    chairperson: {
      name: 'Mrs. Nilmini Herath',
      role: 'Chairperson',
      from: 'From the Board',
      heading: 'A message from the Chairperson',
      paragraphs: [
        'When a handful of Kandy families began this park in 2005, they had one simple hope: that the hill capital should have a place where its culture could be seen, heard and tasted by everyone, not only on festival days.',
        'Twenty years on, the Open Air Arena carries the sound of Kandyan drums to thousands, our lantern shows bring schools and villages together at Vesak and Poson, and the park has become a livelihood for hundreds of local people.',
        'The Board’s commitment is to protect that trust. We will guard the park’s green spaces, uphold the dignity of the traditions we present, and govern openly, for the community that built this place.',
        'On behalf of the Board, thank you to every visitor, artist, vendor and member of staff. This park is yours.',
      ],
    },
  },
  office: {
    eyebrow: 'Write to us',
    title: "Contact the Director's Office",
    text: "Partnerships, sponsorships, community projects or a word about your visit: your message reaches the directors' desk, and we reply within 24 hours.",
    subject: "For the Director's Office",
  },
};

export type DirectorsMessages = typeof en;

export const directorsMessages = defineMessages('directors', en, {
  si: () => import('./directors.messages.si'),
  ta: () => import('./directors.messages.ta'),
});

import { PARK_CONTACT as PARK } from '@kandy-park/domain';

/** The park's published contact details (domain/'s), with its opening hours, for the footer and the Contact page. */
export const PARK_CONTACT = {
  address: PARK.address,
  email: PARK.email,
  phones: PARK.phones,
  hours: 'Daily 9:00 AM - 10:00 PM',
  eventHours: '24/7 for events',
} as const;

/** The park's published contact details, shared by the footer and the Contact page. */
export const PARK_CONTACT = {
  address: 'No. 42, Peradeniya Road, Kandy 20000, Sri Lanka',
  email: 'info@kandypark.lk',
  phones: [
    { label: 'Office', display: '+94 81 222 4567', tel: '+94812224567' },
    { label: 'Events and bookings', display: '+94 77 345 6789', tel: '+94773456789' },
  ],
  hours: 'Daily 9:00 AM - 10:00 PM',
  eventHours: '24/7 for events',
} as const;

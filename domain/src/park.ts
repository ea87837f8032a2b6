/** The park's published contact details: the website's footer and Contact page, its documents and mails. */
export const PARK_CONTACT = {
  name: 'Kandy Cultural Park',
  address: 'No. 42, Peradeniya Road, Kandy 20000, Sri Lanka',
  email: 'info@kandypark.lk',
  /** Where booking and money questions go: on invoices, receipts and their mails. */
  bookingsEmail: 'bookings@kandypark.lk',
  website: 'kandypark.lk',
  phones: [
    { label: 'Office', display: '+94 81 222 4567', tel: '+94812224567' },
    { label: 'Events and bookings', display: '+94 77 345 6789', tel: '+94773456789' },
  ],
} as const;

/** The office's number, as documents and mails print it. */
export const PARK_OFFICE_PHONE = PARK_CONTACT.phones[0].display;

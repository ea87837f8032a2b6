/** Test data for checks that logs carry no personal data (error-logs.spec.ts, outage-logs.postgres.spec.ts). */

/** A customer as distinctive as can be: none of this may appear in a log line. */
export const LOGGED_CUSTOMER = {
  name: 'Kumarihamy Wijesooriya',
  email: 'kumarihamy.w@example.lk',
  phone: '+94 71 555 0199',
} as const;
export const LOGGED_CLIENT = '203.0.113.77';
/** The personal data of LOGGED_CUSTOMER as it is sent and as the database stores its keys. */
export const PERSONAL_TEXTS = [
  LOGGED_CUSTOMER.name,
  'Wijesooriya',
  LOGGED_CUSTOMER.email,
  'kumarihamy',
  LOGGED_CUSTOMER.phone,
  '555 0199',
  '715550199',
  LOGGED_CLIENT,
];

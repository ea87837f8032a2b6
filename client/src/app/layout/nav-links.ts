export const HEADER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/venues', label: 'Venues' },
  { to: '/news', label: 'News' },
  { to: '/directors-office', label: "Director's Office" },
  { to: '/our-story', label: 'Our Story' },
  { to: '/helabojun', label: 'Helabojun' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The header's links; `key` names the link's text in the layout messages. */
export const HEADER_LINKS = [
  { to: '/', label: 'Home', key: 'home' },
  { to: '/venues', label: 'Venues', key: 'venues' },
  { to: '/news', label: 'News', key: 'news' },
  { to: '/directors-office', label: "Director's Office", key: 'directorsOffice' },
  { to: '/our-story', label: 'Our Story', key: 'ourStory' },
  { to: '/helabojun', label: 'Helabojun', key: 'helabojun' },
  { to: '/contact', label: 'Contact', key: 'contact' },
] as const;

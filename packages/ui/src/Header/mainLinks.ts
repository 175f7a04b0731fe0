/** The main links of the navigation bar (spec §2), in their order. */
export const MAIN_LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/libraries', label: 'nav.libraries', end: false },
  { to: '/regions', label: 'nav.regions', end: false },
  { to: '/about', label: 'nav.about', end: false },
  { to: '/suggestions', label: 'nav.suggestions', end: false },
] as const;

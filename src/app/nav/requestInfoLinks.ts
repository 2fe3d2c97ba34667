/** The public pages about sick notes and forms, in both menus: the visitor's and the patient's. */
export const REQUEST_INFO_LINKS = [
  { to: '/sicknote', key: 'nav.sickNote' },
  { to: '/medicalform', key: 'nav.requestForm' },
] as const;

import type { RequestType } from '../../api/types';

/** Where each request's own words are in the forms namespace: its title, lead and agreement. */
export const WORDS_OF: Record<RequestType, 'sickNote' | 'form'> = {
  'sick-note': 'sickNote',
  'school-work-form': 'form',
};

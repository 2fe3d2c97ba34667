import { HttpResponse } from 'msw';
import type { Pharmacy } from '../../../api/types';
import { db } from '../db';
import { failWithExtras } from '../replies';
import { readBody } from './body';
import { findPharmacy } from './pharmacyLookup';
import { route } from './route';
import { requireUser } from './session';

export const PHARMACY_MESSAGES = {
  missing: 'Please select the preferred pharmacy.',
} as const;

export const pharmacyHandlers = [
  // Public: the registration form loads it before anyone is logged in.
  route('get', '/pharmacy/all', () =>
    HttpResponse.json<Pharmacy[]>(structuredClone(db.state.pharmacies)),
  ),

  route('get', '/pharmacy/me', ({ request }) => {
    const record = requireUser(request);
    return HttpResponse.json({ pharmacy: structuredClone(record.profile.preferredPharmacy) });
  }),

  route('post', '/pharmacy/addPreferredPharmacy', async ({ request }) => {
    const record = requireUser(request);
    // The token names the patient; the body's demographicNo is the portal's copy and not trusted.
    const pharmacy = findPharmacy((await readBody(request)).pharmacy);
    if (!pharmacy) return failWithExtras(PHARMACY_MESSAGES.missing);
    record.profile.preferredPharmacy = pharmacy;
    db.save();
    return HttpResponse.json({ success: true, extras: { payload: structuredClone(pharmacy) } });
  }),
];

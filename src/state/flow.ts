import { createAction } from '@reduxjs/toolkit';

// Where the patient is in a request, as an event every slice may hear, so the page that ends a
// flow needs none of the slices the flow used (nor to load them, when no flow ran).

/** The patient is back on the dashboard: a request flow they were in is over. */
export const dashboardShown = createAction('flow/dashboardShown');

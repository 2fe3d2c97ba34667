// Where a stand-in for the clinic service plugs into the app, so that neither imports the other.
// In mock builds src/main.tsx starts the mock clinic, which registers here before the first
// render: its own pages (the mailbox, the bank's authentication page, …) and its clinic-status
// channel. The app reads what was registered; a production build registers nothing, and the
// real socket.io channel is used.

import type { ComponentType } from 'react';
import type { OpenClinicStatusChannel } from './types';

/** A page the stand-in serves in the portal's own router (always open to anyone). */
export interface StandInPage {
  path: string;
  access: 'public';
  load: () => Promise<{ default: ComponentType }>;
}

export interface StandIn {
  pages: readonly StandInPage[];
  openClinicStatusChannel: OpenClinicStatusChannel;
}

let registered: StandIn | null = null;

export function registerStandIn(standIn: StandIn): void {
  registered = standIn;
}

export const standInPages = (): readonly StandInPage[] => registered?.pages ?? [];

export const standInClinicStatusChannel = (): OpenClinicStatusChannel | null =>
  registered?.openClinicStatusChannel ?? null;

import type { HandoffSite } from '../../api/types';
import type { ServiceId } from './services';

export interface LinkTargets {
  medicationUrl: string;
  labTestUrl: string;
  bookingUrl: string;
}

export type ServiceTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

const APPOINTMENT_SUFFIX: Record<'appointment' | 'icbc' | 'driver', string> = {
  appointment: 'null',
  icbc: 'I',
  driver: 'D',
};

/** The sister site a service hands the patient to; null for the services kept in the portal. */
export function sisterSiteOf(service: ServiceId): HandoffSite | null {
  switch (service) {
    case 'form':
    case 'sickNote':
      return null;
    case 'medication':
      return 'medication';
    case 'labTest':
      return 'labTest';
    case 'appointment':
    case 'icbc':
    case 'driver':
      return 'booking';
  }
}

const DOT_SEGMENTS = new Set(['.', '..']);

/**
 * The code a hand-off answer carries (POST /auth/handoff's `extras.code`), or null when it has
 * none a sister site could use: the patient is then told, and can press again.
 */
export function handoffCode(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const { success, extras } = reply as { success?: unknown; extras?: unknown };
  if (success !== true || typeof extras !== 'object' || extras === null) return null;
  const code = (extras as { code?: unknown }).code;
  if (typeof code !== 'string' || code.trim() === '') return null;
  // '.' and '..' are no path segment an address can carry: the browser folds them away (escaped
  // too), and the patient would land on the sister site's /auth/ without a code, or above it.
  return DOT_SEGMENTS.has(code) ? null : code;
}

/** A fresh suffix for the lab-test link, so the lab site never serves a cached hand-off. */
export function labTestSuffix(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
}

/**
 * Where a dashboard service goes (docs/dashboard.md#links-out). The sister sites take
 * `/auth/{credential}` in the spec's shapes: the credential is the single-use hand-off code, or
 * the session token only where the service has no hand-off call (docs/dashboard.md#links-out).
 * Sick notes and forms stay in the portal and carry nothing.
 */
export function serviceTarget(
  service: ServiceId,
  credential: string,
  targets: LinkTargets,
  suffix: string = labTestSuffix(),
): ServiceTarget {
  const auth = `auth/${encodeURIComponent(credential)}`;
  switch (service) {
    case 'form':
      return { kind: 'internal', path: '/medicalInfo?formType=school-work-form' };
    case 'sickNote':
      return { kind: 'internal', path: '/medicalInfo?formType=sick-note' };
    case 'medication':
      return { kind: 'external', url: `${targets.medicationUrl}/${auth}` };
    case 'labTest':
      return {
        kind: 'external',
        url: `${targets.labTestUrl}/${auth}/${encodeURIComponent(suffix)}`,
      };
    case 'appointment':
    case 'icbc':
    case 'driver':
      return {
        kind: 'external',
        url: `${targets.bookingUrl}/${auth}/${APPOINTMENT_SUFFIX[service]}`,
      };
  }
}

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

/** A fresh suffix for the lab-test link, so the lab site never serves a cached hand-off. */
export function labTestSuffix(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
}

/**
 * Where a dashboard service goes (docs/dashboard.md#links-out). The token is placed in the
 * path only for the sister sites, as their /auth/{accessToken} hand-off requires.
 */
export function serviceTarget(
  service: ServiceId,
  accessToken: string,
  targets: LinkTargets,
  suffix: string = labTestSuffix(),
): ServiceTarget {
  const token = encodeURIComponent(accessToken);
  switch (service) {
    case 'form':
      return { kind: 'internal', path: '/medicalInfo?formType=school-work-form' };
    case 'sickNote':
      return { kind: 'internal', path: '/medicalInfo?formType=sick-note' };
    case 'medication':
      return { kind: 'external', url: `${targets.medicationUrl}/auth/${token}` };
    case 'labTest':
      return {
        kind: 'external',
        url: `${targets.labTestUrl}/auth/${token}/${encodeURIComponent(suffix)}`,
      };
    case 'appointment':
    case 'icbc':
    case 'driver':
      return {
        kind: 'external',
        url: `${targets.bookingUrl}/auth/${token}/${APPOINTMENT_SUFFIX[service]}`,
      };
  }
}

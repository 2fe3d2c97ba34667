// The clinic's own web addresses: the only hosts a link in a staff message may open
// (docs/messages.md#links-in-staff-messages). Both clinics' sites count, as do the sister sites the dashboard sends patients to.

import { hostOf } from '../lib/linkify';
import { brands } from './brands';
import { env } from './env';

function withAndWithoutWww(host: string): string[] {
  const bare = host.replace(/^www\./, '');
  return [bare, `www.${bare}`];
}

export function clinicHosts(pageHost: string = globalThis.location?.hostname ?? ''): Set<string> {
  const hosts = new Set<string>();
  for (const current of Object.values(brands)) {
    const host = hostOf(current.homepage);
    if (host) withAndWithoutWww(host).forEach((h) => hosts.add(h));
  }
  for (const url of [env.bookingUrl, env.labTestUrl, env.medicationUrl, env.immigrationUrl]) {
    const host = hostOf(url);
    if (host) hosts.add(host);
  }
  // The portal itself, wherever it is served (its own pages are safe to open).
  if (pageHost) hosts.add(pageHost.toLowerCase());
  return hosts;
}

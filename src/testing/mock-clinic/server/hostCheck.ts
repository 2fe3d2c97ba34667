// Which Host a request to `npm run mock-server` may name. A page that rebinds its own domain name
// to 127.0.0.1 reaches the service as a same-origin page of that name, out of CORS's reach, and
// could read the mailbox and log in as anyone; its requests still say `Host: its.name`. Only names
// this machine's loopback is known by, the address the service was told to listen on (for 0.0.0.0
// or ::, each of this machine's own addresses) and the address pages are told to call
// (MOCK_PUBLIC_URL) are answered. An IP address as Host is no rebinding: that needs a name.

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Addresses that mean "any interface": no request names them as the host it dialled. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/** Whether a listen address (HOST) keeps the service on this machine. */
export function isLoopbackAddress(address: string): boolean {
  const name = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(name)
  );
}

/** A listen address as a request's Host names it: IPv6 in brackets. */
function asHostName(address: string): string {
  const name = address.trim().toLowerCase();
  return name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
}

/** `name:port`, and the bare name too where the port is HTTP's default (a Host may omit it). */
function hostForms(name: string, port: number | string): string[] {
  return String(port) === '80' ? [`${name}:80`, name] : [`${name}:${port}`];
}

export interface HostCheckSettings {
  /** The address the service listens on (HOST). */
  listenHost: string;
  /** The port it listens on. */
  port: number;
  /** The service's public address (MOCK_PUBLIC_URL, env.apiUrl). */
  publicUrl: string;
  /** This machine's interface addresses: the ones a request may dial when HOST is 0.0.0.0 or ::. */
  interfaceAddresses?: readonly string[];
}

/** Whether HOST means every interface of this machine. */
export function isAnyInterface(address: string): boolean {
  return ANY_INTERFACE.has(address.trim().toLowerCase());
}

export function createHostCheck(
  settings: HostCheckSettings,
): (host: string | undefined) => boolean {
  const names = [...LOOPBACK_NAMES];
  if (isAnyInterface(settings.listenHost)) {
    names.push(...(settings.interfaceAddresses ?? []).map(asHostName));
  } else {
    names.push(asHostName(settings.listenHost));
  }
  const allowed = new Set(names.flatMap((name) => hostForms(name, settings.port)));
  const publicUrl = new URL(settings.publicUrl);
  const publicPort = publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80');
  for (const form of hostForms(publicUrl.hostname.toLowerCase(), publicPort)) allowed.add(form);
  // Behind TLS on 443 a browser sends the name alone.
  if (publicPort === '443') allowed.add(publicUrl.hostname.toLowerCase());
  return (host) => host !== undefined && allowed.has(host.trim().toLowerCase());
}

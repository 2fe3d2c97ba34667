// The command line of `npm run contract:check`, read strictly: a mistyped option is an error
// (exit code 2), never a check of fewer calls than the engineer meant.

export interface CheckOptions {
  /** The clinic service's address (VITE_API_URL). */
  base: string;
  /** The medication site's API address (VITE_MEDICATION_API_URL); its searches skipped without. */
  medicationBase?: string;
  /** A test patient's session token: the patient's read calls. */
  token?: string;
  /** A test patient's login: the write calls, on a test instance only. */
  email?: string;
  password?: string;
  /** How long one call may take; 10 s unless a test says otherwise. */
  timeoutMs: number;
}

export const USAGE = `Usage: npm run contract:check -- --base <url> [--medication-base <url>] [--token <token>] [--email <e-mail> --password <password>]

  --base             the clinic service's address (VITE_API_URL)
  --medication-base  the medication site's API address (VITE_MEDICATION_API_URL)
  --token            a test patient's session token: adds the patient's read calls
  --email --password a test patient's login: adds the write calls, sent only to a service
                     whose every answer carries X-Clinic-Test-Instance: true`;

const OPTIONS = {
  '--base': 'base',
  '--medication-base': 'medicationBase',
  '--token': 'token',
  '--email': 'email',
  '--password': 'password',
} as const;

type Given = Partial<Record<(typeof OPTIONS)[keyof typeof OPTIONS], string>>;

function address(value: string, option: string): string | { error: string } {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // Named below.
  }
  return { error: `${option} must be an http or https address, not '${value}'` };
}

export function parseCheckArguments(argv: readonly string[]): CheckOptions | { error: string } {
  const given: Given = {};
  for (let index = 0; index < argv.length; index += 1) {
    const [name = '', inline] = argv[index]!.split(/=(.*)/s);
    const key = OPTIONS[name as keyof typeof OPTIONS];
    if (!key) return { error: `unknown argument '${argv[index]}'` };
    const value = inline ?? argv[(index += 1)];
    if (value === undefined || value === '') return { error: `${name} needs a value` };
    if (given[key] !== undefined) return { error: `${name} is given twice` };
    given[key] = value;
  }
  if (!given.base) return { error: '--base is required' };
  if ((given.email === undefined) !== (given.password === undefined)) {
    return { error: '--email and --password go together' };
  }
  const base = address(given.base, '--base');
  if (typeof base !== 'string') return base;
  const medicationBase =
    given.medicationBase === undefined
      ? undefined
      : address(given.medicationBase, '--medication-base');
  if (typeof medicationBase === 'object') return medicationBase;
  return {
    base,
    timeoutMs: 10_000,
    ...(medicationBase !== undefined ? { medicationBase } : {}),
    ...(given.token !== undefined ? { token: given.token } : {}),
    ...(given.email !== undefined ? { email: given.email, password: given.password } : {}),
  };
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AXIOS_UNUSED } from '../../scripts/axios-unused.mjs';

// Builds answer a few axios modules with stand-ins (scripts/axios-unused.mjs). That relies on how
// axios imports them and on the portal never using them; an axios upgrade or a new call that
// changes either would silently break a request in production only, so this says so first.

const axiosLib = path.resolve('node_modules/axios/lib');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : file.endsWith('.js') ? [file] : [];
  });
}

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFilesUnder(file);
    return /\.(ts|tsx)$/.test(file) ? [file] : [];
  });
}

/** The module each part stands in for, as a path under axios/lib. */
const target = (part: { importer: string; source: string }) =>
  path.join(path.dirname(path.resolve('node_modules', part.importer)), part.source);

describe('the axios parts builds leave out', () => {
  it('are imported, with these specifiers, by exactly the importers listed', () => {
    const targets = new Set(AXIOS_UNUSED.map(target));
    for (const file of filesUnder(axiosLib)) {
      // A left-out module's own imports never reach a build.
      if (targets.has(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)) {
        const resolved = path.join(path.dirname(file), specifier as string);
        if (!targets.has(resolved)) continue;
        const listed = AXIOS_UNUSED.some(
          (part) => file.endsWith(part.importer) && part.source === specifier,
        );
        expect(listed, `${path.relative(axiosLib, file)} imports ${specifier}`).toBe(true);
      }
    }
    for (const part of AXIOS_UNUSED) {
      const importer = readFileSync(path.resolve('node_modules', part.importer), 'utf8');
      expect(importer).toContain(`from '${part.source}'`);
    }
  });

  it('the fetch transport is read only through getFetch, and the client never chooses it', () => {
    const adapters = readFileSync(path.join(axiosLib, 'adapters/adapters.js'), 'utf8');
    expect(adapters.match(/fetchAdapter\.\w+/g)).toEqual(['fetchAdapter.getFetch']);
    const client = readFileSync(path.resolve('src/api/client.ts'), 'utf8');
    expect(client).toMatch(/adapter: \['xhr', 'http'\]/);
  });

  it('axios reads the FormData-to-JSON helper only for a FormData sent as JSON', () => {
    const defaults = readFileSync(path.join(axiosLib, 'defaults/index.js'), 'utf8');
    expect(defaults.match(/formDataToJSON\(/g)).toHaveLength(1);
    expect(defaults).toMatch(/hasJSONContentType \? JSON\.stringify\(formDataToJSON\(data\)\)/);
  });

  it('an object is sent as JSON: toFormData is read only for multipart or url-encoded objects', () => {
    const defaults = readFileSync(path.join(axiosLib, 'defaults/index.js'), 'utf8');
    expect(defaults.match(/toFormData\(/g)).toHaveLength(1);
    expect(defaults.match(/toURLEncodedForm\(/g)).toHaveLength(1);
    expect(defaults).toMatch(/if \(isFormData\) \{/);
  });

  it('queries are serialized by the client, so axios never reaches its own serializer', () => {
    const buildURL = readFileSync(path.join(axiosLib, 'helpers/buildURL.js'), 'utf8');
    expect(buildURL).toMatch(/if \(serializeFn\) \{\s*serializedParams = serializeFn\(params/);
    const client = readFileSync(path.resolve('src/api/client.ts'), 'utf8');
    expect(client).toMatch(/paramsSerializer: \{ serialize: \(params\) => queryString\(/);
  });

  it('the cookie reader is reached only for an XSRF token, which the client never sends', () => {
    const resolveConfig = readFileSync(path.join(axiosLib, 'helpers/resolveConfig.js'), 'utf8');
    expect(resolveConfig).toMatch(/withXSRFToken === true \|\| \(withXSRFToken == null &&/);
    expect(resolveConfig).toMatch(/if \(shouldSendXSRF\) \{/);
    const xhr = readFileSync(path.join(axiosLib, 'adapters/xhr.js'), 'utf8');
    expect([...xhr.matchAll(/(?<![/\w])cookies\s*\.(\w+)/g)].map((m) => m[1])).toEqual([
      'readAsync',
    ]);
    expect(xhr).toMatch(/xsrfCookieName = name;/);
    const client = readFileSync(path.resolve('src/api/client.ts'), 'utf8');
    expect(client).toMatch(/withXSRFToken: false/);
  });

  it('the portal uses none of them', () => {
    for (const file of sourceFilesUnder(path.resolve('src'))) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/CancelToken|HttpStatusCode|formToJSON|toFormData/);
      expect(text, file).not.toMatch(/x-www-form-urlencoded/);
      // One serializer for every call: the client's.
      if (!file.endsWith(path.join('src', 'api', 'client.ts'))) {
        expect(text, file).not.toMatch(/paramsSerializer/);
      }
      // A FormData is sent as multipart only: never with a JSON content type beside it.
      if (/new FormData\(/.test(text)) expect(text, file).not.toMatch(/application\/json/);
    }
  });
});

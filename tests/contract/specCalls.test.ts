// @vitest-environment node
// Every call in the spec's tables (docs/calls.md) is either made by the portal, where its
// flow needs it, or listed in docs/calls.md#calls-the-portal-does-not-make with the
// reason. A call that silently falls out of use, or a listed one that comes back, fails here.

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** [the call as the spec's table writes it, a fragment of its address in the portal's code] */
const SPEC_CALLS: readonly (readonly [string, string])[] = [
  ['POST /login', "'/login'"],
  ['GET /me', "'/me'"],
  ['POST /me', "'/me'"],
  ['POST /me/shouldupdate', '/me/shouldupdate'],
  ['GET /me/appointments', '/me/appointments'],
  ['POST /register', "'/register'"],
  ['GET /pharmacy/all', '/pharmacy/all'],
  ['GET /pharmacy/me', '/pharmacy/me'],
  ['POST /pharmacy/addPreferredPharmacy', '/pharmacy/addPreferredPharmacy'],
  ['POST /login/forgot', "'/login/forgot'"],
  ['POST /login/forgot/validate', '/login/forgot/validate'],
  ['POST /login/reset', '/login/reset'],
  ['GET /config/fees', '/config/fees'],
  ['GET /services2/anouncement', '/services2/anouncement'],
  ['GET /services/oscarStatus', '/services/oscarStatus'],
  ['GET /services/appstate', '/services/appstate'],
  ['GET /demographics', "'/demographics'"],
  ['POST /demographics/create', '/demographics/create'],
  ['POST /services/agreement/save', '/services/agreement/save'],
  ['POST /services/saveerror', '/services/saveerror'],
  ['GET /services2/medical/record/{token}', '/services2/medical/record/'],
  ['GET /services2/verify/medical/record', '/services2/verify/medical/record'],
  ['GET /services/sicknote/validateById/{id}', '/services/sicknote/validateById/'],
  ['GET /message/?limit={n}&skip={n}', '/message/?'],
  ['POST /message/sent', '/message/sent'],
  ['GET /message/{id}', '`/message/${'],
  ['PUT /message/{id} multipart', '`/message/${'],
  ['PUT /sick-note/message/update-replies?token={token}', '/sick-note/message/update-replies'],
  ['GET /sick-note/message/reply?token={token}', '/sick-note/message/reply'],
  ['GET /services/medical-info', '/services/medical-info'],
  ['POST /services/sicknote', "'/services/sicknote'"],
  ['POST /services/sicknote/validate', '/services/sicknote/validate'],
  ['POST /services/schoolworkform/validate', '/services/schoolworkform/validate'],
  ['POST /sick-note/charge', '/sick-note/charge'],
  ['POST /services2/sicknote/save_school_work_form', '/services2/sicknote/save_school_work_form'],
  ['POST /services2/sicknote/complete_oscar_submission', '/complete_oscar_submission'],
  ['GET /services2/sicknote/school_work_form/{id}', '/services2/sicknote/school_work_form/'],
  ['GET /services2/sicknote/school_work_form_token/{token}', '/school_work_form_token/'],
  ['POST /services2/sicknote/upload_school_work_files', '/upload_school_work_files'],
  [
    'POST /services2/sicknote/upload_school_work_files_token/{token}',
    '/upload_school_work_files_token/',
  ],
  [
    'POST /services2/sicknote/complete_oscar_submission_token/{token}',
    '/complete_oscar_submission_token/',
  ],
  ['GET /medicalinfo/{id}', '`/medicalinfo/${'],
  ['POST /medicalinfo/', "'/medicalinfo/'"],
  ['GET /icd/name/{text}', '/icd/name/'],
  ['GET /drug/name/{text}', '`/drug/name/${'],
  ['GET /drug/ingredient/{text}', '/drug/ingredient/'],
  ['GET /drug/name/only/{text}', '/drug/name/only/'],
  ['GET /drug/tcAhfs/{value}', '/drug/tcAhfs/'],
  ['POST /drug/names', '/drug/names'],
  ['PUT /message/{id} JSON', 'PUT /message/{id} JSON'],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The mock clinic (src/testing) answers calls; it makes none of the portal's.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const appCode = sources(path.join(root, 'src'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const callsDoc = readFileSync(path.join(root, 'docs/calls.md'), 'utf8');
const notMade = callsDoc.split('\n## Calls the portal does not make')[1]?.split('\n## ')[0];

/** The calls named by docs/calls.md's table, each cell split on its commas. */
function listedCalls(section: string): string[] {
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
    );
}

describe("the spec's calls", () => {
  it('docs/calls.md lists the calls the portal does not make', () => {
    expect(notMade, "docs/calls.md's section of calls not made").toBeTruthy();
  });

  const listed = listedCalls(notMade ?? '');
  /** A listed call names the spec's call by method and path, with "…" for a variable part. */
  const isListed = (call: string) =>
    listed.some((entry) => {
      const [method, address = ''] = entry.split(' ');
      const [callMethod, callAddress = ''] = call.split(' ');
      if (method !== callMethod) return false;
      // '…' or '{…}' stands for a variable part: the rest must match; otherwise the whole path.
      const base = address.replace(/[…{].*$/, '');
      return base === address ? callAddress === address : callAddress.startsWith(base);
    });

  it.each(SPEC_CALLS)('%s is made, or listed as not made', (call, fragment) => {
    const made = appCode.includes(fragment);
    const said = isListed(call) || listed.includes(call.replace(/ JSON$/, '') + ' with JSON');
    expect(made || said, `${call}: neither made (${fragment}) nor listed in docs/calls.md`).toBe(
      true,
    );
  });

  it('nothing listed as not made is made', () => {
    const madeAnyway = SPEC_CALLS.filter(
      ([call, fragment]) => isListed(call) && appCode.includes(fragment) && !/JSON$/.test(call),
    )
      .map(([call]) => call)
      // The JSON and multipart forms of PUT /message/{id} share one address.
      .filter((call) => !call.startsWith('GET /message/') && !call.startsWith('PUT /message/'));
    expect(madeAnyway).toEqual([]);
  });
});

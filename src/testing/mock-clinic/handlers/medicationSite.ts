// The medication site's host (env.medicationApiUrl): medical information saves, the condition
// search and the drug searches. It shares the portal's sessions, as the real sister site does.

import { HttpResponse, type JsonBodyType } from 'msw';
import type { Drug, MedicalInfoRecord, NamedItem } from '../../../api/types';
import { env } from '../../../config/env';
import { ALCOHOL, SMOKING } from '../../../features/medicalInfo/rules/choices';
import { validateMedicalInfo } from '../../../features/medicalInfo/rules/validation';
import { db } from '../db';
import { createRecordId } from '../ids';
import { buildDrugs } from '../seed/drugs';
import { buildIcdConditions } from '../seed/icdConditions';
import type { UserRecord } from '../types';
import { readBody, type Body, paramOf } from './body';
import { route } from './route';
import { requireServiceUser, requireUser } from './session';

export const MEDICATION_SITE_MESSAGES = {
  invalid: 'Invalid medical information',
  notYours: 'You are not allowed to save medical information for another person',
  notFound: 'Medical information not found',
  shortSearch: 'Search text must be longer than 3 characters',
  names: 'names must be a list of drug names',
  tcAhfs: 'tcAhfs must be an AHFS class such as 8:12.16',
} as const;

/** Reference data: built once, never persisted (it never changes). */
const CONDITIONS = buildIcdConditions();
const DRUGS = buildDrugs();

/** At most this many results, best first, as a search service pages its answers. */
const RESULT_LIMIT = 20;

const host = env.medicationApiUrl;

function badRequest(message: string, status = 400): Response {
  return HttpResponse.json({ success: false, message }, { status });
}

const isString = (value: unknown): value is string => typeof value === 'string';

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every(isString) ? value.map((v) => v.trim()) : undefined;
}

function namedList(value: unknown): NamedItem[] | null | undefined {
  if (value === null) return null;
  if (!Array.isArray(value)) return undefined;
  const items = value.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { _id, name } = entry as Record<string, unknown>;
    return isString(_id) && isString(name) && name.trim() ? { _id, name: name.trim() } : undefined;
  });
  return items.every((item) => item !== undefined) ? items : undefined;
}

function freeList(value: unknown): string[] | null | undefined {
  if (value === null) return null;
  const list = stringList(value);
  return list && list.every(Boolean) ? list : undefined;
}

const text = (value: unknown) => (isString(value) ? value : undefined);

const allowed = (list: readonly { value: string }[], value: string) =>
  list.some((choice) => choice.value === value);

/** The body as a record, or null when a field has the wrong type (the service's 400). */
function readRecord(body: Body, user: UserRecord): MedicalInfoRecord | null {
  const { NoMedicalCondition, NoSurgery, NoAllergy } = body;
  if (
    typeof NoMedicalCondition !== 'boolean' ||
    typeof NoSurgery !== 'boolean' ||
    typeof NoAllergy !== 'boolean'
  ) {
    return null;
  }
  const MedicalConditions = stringList(body.MedicalConditions);
  const Surgeries = stringList(body.Surgeries);
  const AllergyToMedication = stringList(body.AllergyToMedication);
  const otherMedicalConditions = namedList(body.otherMedicalConditions ?? null);
  const otherSurgery = freeList(body.otherSurgery ?? null);
  const otherAllergy = namedList(body.otherAllergy ?? null);
  const MedicationsCurrentlyTaken = text(body.MedicationsCurrentlyTaken ?? '');
  const supplements = text(body.supplements ?? '');
  const otherItems = text(body.otherItems ?? '');
  const AlcoholHistory = text(body.AlcoholHistory ?? '');
  const SmokingHistory = text(body.SmokingHistory ?? '');
  if (
    !MedicalConditions ||
    !Surgeries ||
    !AllergyToMedication ||
    otherMedicalConditions === undefined ||
    otherSurgery === undefined ||
    otherAllergy === undefined ||
    MedicationsCurrentlyTaken === undefined ||
    supplements === undefined ||
    otherItems === undefined ||
    AlcoholHistory === undefined ||
    SmokingHistory === undefined
  ) {
    return null;
  }
  if (AlcoholHistory && !allowed(ALCOHOL, AlcoholHistory)) return null;
  if (SmokingHistory && !allowed(SMOKING, SmokingHistory)) return null;
  return {
    Person: user.profile.id,
    // The service keeps the sex on file, whatever the form sent.
    Sex: user.profile.sex,
    NoMedicalCondition,
    MedicalConditions,
    otherMedicalConditions,
    NoSurgery,
    Surgeries,
    otherSurgery,
    NoAllergy,
    AllergyToMedication,
    otherAllergy,
    MedicationsCurrentlyTaken,
    supplements,
    otherItems,
    AlcoholHistory,
    SmokingHistory,
    defaultPharmacy: text(body.defaultPharmacy) || user.profile.preferredPharmacy?._id || null,
    CreatedAt: new Date().toISOString(),
  };
}

/** Best matches first: the name starts with the text, then a word does, then it contains it. */
function rank<T>(items: readonly T[], query: string, keys: (item: T) => string[]): T[] {
  const wanted = query.trim().toLowerCase();
  const score = (item: T) => {
    const values = keys(item).map((value) => value.toLowerCase());
    if (values.some((value) => value.startsWith(wanted))) return 0;
    if (values.some((value) => value.split(/[\s,()/-]+/).some((w) => w.startsWith(wanted)))) {
      return 1;
    }
    return values.some((value) => value.includes(wanted)) ? 2 : -1;
  };
  return items
    .map((item) => ({ item, score: score(item) }))
    .filter(({ score: s }) => s >= 0)
    .sort((a, b) => a.score - b.score)
    .slice(0, RESULT_LIMIT)
    .map(({ item }) => item);
}

/** A search text from the path, or the 400 a too-short text gets. */
function searchText(value: string | readonly string[] | undefined): string | Response {
  const query = paramOf(value).trim();
  return query.length > 3 ? query : badRequest(MEDICATION_SITE_MESSAGES.shortSearch);
}

/** A search by the address's text: refused when it is too short, else what `answer` finds. */
const search =
  (answer: (query: string) => JsonBodyType) =>
  ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    const query = searchText(params.text);
    if (query instanceof Response) return query;
    return HttpResponse.json(answer(query));
  };

const drugSearch = (keys: (drug: Drug) => string[]) =>
  search((query) => structuredClone(rank(DRUGS, query, keys)));

// Searches of the refill site itself; the portal's one drug search is /drug/name/ (docs/calls.md).
const REFILL_SITE_ONLY = {
  outsideContract: 'a search of the medication refill site, not the portal',
};

export const medicationSiteHandlers = [
  route(
    'post',
    '/medicalinfo/',
    async ({ request }) => {
      const user = requireServiceUser(request);
      const body = await readBody(request);
      if (isString(body.Person) && body.Person && body.Person !== user.profile.id) {
        return badRequest(MEDICATION_SITE_MESSAGES.notYours, 403);
      }
      const record = readRecord(body, user);
      if (!record) return badRequest(MEDICATION_SITE_MESSAGES.invalid);
      const broken = validateMedicalInfo(record);
      if (broken) return badRequest(broken.message);
      const saved: MedicalInfoRecord = { _id: createRecordId(), ...record };
      const history = db.state.medicalInfo[user.profile.id] ?? [];
      db.state.medicalInfo[user.profile.id] = [saved, ...history];
      db.save();
      return HttpResponse.json({ success: true, _id: saved._id }, { status: 201 });
    },
    host,
  ),

  route(
    'get',
    '/medicalinfo/:id',
    ({ request, params }) => {
      const user = requireUser(request);
      const id = paramOf(params.id);
      const found = (db.state.medicalInfo[user.profile.id] ?? []).find((r) => r._id === id);
      if (!found) return badRequest(MEDICATION_SITE_MESSAGES.notFound, 404);
      return HttpResponse.json(structuredClone(found));
    },
    host,
  ),

  route(
    'get',
    '/icd/name/:text',
    search((query) => structuredClone(rank(CONDITIONS, query, (c) => [c.name, c.code]))),
    host,
  ),

  // The literal path first: otherwise /drug/name/:text would read 'only' as the text.
  route(
    'get',
    '/drug/name/only/:text',
    search((query) => {
      const seen = new Set<string>();
      return rank(DRUGS, query, (d) => [d.name])
        .filter((drug) => !seen.has(drug.name) && Boolean(seen.add(drug.name)))
        .map(({ _id, name }) => ({ _id, name }));
    }),
    host,
    REFILL_SITE_ONLY,
  ),

  route(
    'get',
    '/drug/name/:text',
    drugSearch((d) => [d.name, d.ingredient]),
    host,
  ),

  route(
    'get',
    '/drug/ingredient/:text',
    drugSearch((d) => [d.ingredient]),
    host,
    REFILL_SITE_ONLY,
  ),

  route(
    'get',
    '/drug/tcAhfs/:value',
    ({ params }) => {
      const value = paramOf(params.value).trim();
      if (!/^\d{1,2}(?::\d{2}(?:\.\d{2})*)?$/.test(value)) {
        return badRequest(MEDICATION_SITE_MESSAGES.tcAhfs);
      }
      // A class holds its subclasses: '8:12' finds 8:12.16.08, '8' finds every 8:xx.
      const inClass = DRUGS.filter(
        ({ tcAhfs }) =>
          tcAhfs === value || tcAhfs.startsWith(`${value}.`) || tcAhfs.startsWith(`${value}:`),
      );
      return HttpResponse.json(structuredClone(inClass));
    },
    host,
    REFILL_SITE_ONLY,
  ),

  route(
    'post',
    '/drug/names',
    async ({ request }) => {
      const names = stringList((await readBody(request)).names);
      if (!names) return badRequest(MEDICATION_SITE_MESSAGES.names);
      const wanted = new Set(names.map((name) => name.toLowerCase()));
      return HttpResponse.json(
        structuredClone(DRUGS.filter((drug) => wanted.has(drug.name.toLowerCase()))),
      );
    },
    host,
    REFILL_SITE_ONLY,
  ),
];

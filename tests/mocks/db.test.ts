import { describe, expect, it } from 'vitest';
import {
  failNext,
  mailbox,
  reset,
  setAnnouncements,
  setClinicOnline,
} from '../../src/testing/mock-clinic/controls';
import { STORAGE_KEY, createDbStore, db } from '../../src/testing/mock-clinic/db';
import { buildSeed } from '../../src/testing/mock-clinic/seed';
import { getJson, postJson, registration, tokenFor, validateRecovery } from './helpers';
import { sendsOffContract } from '../utils/offContract';

async function changeEverything(): Promise<void> {
  const token = await tokenFor('patient@example.com');
  await postJson('/me', { address: '1 Changed St', city: 'Burnaby' }, token);
  const pharmacies = (await getJson('/pharmacy/all')).body as unknown as { _id: string }[];
  await postJson(
    '/pharmacy/addPreferredPharmacy',
    { demographicNo: 10004, pharmacy: pharmacies[0] },
    await tokenFor('nopharmacy@example.com'),
  );
  await postJson(
    '/me/shouldupdate',
    { shouldUpdate: false, hasFamilyDoc: true },
    await tokenFor('update@example.com'),
  );
  await postJson('/register', registration());
  // A code is mailed only after the identity step (and both are remembered until reset()).
  await validateRecovery({
    email: 'child@example.com',
    birthDay: '18',
    birthMonth: '06',
    birthYear: '2016',
  });
  await postJson('/login/forgot', { email: 'child@example.com' });
  await postJson('/services/saveerror', { err: 'e', date: 'd', details: 'x' });
  setAnnouncements([]);
  setClinicOnline(false);
  failNext('GET', '/me', '500', 3);
  // Reach into the live records too: reset must not share objects with what was changed.
  db.state.pharmacies[0]!.name = 'Renamed in place';
  db.state.users[0]!.profile.appVisibility!.push('mutated');
}

describe('reset()', () => {
  sendsOffContract();
  it('restores the seed exactly after any change', async () => {
    await changeEverything();
    expect(db.state).not.toEqual(buildSeed());
    reset();
    expect(db.state).toStrictEqual(buildSeed());
    expect(mailbox()).toEqual([]);
    expect((await getJson('/me', await tokenFor('patient@example.com'))).status).toBe(200);
  });

  it('logs everybody out', async () => {
    const token = await tokenFor('patient@example.com');
    reset();
    expect((await getJson('/me', token)).status).toBe(401);
  });
});

describe('persistence', () => {
  sendsOffContract();
  it('writes every change to localStorage, where a new instance finds it', async () => {
    await changeEverything();
    db.save();
    const reloaded = createDbStore(window.localStorage);
    expect(reloaded.state).toStrictEqual(JSON.parse(JSON.stringify(db.state)));
    expect(reloaded.state.users.some((user) => user.profile.email === 'lucy.ho@example.com')).toBe(
      true,
    );
    expect(reloaded.state.clinicOnline).toBe(false);
  });

  it('persists after each handler without an explicit save', async () => {
    await postJson('/register', registration());
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      users: { profile: { email: string } }[];
    };
    expect(stored.users.map((user) => user.profile.email)).toContain('lucy.ho@example.com');
  });

  it('a session survives the reload', async () => {
    const token = await tokenFor('patient@example.com');
    const reloaded = createDbStore(window.localStorage);
    expect(reloaded.state.sessions.map((session) => session.token)).toContain(token);
  });

  it('starts from the seed without storage, or with unreadable storage', () => {
    expect(createDbStore(null).state).toStrictEqual(buildSeed());
    window.localStorage.setItem(STORAGE_KEY, '{not json');
    expect(createDbStore(window.localStorage).state).toStrictEqual(buildSeed());
  });

  it('fills collections a saved state does not have yet from the seed', () => {
    const older: Partial<ReturnType<typeof buildSeed>> = { ...buildSeed(), announcements: [] };
    delete older.agreements;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(older));
    const loaded = createDbStore(window.localStorage).state;
    expect(loaded.agreements).toEqual([]);
    expect(loaded.announcements).toEqual([]);
  });

  it('stays in memory when storage refuses to write', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const store = createDbStore(full);
    store.state.announcements = ['kept in memory'];
    expect(() => store.save()).not.toThrow();
    expect(store.state.announcements).toEqual(['kept in memory']);
  });
});

// Before issue 32 what patients sent was kept apart, in `patientMessages`; now it is in their list.
describe('a database saved before the patient messages joined the list', () => {
  it('loads without patientMessages, and with them as unanswered messages of the list', () => {
    const older = { ...buildSeed() } as Partial<ReturnType<typeof buildSeed>>;
    delete older.messageKeys;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(older));
    const withoutThem = createDbStore(window.localStorage).state;
    expect(withoutThem).toStrictEqual(buildSeed());

    const patientId = older.users!.find((u) => u.profile.email === 'patient@example.com')!.profile
      .id;
    const sent = {
      id: 'old-sent-1',
      userId: patientId,
      message: 'Sent before the upgrade',
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...older, patientMessages: [sent, { id: 5 }, 'junk'] }),
    );
    const withThem = createDbStore(window.localStorage).state;
    expect(withThem).not.toHaveProperty('patientMessages');
    expect(withThem.messageKeys).toEqual([]);
    expect(withThem.messages).toHaveLength(buildSeed().messages.length + 1);
    expect(withThem.messages.find((m) => m._id === 'old-sent-1')).toEqual({
      _id: 'old-sent-1',
      userId: patientId,
      message: 'Sent before the upgrade',
      createdAt: '2026-11-27T10:00:00.000Z',
      repliedAt: null,
      repliedMessage: null,
      from: 'patient',
      isMOA: false,
      requestImage: false,
      files: [],
      isReplied: false,
    });
  });
});

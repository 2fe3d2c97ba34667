// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handoffCode,
  labTestSuffix,
  serviceTarget,
  sisterSiteOf,
} from '../src/features/dashboard/serviceLinks';
import { needsPharmacy, visibleServices, type ServiceId } from '../src/features/dashboard/services';

/** Every service the dashboard can offer, each once. */
const ALL_SERVICES: ServiceId[] = [
  'form',
  'sickNote',
  'medication',
  'labTest',
  'appointment',
  'icbc',
  'driver',
];

/** Where a service's card leads: a sister site's address, or a page of the portal. */
const external = (url: string) => ({ kind: 'external', url });
const internal = (path: string) => ({ kind: 'internal', path });

const targets = {
  medicationUrl: 'https://refill.example',
  labTestUrl: 'https://lab.example',
  bookingUrl: 'https://book.example',
};

/** A code the portal sends on: one the hand-off answer's reading lets through. */
const usableCode = fc
  .string()
  .filter((code) => handoffCode({ success: true, extras: { code } }) !== null);

describe('which dashboard services a patient sees', () => {
  it('shows everything to the full patient', () => {
    expect(
      visibleServices({
        appVisibility: ['askmedication', 'asklabtest'],
        askmedBlocked: false,
        appointmentType: [
          { code: 'I', status: 'enabled' },
          { code: 'D', status: 'enabled' },
        ],
      }),
    ).toEqual({
      form: true,
      sickNote: true,
      medicationAndTesting: true,
      medication: true,
      labTest: true,
      appointment: true,
      icbc: true,
      driver: true,
    });
  });

  it('shows only the appointment card without a visibility list', () => {
    const services = visibleServices({ askmedBlocked: false });
    expect(services).toMatchObject({ form: false, sickNote: false, medicationAndTesting: false });
    expect(services.appointment).toBe(true);
  });

  it('reads an empty visibility list as a list: forms and sick notes, no sister site', () => {
    // docs/dashboard.md#service-cards: the spec leaves [] open; hiding the portal's own services on it
    // would shut patients out of their sick notes.
    expect(visibleServices({ appVisibility: [], askmedBlocked: false })).toMatchObject({
      form: true,
      sickNote: true,
      medicationAndTesting: false,
      appointment: true,
    });
  });

  it('hides the medication card from an askmedBlocked patient with only askmedication', () => {
    const services = visibleServices({ appVisibility: ['askmedication'], askmedBlocked: true });
    expect(services.medicationAndTesting).toBe(false);
    expect(services.medication).toBe(false);
    expect(services.form).toBe(true);
  });

  it('keeps the lab test but not the refill for an askmedBlocked patient with asklabtest', () => {
    const services = visibleServices({
      appVisibility: ['askmedication', 'asklabtest'],
      askmedBlocked: true,
    });
    expect(services).toMatchObject({
      medicationAndTesting: true,
      medication: false,
      labTest: true,
    });
  });

  it('shows ICBC and driver buttons only for enabled codes', () => {
    const services = visibleServices({
      appVisibility: [],
      askmedBlocked: false,
      appointmentType: [
        { code: 'I', status: 'disabled' },
        { code: 'D', status: 'enabled' },
      ],
    });
    expect(services).toMatchObject({ icbc: false, driver: true });
  });

  it('asks for a pharmacy only before medication and appointments', () => {
    expect(ALL_SERVICES.filter(needsPharmacy)).toEqual([
      'medication',
      'appointment',
      'icbc',
      'driver',
    ]);
  });
});

describe('service links out', () => {
  it('sends the patient to the sister sites as /auth/{code}', () => {
    expect(serviceTarget('medication', 'code123', targets)).toEqual(
      external('https://refill.example/auth/code123'),
    );
  });

  it('ends the appointment links with /null, /I and /D', () => {
    expect(serviceTarget('appointment', 'c', targets)).toEqual(
      external('https://book.example/auth/c/null'),
    );
    expect(serviceTarget('icbc', 'c', targets)).toMatchObject({
      url: 'https://book.example/auth/c/I',
    });
    expect(serviceTarget('driver', 'c', targets)).toMatchObject({
      url: 'https://book.example/auth/c/D',
    });
  });

  it('gives the lab-test link a generated suffix after the code', () => {
    expect(serviceTarget('labTest', 'c', targets, 'abc12345')).toEqual(
      external('https://lab.example/auth/c/abc12345'),
    );
    const suffix = labTestSuffix();
    expect(suffix).toMatch(/^[0-9a-z]{8}$/);
  });

  it('keeps sick notes and forms inside the portal, with nothing in the address', () => {
    expect(serviceTarget('sickNote', 'secret', targets)).toEqual(
      internal('/medicalInfo?formType=sick-note'),
    );
    expect(serviceTarget('form', 'secret', targets)).toEqual(
      internal('/medicalInfo?formType=school-work-form'),
    );
  });

  it('hands medication, lab tests and the three appointments to their sister site', () => {
    expect(ALL_SERVICES.map(sisterSiteOf)).toEqual([
      null,
      null,
      'medication',
      'labTest',
      'booking',
      'booking',
      'booking',
    ]);
  });

  it("keeps the spec's address shape for any code: one escaped segment after /auth/", () => {
    const external: ServiceId[] = ['medication', 'labTest', 'appointment', 'icbc', 'driver'];
    const tails: Record<string, string> = {
      medication: '',
      labTest: '/abc12345',
      appointment: '/null',
      icbc: '/I',
      driver: '/D',
    };
    fc.assert(
      fc.property(fc.constantFrom(...external), usableCode, (service, code) => {
        const target = serviceTarget(service, code, targets, 'abc12345');
        if (target.kind !== 'external') return false;
        const base =
          service === 'medication'
            ? targets.medicationUrl
            : service === 'labTest'
              ? targets.labTestUrl
              : targets.bookingUrl;
        const url = new URL(target.url);
        return (
          target.url === `${base}/auth/${encodeURIComponent(code)}${tails[service]}` &&
          url.origin === new URL(base).origin &&
          url.search === '' &&
          url.hash === '' &&
          decodeURIComponent(url.pathname.split('/')[2] ?? '') === code
        );
      }),
    );
  });

  it('makes 8-character lab suffixes from any random source', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999999, noNaN: true }), (r) =>
        /^[0-9a-z]{8}$/.test(labTestSuffix(() => r)),
      ),
    );
  });
});

describe('the hand-off answer', () => {
  it('gives the code of a success', () => {
    expect(handoffCode({ success: true, extras: { code: 'abc', expiresIn: 60 } })).toBe('abc');
  });

  it('gives nothing for a refusal or an answer without a usable code', () => {
    for (const reply of [
      { success: false, message: 'No.' },
      { success: false, extras: { code: 'abc' } },
      { success: true },
      { success: true, extras: {} },
      { success: true, extras: { code: '' } },
      { success: true, extras: { code: '   ' } },
      { success: true, extras: { code: '.' } },
      { success: true, extras: { code: '..' } },
      { success: true, extras: { code: 42 } },
      { success: 'true', extras: { code: 'abc' } },
      null,
      'abc',
      undefined,
    ]) {
      expect(handoffCode(reply)).toBeNull();
    }
  });

  it('any other non-blank code of a success is used as it came', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const got = handoffCode({ success: true, extras: { code } });
        return code.trim() === '' || code === '.' || code === '..' ? got === null : got === code;
      }),
    );
  });
});

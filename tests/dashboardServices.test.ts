// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labTestSuffix, serviceTarget } from '../src/features/dashboard/serviceLinks';
import { needsPharmacy, visibleServices, type ServiceId } from '../src/features/dashboard/services';

const targets = {
  medicationUrl: 'https://refill.example',
  labTestUrl: 'https://lab.example',
  bookingUrl: 'https://book.example',
};

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
    const all: ServiceId[] = [
      'form',
      'sickNote',
      'medication',
      'labTest',
      'appointment',
      'icbc',
      'driver',
    ];
    expect(all.filter(needsPharmacy)).toEqual(['medication', 'appointment', 'icbc', 'driver']);
  });
});

describe('service links out', () => {
  it('sends the token to the sister sites as /auth/{accessToken}', () => {
    expect(serviceTarget('medication', 'tok123', targets)).toEqual({
      kind: 'external',
      url: 'https://refill.example/auth/tok123',
    });
  });

  it('ends the appointment links with /null, /I and /D', () => {
    expect(serviceTarget('appointment', 't', targets)).toEqual({
      kind: 'external',
      url: 'https://book.example/auth/t/null',
    });
    expect(serviceTarget('icbc', 't', targets)).toMatchObject({
      url: 'https://book.example/auth/t/I',
    });
    expect(serviceTarget('driver', 't', targets)).toMatchObject({
      url: 'https://book.example/auth/t/D',
    });
  });

  it('gives the lab-test link a generated suffix after the token', () => {
    expect(serviceTarget('labTest', 't', targets, 'abc12345')).toEqual({
      kind: 'external',
      url: 'https://lab.example/auth/t/abc12345',
    });
    const suffix = labTestSuffix();
    expect(suffix).toMatch(/^[0-9a-z]{8}$/);
  });

  it('keeps sick notes and forms inside the portal, with no token in the address', () => {
    expect(serviceTarget('sickNote', 'secret', targets)).toEqual({
      kind: 'internal',
      path: '/medicalInfo?formType=sick-note',
    });
    expect(serviceTarget('form', 'secret', targets)).toEqual({
      kind: 'internal',
      path: '/medicalInfo?formType=school-work-form',
    });
  });

  it('escapes any token so it cannot change the path', () => {
    fc.assert(
      fc.property(fc.string(), (token) => {
        const target = serviceTarget('medication', token, targets);
        return (
          target.kind === 'external' &&
          target.url === `https://refill.example/auth/${encodeURIComponent(token)}`
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

// The seeded accounts of the mock clinic: a fixed contract that the README, the e2e tests and
// demos rely on. Change an account only together with the README table that lists them.

import type { Pharmacy, User } from '../../../api/types';
import { makeBcHealthNumber } from '../bcHealthNumber';
import type { UserRecord } from '../types';

export const SEED_PASSWORD = 'Clinic2026!';

/** Mei Chen's card number is part of the contract; the others only need to be valid. */
export const PATIENT_HEALTH_NUMBER = '9698658215';

const REGISTERED_AT = '2024-03-15T18:22:00.000Z';

function bcCard(serial: number): User['careCard'] {
  return { number: makeBcHealthNumber(serial), province: 'BC' };
}

function account(profile: User): UserRecord {
  return { profile, password: SEED_PASSWORD, confirmed: true, registeredAt: REGISTERED_AT };
}

/** Who an account is and where they live: every account names its own. */
type Identity =
  'id' | 'demographicNo' | 'email' | 'firstName' | 'lastName' | 'sex' | 'birthday' | 'careCard';
type Home = 'address' | 'city' | 'postal';

// A complete B.C. patient; each account below overrides what makes it special.
function bcPatient(overrides: Partial<User> & Pick<User, Identity | Home>): User {
  return {
    province: 'BC',
    phone: '',
    mobilePhone: '',
    internationalPhone: '',
    country: 'Canada',
    preferredPharmacy: null,
    familyDoc: true,
    isChanged: false,
    shouldUpdate: false,
    blocked: false,
    askmedBlocked: false,
    appVisibility: ['askmedication', 'asklabtest'],
    appointmentType: [
      { code: 'I', status: 'enabled' },
      { code: 'D', status: 'enabled' },
    ],
    ...overrides,
  };
}

export function buildUsers(pharmacies: readonly Pharmacy[]): UserRecord[] {
  const pharmacy = (index: number): Pharmacy => {
    const found = pharmacies[index];
    if (!found) throw new Error(`Seed pharmacy ${index} is missing`);
    return structuredClone(found);
  };

  return [
    account(
      bcPatient({
        id: '6501a0c3e4b0f1a2c3d40001',
        demographicNo: 10001,
        email: 'patient@example.com',
        firstName: 'Mei',
        lastName: 'Chen',
        sex: 'Female',
        birthday: { year: '1988', month: '04', day: '12' },
        careCard: { number: PATIENT_HEALTH_NUMBER, province: 'BC' },
        address: '8380 Alexandra Rd, Unit 1205',
        city: 'Richmond',
        postal: 'V6X 1A1',
        mobilePhone: '6045550142',
        phone: '6045550143',
        preferredPharmacy: pharmacy(21),
        familyDoc: true,
      }),
    ),
    account(
      bcPatient({
        id: '6501a0c3e4b0f1a2c3d40002',
        demographicNo: 10002,
        email: 'update@example.com',
        firstName: 'Daniel',
        lastName: 'Wong',
        sex: 'Male',
        birthday: { year: '1975', month: '09', day: '23' },
        careCard: bcCard(2),
        address: '5625 Victoria Dr, Suite 310',
        city: 'Vancouver',
        postal: 'V5P 3W2',
        mobilePhone: '6045550156',
        preferredPharmacy: pharmacy(4),
        familyDoc: null,
        shouldUpdate: true,
      }),
    ),
    account(
      bcPatient({
        id: '6501a0c3e4b0f1a2c3d40003',
        demographicNo: 10003,
        email: 'blocked@example.com',
        firstName: 'Jason',
        lastName: 'Lee',
        sex: 'Male',
        birthday: { year: '1992', month: '02', day: '07' },
        careCard: bcCard(3),
        address: '4151 Hazelbridge Way, Unit 2208',
        city: 'Richmond',
        postal: 'V6X 4J7',
        mobilePhone: '6045550167',
        preferredPharmacy: pharmacy(22),
        blocked: true,
      }),
    ),
    account(
      bcPatient({
        id: '6501a0c3e4b0f1a2c3d40004',
        demographicNo: 10004,
        email: 'nopharmacy@example.com',
        firstName: 'Priya',
        lastName: 'Sharma',
        sex: 'Female',
        birthday: { year: '1983', month: '11', day: '30' },
        careCard: bcCard(4),
        address: '3200 E 54th Ave, Unit 407',
        city: 'Vancouver',
        postal: 'V5S 1Z2',
        phone: '6045550178',
        preferredPharmacy: null,
        familyDoc: false,
      }),
    ),
    account(
      bcPatient({
        id: '6501a0c3e4b0f1a2c3d40005',
        demographicNo: 10005,
        email: 'child@example.com',
        firstName: 'Ethan',
        lastName: 'Chen',
        sex: 'Male',
        birthday: { year: '2016', month: '06', day: '18' },
        careCard: bcCard(5),
        address: '8380 Alexandra Rd, Unit 1205',
        city: 'Richmond',
        postal: 'V6X 1A1',
        // A child's account carries a parent's number.
        mobilePhone: '6045550142',
        preferredPharmacy: pharmacy(21),
      }),
    ),
    account(
      bcPatient({
        id: '6501a0c3e4b0f1a2c3d40006',
        demographicNo: 10006,
        email: 'askmedblocked@example.com',
        firstName: 'Robert',
        lastName: 'Nguyen',
        sex: 'Male',
        birthday: { year: '1969', month: '07', day: '04' },
        careCard: bcCard(6),
        address: '6087 Fraser St',
        city: 'Vancouver',
        postal: 'V5W 2Z7',
        mobilePhone: '6045550189',
        preferredPharmacy: pharmacy(3),
        askmedBlocked: true,
        appVisibility: ['askmedication'],
      }),
    ),
    account(
      bcPatient({
        id: '6501a0c3e4b0f1a2c3d40007',
        demographicNo: 10007,
        email: 'visitor@example.com',
        firstName: 'Emily',
        lastName: 'Johnson',
        sex: 'Female',
        birthday: { year: '1990', month: '03', day: '15' },
        careCard: { number: '', province: '' },
        address: '1420 5th Ave, Apt 1802',
        city: 'Seattle',
        province: 'Other',
        postal: '98101',
        country: 'United States',
        internationalPhone: '12065550147',
        preferredPharmacy: pharmacy(13),
        familyDoc: false,
      }),
    ),
  ];
}

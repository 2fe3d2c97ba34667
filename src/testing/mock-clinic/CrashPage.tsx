// /__mock/crash (mock builds only): a page that fails while it renders, so a person trying the app
// and e2e/faults.spec.ts can see the error page and the report it sends to /services/saveerror.

export const CRASH_MESSAGE = 'The mock clinic’s crash page failed on purpose';

export default function CrashPage(): never {
  throw new Error(CRASH_MESSAGE);
}

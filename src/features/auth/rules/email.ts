/** Spec: e-mails are stripped of spaces (anywhere) and lowercased before sending. */
export function normaliseEmailInput(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}

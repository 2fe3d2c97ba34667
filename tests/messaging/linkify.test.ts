// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify, safeHref, type Segment } from '../../src/lib/linkify';

const HOSTS = ['www.richmondinstoreclinic.ca', 'booking.clinicportal.ca'];
const joined = (segments: Segment[]) => segments.map((s) => s.text).join('');
const links = (segments: Segment[]) => segments.filter((s) => s.kind === 'link');

describe('linkify', () => {
  it("makes https links to the clinic's own hosts clickable, punctuation left to the sentence", () => {
    const text =
      'Hours are at https://www.richmondinstoreclinic.ca/hours. Book at https://booking.clinicportal.ca/auth!';
    const segments = linkify(text, HOSTS);
    expect(joined(segments)).toBe(text);
    expect(links(segments)).toEqual([
      {
        kind: 'link',
        text: 'https://www.richmondinstoreclinic.ca/hours',
        href: 'https://www.richmondinstoreclinic.ca/hours',
      },
      {
        kind: 'link',
        text: 'https://booking.clinicportal.ca/auth',
        href: 'https://booking.clinicportal.ca/auth',
      },
    ]);
  });

  it('leaves other sites, http, look-alikes, userinfo and ports as text', () => {
    for (const url of [
      'https://evil.example.com/login',
      'http://www.richmondinstoreclinic.ca/hours',
      'https://www.richmondinstoreclinic.ca.evil.com/',
      'https://www.richmondinstoreclinic.ca@evil.com/',
      'https://user@www.richmondinstoreclinic.ca/',
      'https://www.richmondinstoreclinic.ca:8443/',
      'javascript:alert(1)',
    ]) {
      expect(links(linkify(`See ${url} now`, HOSTS))).toEqual([]);
    }
  });

  it('keeps markup as text', () => {
    const text = 'Hello <img src=x onerror=alert(1)> and <script>alert(1)</script>';
    expect(linkify(text, HOSTS)).toEqual([{ kind: 'text', text }]);
  });

  it('does not let markup ride along in a link', () => {
    const text = 'https://www.richmondinstoreclinic.ca/a"><script>alert(1)</script>';
    const [first] = links(linkify(text, HOSTS));
    expect(first?.href).toBe('https://www.richmondinstoreclinic.ca/a');
  });

  it('compares hosts without case', () => {
    expect(safeHref('https://WWW.RichmondInStoreClinic.CA/x', new Set(HOSTS))).toBe(
      'https://www.richmondinstoreclinic.ca/x',
    );
  });
});

describe('linkify properties', () => {
  const fragment = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      'https://www.richmondinstoreclinic.ca/page',
      'https://evil.example.com/',
      'http://booking.clinicportal.ca/',
      ' ',
      '\n',
      '.',
      ')',
    ),
  );
  const text = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''));

  it('gives back exactly the text it was given', () => {
    fc.assert(fc.property(text, (input) => joined(linkify(input, HOSTS)) === input));
  });

  it('links only https addresses on allowed hosts, with no markup in them', () => {
    fc.assert(
      fc.property(text, (input) =>
        links(linkify(input, HOSTS)).every((segment) => {
          if (segment.kind !== 'link') return false;
          const url = new URL(segment.href);
          return (
            url.protocol === 'https:' &&
            HOSTS.includes(url.hostname) &&
            !/[<>"'`\s]/.test(segment.text)
          );
        }),
      ),
    );
  });

  it('never links anything when no host is allowed', () => {
    fc.assert(fc.property(text, (input) => links(linkify(input, [])).length === 0));
  });

  it('never leaves two text segments side by side', () => {
    fc.assert(
      fc.property(text, (input) => {
        const segments = linkify(input, HOSTS);
        return segments.every(
          (s, i) => i === 0 || s.kind === 'link' || segments[i - 1]?.kind === 'link',
        );
      }),
    );
  });
});

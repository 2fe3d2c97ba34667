// Lists that live in the locale files (card points, directions, legal sections) come back from
// t(..., { returnObjects: true }) untyped; these guards give them a shape or nothing, so a typo
// in a locale file shows as a missing item, never as a crash in front of a patient.

import { isRecord } from '../../lib/isRecord';

export function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export interface TextSection {
  heading: string;
  body: string[];
}

export function sectionList(value: unknown): TextSection[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    heading: typeof item.heading === 'string' ? item.heading : '',
    body: stringList(item.body),
  }));
}

export interface TextStep {
  title: string;
  text: string;
  alt: string;
}

export function stepList(value: unknown): TextStep[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    title: typeof item.title === 'string' ? item.title : '',
    text: typeof item.text === 'string' ? item.text : '',
    alt: typeof item.alt === 'string' ? item.alt : '',
  }));
}

// Types of contract-validators.mjs for vite.config.ts and its test.

import type { Plugin } from 'vite';

export const DOCUMENT_ID: string;
export function schemaPointers(document: unknown): string[];
export function contractValidatorsModule(documentText: string): string;
export function contractValidators(): Plugin;

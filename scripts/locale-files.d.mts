// Types of locale-files.mjs for vite.config.ts and its test.
import type { Plugin } from 'vite';

export interface LocaleFile {
  language: string;
  namespace: string;
  text: string;
}

export function readLocaleFiles(dir: string): LocaleFile[];
export function localeHash(files: LocaleFile[]): string;
export function builtLocaleName(file: LocaleFile, hash: string): string;
export function localeModule(files: LocaleFile[], template: string): string;
export function localeFiles(dir?: string): Plugin;

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MOCK?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_LAB_TEST_URL?: string;
  readonly VITE_MEDICATION_URL?: string;
  readonly VITE_MEDICATION_API_URL?: string;
  readonly VITE_IMMIGRATION_URL?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_BRAND?: string;
  readonly VITE_IDLE_TIMEOUT_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:locale-files' {
  /**
   * The address of a language's namespace file (scripts/locale-files.mjs), or undefined when the
   * portal has no such file.
   */
  export function localeUrl(language: string, namespace: string): string | undefined;
}

/** A YAML file, parsed at build time (scripts/yaml-module.mjs). */
declare module '*.yaml' {
  const document: unknown;
  export default document;
}

/** The contract document's schemas, compiled when the bundle is built (scripts/contract-validators.mjs). */
declare module 'virtual:contract-validators' {
  import type { ValidateFunction } from 'ajv';
  export const validators: Readonly<Record<string, ValidateFunction>>;
}

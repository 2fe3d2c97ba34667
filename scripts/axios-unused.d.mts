// Types of axios-unused.mjs for vite.config.ts and the test that checks it.

export interface AxiosUnusedPart {
  /** The axios module that imports the part (path ending). */
  importer: string;
  /** The import's specifier as the importer writes it. */
  source: string;
  /** The stand-in module's code. */
  code: string;
}

export const AXIOS_UNUSED: AxiosUnusedPart[];

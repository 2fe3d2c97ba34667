// Types of contract-types.mjs for the test that regenerates the wire types.
export const CONTRACT_DOCUMENT: string;
export const CONTRACT_TYPES: string;
export function contractTypes(document?: string): Promise<string>;

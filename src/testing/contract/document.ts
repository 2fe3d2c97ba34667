// The clinic service's contract (contract/clinic-service.yaml), read once for the mock clinic,
// its tests and `npm run contract:check`. Only mock builds and tests load it.

import contract from '../../../contract/clinic-service.yaml';
import type { ContractDocument } from './types';

// Parsed at build time (scripts/yaml-module.mjs): a page gets JSON and no YAML parser.
export const contractDocument = contract as ContractDocument;

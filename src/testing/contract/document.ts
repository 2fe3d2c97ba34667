// The clinic service's contract (contract/clinic-service.yaml), read once for the mock clinic,
// its tests and `npm run contract:check`. Only mock builds and tests load it.

import { parse } from 'yaml';
import source from '../../../contract/clinic-service.yaml?raw';
import type { ContractDocument } from './types';

export const contractDocument = parse(source) as ContractDocument;

// Condition names for the other-condition search (GET {host}/icd/name/{text}): real ICD-10-CM
// codes and titles, the kind of list the medication site's service searches. The table is data,
// in icdConditions.txt (read as text by the build): one `code|name` a line.

import type { IcdCondition } from '../../../api/types';
import TABLE from './icdConditions.txt?raw';

/** A fixed, Mongo-like id per row, so a chosen condition keeps its id across resets. */
const idOf = (index: number) => `1cd0${index.toString(16).padStart(20, '0')}`;

export function buildIcdConditions(): IcdCondition[] {
  return TABLE.trim()
    .split('\n')
    .map((line, index) => {
      const [code = '', name = ''] = line.split('|');
      return { _id: idOf(index), code, name };
    });
}

// Medications for the drug searches (GET {host}/drug/...): generic and Canadian brand names with
// their active ingredients and AHFS therapeutic class. The table is data, in drugs.txt (read as
// text by the build): one `name|ingredient|tcAhfs` a line.

import type { Drug } from '../../../api/types';
import TABLE from './drugs.txt?raw';

const idOf = (index: number) => `d7a9${index.toString(16).padStart(20, '0')}`;

export function buildDrugs(): Drug[] {
  return TABLE.trim()
    .split('\n')
    .map((line, index) => {
      const [name = '', ingredient = '', tcAhfs = ''] = line.split('|');
      return { _id: idOf(index), name, ingredient, tcAhfs };
    });
}

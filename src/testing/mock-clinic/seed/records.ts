// The mailed record-download link of the README's token table: three files of Mei Chen.

import type { RecordLink } from '../messagingTypes';

export const RECORDS_DEMO_TOKEN = 'records-demo-token';

export function buildRecordLinks(patientId: string): RecordLink[] {
  return [
    {
      token: RECORDS_DEMO_TOKEN,
      userId: patientId,
      failedAttempts: 0,
      locked: false,
      verified: false,
      files: [
        {
          id: '66a0c1d2e3f4a5b6c7d80001',
          fileName: 'Lab results 2026-10-14.pdf',
          title: 'Laboratory results, October 14, 2026',
          isDownloaded: false,
        },
        {
          id: '66a0c1d2e3f4a5b6c7d80002',
          fileName: 'Visit summary 2026-09-30.pdf',
          title: 'Visit summary, September 30, 2026',
          isDownloaded: false,
        },
        {
          id: '66a0c1d2e3f4a5b6c7d80003',
          fileName: 'Immunization record.pdf',
          title: 'Immunization record',
          isDownloaded: false,
        },
      ],
    },
  ];
}

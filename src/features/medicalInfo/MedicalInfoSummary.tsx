import { useTranslation } from 'react-i18next';
import type { MedicalInfoRecord } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { choiceKey, type ChoiceSet } from './rules/choices';
import { GROUP_FIELDS, type Group } from './draft';

type Row = { key: string; items: string[] } | { key: string; text: string };

/** The current record, readable at a glance: every group with what was chosen. */
export default function MedicalInfoSummary({ record }: { record: MedicalInfoRecord }) {
  const { t, i18n } = useTranslation('medicalInfo');
  const label = (set: ChoiceSet, value: string) => {
    const key = choiceKey(set, value);
    // A value this version does not list is still the patient's answer: show it as stored.
    return key ? t(key) : value;
  };

  const group = (name: Group): Row => {
    const fields = GROUP_FIELDS[name];
    if (record[fields.no]) return { key: name, text: t('summary.none') };
    const other = (record[fields.other] ?? []).map((entry) =>
      typeof entry === 'string' ? entry : entry.name,
    );
    const items = [...record[fields.list].map((value) => label(name, value)), ...other];
    return items.length ? { key: name, items } : { key: name, text: t('summary.notAnswered') };
  };

  const single = (key: string, set: 'alcohol' | 'smoking', value: string): Row => ({
    key,
    text: value ? label(set, value) : t('summary.notAnswered'),
  });

  const free = (key: string, value: string): Row => ({
    key,
    text: value.trim() || t('summary.none'),
  });

  const rows: Row[] = [
    group('conditions'),
    group('surgeries'),
    group('allergies'),
    single('alcohol', 'alcohol', record.AlcoholHistory),
    single('smoking', 'smoking', record.SmokingHistory),
    free('medications', record.MedicationsCurrentlyTaken),
    free('supplements', record.supplements),
    free('otherItems', record.otherItems),
  ];
  const lang = i18n.language === 'cn' ? 'cn' : 'en';

  return (
    <section className="card mi-summary" aria-labelledby="mi-summary-title">
      <div className="card-body">
        <h2 id="mi-summary-title" className="h5 mb-1">
          {t('summary.label')}
        </h2>
        {record.CreatedAt && (
          <p className="small text-body-secondary mb-3">
            {t('confirm.lastUpdated', { date: formatDate(record.CreatedAt, lang) })}
          </p>
        )}
        <dl className="mi-summary-list">
          {rows.map((row) => (
            <div key={row.key} className="mi-summary-row">
              <dt>{t(`summaryLabels.${row.key}`)}</dt>
              <dd>
                {'items' in row ? (
                  <ul className="mi-chips">
                    {row.items.map((item, index) => (
                      <li key={`${item}-${index}`} className="mi-chip">
                        {item}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="mi-summary-text">{row.text}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

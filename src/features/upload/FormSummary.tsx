import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { formatDate } from '../../lib/dates';
import type { SchoolWorkForm } from '../../api/types';

const PURPOSES = ['school', 'work', 'disability', 'insurance', 'other'];

/** Which request these documents are for, so a patient with several knows they are in the right place. */
export default function FormSummary({ form }: { form: SchoolWorkForm }) {
  const { t } = useTranslation('upload');
  const purpose = PURPOSES.includes(form.timeOffIsFor)
    ? t(`summary.purposes.${form.timeOffIsFor}`)
    : null;
  const requested = form.submittedDate ? formatDate(form.submittedDate, currentLanguage()) : '';
  if (!purpose && !requested) return null;
  return (
    <section className="upload-summary mb-4" aria-label={t('summary.label')}>
      <dl className="mb-0">
        {purpose && (
          <div>
            <dt>{t('summary.purpose')}</dt>
            <dd>{purpose}</dd>
          </div>
        )}
        {requested && (
          <div>
            <dt>{t('summary.requested')}</dt>
            <dd>
              <time dateTime={form.submittedDate ?? undefined}>{requested}</time>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

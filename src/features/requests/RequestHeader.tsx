import { useTranslation } from 'react-i18next';
import type { RequestType } from '../../api/types';
import { WORDS_OF } from './requestWords';

/**
 * A request page's head: which request this step belongs to and where it stands, then its title
 * and lead.
 */
export default function RequestHeader({ formType, step }: { formType: RequestType; step: 2 | 3 }) {
  const { t } = useTranslation('forms');
  const words = WORDS_OF[formType];
  return (
    <>
      <p className="req-eyebrow">
        {t(`flow.${formType}`)} · {t(`flow.step${step}`)}
      </p>
      <h1 className="h2">{t(`${words}.title`)}</h1>
      <p className="lead req-lead">{t(`${words}.lead`)}</p>
    </>
  );
}

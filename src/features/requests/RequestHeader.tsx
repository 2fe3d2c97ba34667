import { useTranslation } from 'react-i18next';
import type { RequestType } from '../../api/types';

/** Which request this step belongs to and where it stands, above the page title. */
export default function RequestHeader({ formType, step }: { formType: RequestType; step: 2 | 3 }) {
  const { t } = useTranslation('forms');
  return (
    <p className="req-eyebrow">
      {t(`flow.${formType}`)} · {t(`flow.step${step}`)}
    </p>
  );
}

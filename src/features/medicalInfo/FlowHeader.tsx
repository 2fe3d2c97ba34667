import { useTranslation } from 'react-i18next';
import type { FormType } from './formType';

/** Which request this step belongs to, above the page title. */
export default function FlowHeader({ formType }: { formType: FormType }) {
  const { t } = useTranslation('medicalInfo');
  return (
    <p className="req-eyebrow">
      {t(`flow.${formType}`)} · {t('step')}
    </p>
  );
}

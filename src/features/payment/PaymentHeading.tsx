import { useTranslation } from 'react-i18next';
import type { RequestData } from '../requests';

/** The payment step's heading, on the payment page and on its success route. */
export default function PaymentHeading({
  formType,
  title,
}: {
  formType: RequestData['formType'];
  title: 'title' | 'confirm.title';
}) {
  const { t } = useTranslation(['payment', 'forms']);
  return (
    <>
      <p className="req-eyebrow">
        {t(`forms:flow.${formType}`)} · {t('forms:flow.step3')}
      </p>
      <h1 className="h2">{t(title)}</h1>
    </>
  );
}

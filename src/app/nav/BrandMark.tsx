import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/useBrand';
import { currentLanguage } from '../../i18n';

export default function BrandMark({ to }: { to: string }) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const lang = currentLanguage();
  return (
    <Link to={to} className="navbar-brand d-flex align-items-center gap-2">
      <img src={brand.logo} alt="" width={40} height={40} />
      <span className="d-flex flex-column lh-sm">
        <span className="fw-semibold">{brand.shortName[lang]}</span>
        <small className="brand-sub">{t('portalName')}</small>
      </span>
    </Link>
  );
}

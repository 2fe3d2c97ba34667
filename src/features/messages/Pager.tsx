import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  page: number;
  /** Known only when the service gave a total. */
  pages: number | null;
  hasNext: boolean;
}

const href = (page: number) => (page > 1 ? `/message?page=${page}` : '/message');

/** Previous / next by address (?page=2), so back, reload and a shared link keep the page. */
export default function Pager({ page, pages, hasNext }: Props) {
  const { t } = useTranslation('messages');
  const hasPrevious = page > 1;
  return (
    <nav
      className="message-pager d-flex align-items-center justify-content-between gap-2 mt-3"
      aria-label={t('pager.label')}
    >
      {hasPrevious ? (
        <Link className="btn btn-outline-primary" to={href(page - 1)} rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span className="btn btn-outline-primary disabled" aria-disabled="true">
          {t('pager.previous')}
        </span>
      )}
      <span className="small text-body-secondary">
        {pages === null ? t('pager.page', { page }) : t('pager.pageOf', { page, pages })}
      </span>
      {hasNext ? (
        <Link className="btn btn-outline-primary" to={href(page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span className="btn btn-outline-primary disabled" aria-disabled="true">
          {t('pager.next')}
        </span>
      )}
    </nav>
  );
}

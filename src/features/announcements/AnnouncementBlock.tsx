import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { msgText } from '../../api/message';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import LineIcon from '../../components/LineIcon';
import { useMsg } from '../../i18n/useMsg';
import { loadAnnouncements } from './slice';
import { selectAnnouncementLines } from './slice';

interface Props {
  /** The heading level that fits the page's outline (the home page and dashboard use 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The clinic's public announcements (holiday hours, closures), loaded on mount and shown only
 * when there is at least one line. Lines are plain text from the service, never HTML.
 * The dashboard shows the same block.
 */
export default function AnnouncementBlock({ headingLevel = 2, className = '' }: Props) {
  const { t } = useTranslation('common');
  // A line the clinic has also given in Chinese is shown translated; any other as it came.
  const render = useMsg();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectAnnouncementLines);
  const headingId = useId();

  useEffect(() => {
    void dispatch(loadAnnouncements());
  }, [dispatch]);

  if (lines.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      className={`alert alert-warning d-flex gap-3 align-items-start ${className}`.trim()}
      aria-labelledby={headingId}
    >
      <LineIcon size={28} strokeWidth="1.8" className="flex-shrink-0">
        <path d="M4 10v4h3l6 4V6L7 10H4Z" />
        <path d="M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
      </LineIcon>
      <div>
        <Heading id={headingId} className="h5 mb-2">
          {t('announcements.title')}
        </Heading>
        {lines.length === 1 ? (
          <p className="mb-0">{render(msgText(lines[0] ?? ''))}</p>
        ) : (
          <ul className="mb-0 ps-3">
            {lines.map((line, index) => (
              <li key={index}>{render(msgText(line))}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

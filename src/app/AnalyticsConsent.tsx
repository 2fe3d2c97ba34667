import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import AnalyticsChoiceButtons from '../components/AnalyticsChoiceButtons';
import './analyticsConsent.css';

/**
 * The question before any analytics loads, in a build with a measurement id (Layout shows it
 * until the visitor answers). A labelled region, not a dialog: the page stays usable.
 *
 * It is drawn at the start of the body, outside the app's root: first in the keyboard order (as
 * the GOV.UK cookie banner is, before the skip link), and never part of a prerendered page, which
 * would otherwise show it for a moment to visitors who have already answered.
 */
export default function AnalyticsConsent() {
  const { t } = useTranslation('analytics');
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.id = 'analytics-consent';
    return element;
  });
  const notice = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);

  // The page keeps its layout; only scrolling to a focused control leaves room for the notice.
  useEffect(() => {
    const element = notice.current;
    const root = document.documentElement;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--analytics-notice-height', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--analytics-notice-height');
    };
  }, []);

  return createPortal(
    <section ref={notice} className="analytics-notice" aria-labelledby="analytics-notice-title">
      <div className="container">
        <h2 id="analytics-notice-title" className="h6 mb-1">
          {t('notice.title')}
        </h2>
        <p className="small mb-2">{t('notice.body')}</p>
        <AnalyticsChoiceButtons
          labels={{ granted: t('notice.accept'), denied: t('notice.decline') }}
          className="btn btn-primary btn-sm"
        />
      </div>
    </section>,
    host,
  );
}

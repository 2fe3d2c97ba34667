import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A step's title. It takes the focus when the step appears after another, so keyboard and screen
 * reader users land on the new step instead of on a button that no longer exists.
 */
export default function StepHeading({
  step,
  focus = true,
  children,
}: {
  step: number;
  focus?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('recovery');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="h4 recovery-step-title">
      <span className="recovery-step-count">{t('stepOf', { step, total: 3 })}</span> {children}
    </h2>
  );
}

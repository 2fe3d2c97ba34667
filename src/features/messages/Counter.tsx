import { useTranslation } from 'react-i18next';

/** How many characters a message holds of its most, said in other words once it is full. */
export default function Counter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation('messages');
  const atLimit = count >= max;
  return (
    <div id={id} className={`form-text${atLimit ? ' text-danger-emphasis' : ''}`}>
      {atLimit ? t('counter.atLimit', { count, max }) : t('counter.count', { count, max })}
    </div>
  );
}

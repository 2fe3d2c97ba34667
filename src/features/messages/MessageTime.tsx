import { formatDateTime } from '../../lib/dates';
import { useLanguage } from './useLanguage';

/** A moment in Vancouver time, machine-readable too. */
export default function MessageTime({ value }: { value: string }) {
  const lang = useLanguage();
  return <time dateTime={value}>{formatDateTime(value, lang)}</time>;
}

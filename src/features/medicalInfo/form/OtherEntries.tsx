import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  label: string;
  names: readonly string[];
  onRemove: (index: number) => void;
}

/** What the patient added under 'Other', each with its own remove button. */
export default function OtherEntries({ id, label, names, onRemove }: Props) {
  const { t } = useTranslation('medicalInfo');
  if (names.length === 0) return null;
  return (
    <div className="mt-3">
      <p id={id} className="mi-entries-label">
        {label}
      </p>
      <ul className="mi-chips" aria-labelledby={id}>
        {names.map((name, index) => (
          <li key={`${name}-${index}`} className="mi-chip">
            <span>{name}</span>
            <button
              type="button"
              className="btn-close mi-chip-remove"
              aria-label={t('other.remove', { name })}
              onClick={() => onRemove(index)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

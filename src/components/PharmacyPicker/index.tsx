import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pharmacy } from '../../api/types';
import { initialPharmacy, isSearchActive, searchPharmacies } from '../../lib/pharmacySearch';
import PharmacyDetails from './PharmacyDetails';

export interface PharmacyPickerProps {
  /** The fieldset's id; the search box is `${id}-search`. */
  id: string;
  pharmacies: Pharmacy[];
  /** The chosen pharmacy; the saved one when the patient has one. */
  value: Pharmacy | null;
  onChange: (pharmacy: Pharmacy | null) => void;
  loading?: boolean;
  invalid?: boolean;
  /** Defaults to 'Preferred Pharmacy'. */
  legend?: string;
  describedBy?: string;
}

/**
 * The searchable pharmacy picker (spec 01 §2 Reusable pieces). It picks the saved pharmacy, or
 * else the first by name, once the list arrives; 'Modify my preferred pharmacy' clears the choice
 * and opens the search. While searching, the list stays open so arrow keys can move between
 * pharmacies without the view changing under the patient.
 */
export default function PharmacyPicker({
  id,
  pharmacies,
  value,
  onChange,
  loading = false,
  invalid = false,
  legend,
  describedBy,
}: PharmacyPickerProps) {
  const { t } = useTranslation('fields');
  const [query, setQuery] = useState('');
  const [picking, setPicking] = useState(false);
  const autoSelected = useRef(false);
  const search = useRef<HTMLInputElement>(null);
  const results = useMemo(() => searchPharmacies(pharmacies, query), [pharmacies, query]);

  useEffect(() => {
    if (autoSelected.current || pharmacies.length === 0) return;
    autoSelected.current = true;
    const initial = initialPharmacy(pharmacies, value);
    if (initial !== value) onChange(initial);
  }, [pharmacies, value, onChange]);

  const modify = () => {
    setPicking(true);
    setQuery('');
    onChange(null);
    requestAnimationFrame(() => search.current?.focus());
  };

  const searchId = `${id}-search`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const described = [hintId, describedBy].filter(Boolean).join(' ');

  let body;
  if (pharmacies.length === 0) {
    body = loading ? (
      <p className="d-flex align-items-center gap-2 mb-0" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        {t('pharmacy.loading')}
      </p>
    ) : (
      <p className="text-body-secondary mb-0">{t('pharmacy.unavailable')}</p>
    );
  } else if (value && !picking) {
    body = (
      <div className={`pharmacy-chosen border rounded p-3${invalid ? ' border-danger' : ''}`}>
        <p className="small text-body-secondary mb-1">{t('pharmacy.chosen')}</p>
        <PharmacyDetails pharmacy={value} />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-2"
          aria-describedby={describedBy}
          onClick={modify}
        >
          {t('pharmacy.modify')}
        </button>
      </div>
    );
  } else {
    const active = isSearchActive(query);
    body = (
      <>
        <label className="form-label" htmlFor={searchId}>
          {t('pharmacy.search')}
        </label>
        <input
          ref={search}
          id={searchId}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          type="search"
          autoComplete="off"
          value={query}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          aria-controls={`${id}-results`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={hintId} className="form-text mb-1">
          {t('pharmacy.searchHint')}
        </p>
        <p id={countId} className="small fw-semibold mb-2" role="status" aria-live="polite">
          {active
            ? results.length > 0
              ? t('pharmacy.count', { count: results.length })
              : t('pharmacy.none')
            : ''}
        </p>
        {results.length > 0 && (
          <div
            id={`${id}-results`}
            className={`pharmacy-results border rounded${invalid ? ' border-danger' : ''}`}
            role="radiogroup"
            aria-label={t('pharmacy.results')}
            aria-describedby={describedBy}
          >
            {results.map((pharmacy) => {
              const optionId = `${id}-option-${pharmacy._id}`;
              const checked = value?._id === pharmacy._id;
              return (
                <div
                  key={pharmacy._id}
                  className={`form-check pharmacy-option${checked ? ' is-chosen' : ''}`}
                >
                  <input
                    id={optionId}
                    className="form-check-input"
                    type="radio"
                    name={`${id}-choice`}
                    checked={checked}
                    onChange={() => onChange(pharmacy)}
                  />
                  <label className="form-check-label d-block" htmlFor={optionId}>
                    {checked ? (
                      <PharmacyDetails pharmacy={pharmacy} />
                    ) : (
                      <>
                        <span className="fw-semibold d-block">{pharmacy.name}</span>
                        <span className="small text-body-secondary">
                          {pharmacy.address.address}
                        </span>
                      </>
                    )}
                  </label>
                </div>
              );
            })}
          </div>
        )}
      </>
    );
  }

  return (
    <fieldset id={id} className="pharmacy-picker" aria-busy={loading || undefined}>
      <legend className="form-label fs-6 mb-1">{legend ?? t('pharmacy.legend')}</legend>
      {body}
    </fieldset>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pharmacy } from '../../api/types';
import {
  choiceAfterSearch,
  initialPharmacy,
  isSearchActive,
  searchPharmacies,
} from '../../lib/pharmacySearch';
import ListRetry from './ListRetry';
import PharmacyDetails from './PharmacyDetails';

export interface PharmacyPickerProps {
  /** The fieldset's id; the search box is `${id}-search`. */
  id: string;
  pharmacies: Pharmacy[];
  /** The chosen pharmacy; the saved one when the patient has one. */
  value: Pharmacy | null;
  onChange: (pharmacy: Pharmacy | null) => void;
  loading?: boolean;
  /**
   * The list is not asked for yet: registration asks when the patient starts on the form or comes
   * near the picker (docs/constants.md#first-load-budget).
   */
  pending?: boolean;
  /**
   * Asks for the list again. Given, a failed load offers Try again instead of 'Please try again
   * later.' (registration, where the patient cannot go on without a pharmacy).
   */
  onRetry?: () => void;
  invalid?: boolean;
  /** Defaults to 'Preferred Pharmacy'. */
  legend?: string;
  describedBy?: string;
}

/**
 * The searchable pharmacy picker (docs/account.md#pharmacy-picker). It shows the saved pharmacy; a
 * patient without one starts with nothing chosen. Once 3 characters are typed, the first match is
 * chosen and shown checked, with its details, at the top of the results (issue 16 point 3: the
 * first in the list the patient searched, never a pharmacy they did not see). 'Modify my preferred
 * pharmacy' clears the choice and opens the search. While searching, the list stays open so arrow
 * keys can move between pharmacies without the view changing under the patient.
 */
export default function PharmacyPicker({
  id,
  pharmacies,
  value,
  onChange,
  loading = false,
  pending = false,
  onRetry,
  invalid = false,
  legend,
  describedBy,
}: PharmacyPickerProps) {
  const { t } = useTranslation('fields');
  const [query, setQuery] = useState('');
  const [picking, setPicking] = useState(false);
  const matched = useRef(false);
  /** The current choice was clicked by the patient (not the first match of their search). */
  const pickedByPatient = useRef(false);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const results = useMemo(() => searchPharmacies(pharmacies, query), [pharmacies, query]);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Once a load has failed, Try again stays in place through the next load (the focus stays on
  // it); set while rendering, as React's derived state, so no frame shows the plain spinner.
  const unavailable = pharmacies.length === 0 && !pending && !loading;
  const [retryOffered, setRetryOffered] = useState(false);
  if (unavailable && onRetry && !retryOffered) setRetryOffered(true);
  const retried = useRef(false);

  // The list a patient asked for again arrived: the focus goes from Try again, which is gone, to
  // the search (or the chosen pharmacy's button), where they go on.
  useEffect(() => {
    if (!retried.current || pharmacies.length === 0) return;
    retried.current = false;
    fieldset.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [pharmacies]);

  // The saved pharmacy as the list has it (its details may be newer); nothing for a patient
  // without one.
  useEffect(() => {
    if (matched.current || pharmacies.length === 0) return;
    matched.current = true;
    const initial = initialPharmacy(pharmacies, value);
    if (initial && initial !== value) onChange(initial);
  }, [pharmacies, value, onChange]);

  const modify = () => {
    setPicking(true);
    setQuery('');
    pickedByPatient.current = false;
    onChange(null);
    requestAnimationFrame(() => search.current?.focus());
  };

  const typed = (next: string) => {
    setPicking(true);
    setQuery(next);
    const choice = choiceAfterSearch(pharmacies, next, value, pickedByPatient.current);
    if (choice?._id !== value?._id) {
      pickedByPatient.current = false;
      onChange(choice);
    }
    // The first match, now chosen, is the first row the patient sees.
    if (list.current) list.current.scrollTop = 0;
  };

  const pick = (pharmacy: Pharmacy) => {
    setPicking(true);
    pickedByPatient.current = true;
    onChange(pharmacy);
  };

  const searchId = `${id}-search`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const described = [hintId, describedBy].filter(Boolean).join(' ');

  let body;
  if (pharmacies.length === 0 && onRetry && retryOffered && !pending) {
    body = (
      <ListRetry
        id={id}
        loading={loading}
        describedBy={describedBy}
        onRetry={() => {
          retried.current = true;
          onRetry();
        }}
      />
    );
  } else if (pharmacies.length === 0) {
    body = pending ? (
      <p className="text-body-secondary mb-0">{t('pharmacy.pending')}</p>
    ) : loading ? (
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
    // Not the kit's Field: the search box is one part of the picker's group, which the form
    // names and flags as a whole (its legend, and the message the form puts above it).
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
          onChange={(event) => typed(event.target.value)}
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
          {active && value && results.some((p) => p._id === value._id)
            ? t('pharmacy.selected', { name: value.name })
            : ''}
        </p>
        {results.length > 0 && (
          <div
            ref={list}
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
                    onChange={() => pick(pharmacy)}
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
    <fieldset ref={fieldset} id={id} className="pharmacy-picker" aria-busy={loading || undefined}>
      <legend className="form-label fs-6 mb-1">{legend ?? t('pharmacy.legend')}</legend>
      {body}
    </fieldset>
  );
}

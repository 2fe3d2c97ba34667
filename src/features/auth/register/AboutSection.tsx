import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DateOfBirthSelect from '../../../components/DateOfBirthSelect';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';
import { FieldError, type ValueControlProps } from '../../../components/form';
import GenderSelect from '../../../components/GenderSelect';
import { FormSelectField, FormTextField } from './FormFields';
import { REGISTER_ERROR } from './useRegistrationForm';
import type { SectionProps } from './sectionProps';
import { dateOf, isDateComplete } from './values';

/** Registration asks for it (the profile's rules say so in their message instead). */
const RequiredGender = (control: ValueControlProps) => <GenderSelect {...control} required />;

// The dialog (and react-bootstrap's modal with its transitions, 9 KB gzip) is fetched when the
// patient starts on the date, so it is there when the date is complete but not part of the page's
// first load (docs/constants.md#first-load-budget).
const DobConfirmDialog = lazyWithPreload(() => import('./DobConfirmDialog'));

export default function AboutSection(section: SectionProps) {
  const { form, errorAt } = section;
  const { t } = useTranslation(['register', 'fields']);
  const { values, change, flagged, describedBy } = form;
  const [confirmingDate, setConfirmingDate] = useState(false);
  // Mounted from its first opening on, so that closing it plays out and hands the focus back.
  const [dialogUsed, setDialogUsed] = useState(false);
  const askToConfirm = () => {
    setDialogUsed(true);
    setConfirmingDate(true);
  };
  // A closed select changes on every key press (arrows, type-ahead: '1' is already 1999), so
  // with the keyboard the date is complete long before the patient has picked it. Then the
  // confirmation waits until the focus leaves the date; a pick with the pointer asks at once.
  const dateGroup = useRef<HTMLDivElement>(null);
  const keyboardChange = useRef(false);
  const confirmOnLeave = useRef(false);
  useEffect(() => {
    const group = dateGroup.current;
    if (!group) return;
    const keyed = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' && event.key !== 'Shift') keyboardChange.current = true;
    };
    const pointed = () => {
      keyboardChange.current = false;
    };
    const left = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && group.contains(event.relatedTarget)) return;
      if (!confirmOnLeave.current) return;
      confirmOnLeave.current = false;
      setDialogUsed(true);
      setConfirmingDate(true);
    };
    const started = () => {
      // A failed fetch is asked again when the dialog opens; the page's error boundary has it then.
      DobConfirmDialog.preload().catch(() => undefined);
    };
    group.addEventListener('keydown', keyed);
    group.addEventListener('pointerdown', pointed);
    group.addEventListener('focusout', left);
    group.addEventListener('focusin', started);
    group.addEventListener('pointerdown', started);
    return () => {
      group.removeEventListener('keydown', keyed);
      group.removeEventListener('pointerdown', pointed);
      group.removeEventListener('focusout', left);
      group.removeEventListener('focusin', started);
      group.removeEventListener('pointerdown', started);
    };
  }, []);
  return (
    <section className="register-section">
      <h2 className="h5">{t('sections.about')}</h2>
      <div className="row gx-3">
        <FormTextField {...section} field="firstName" column="col-md-6" autoComplete="given-name" />
        <FormTextField {...section} field="lastName" column="col-md-6" autoComplete="family-name" />
        <FormSelectField
          {...section}
          field="gender"
          column="col-md-6 mb-3"
          Select={RequiredGender}
        />
        <div className="col-md-6 mb-3" ref={dateGroup}>
          <FieldError {...REGISTER_ERROR} text={errorAt('dob')} />
          <DateOfBirthSelect
            idPrefix="register-dob"
            legend={t('labels.dateOfBirth')}
            value={dateOf(values)}
            invalid={flagged('birthDay', 'birthMonth', 'birthYear')}
            describedBy={describedBy('birthDay', 'birthMonth', 'birthYear')}
            onChange={(date) => {
              change({ birthDay: date.day, birthMonth: date.month, birthYear: date.year });
              if (!isDateComplete(date)) return;
              if (keyboardChange.current) confirmOnLeave.current = true;
              else askToConfirm();
            }}
          />
          {dialogUsed && (
            <Suspense fallback={null}>
              <DobConfirmDialog
                date={dateOf(values)}
                dateIdPrefix="register-dob"
                show={confirmingDate && isDateComplete(dateOf(values))}
                onConfirm={() => setConfirmingDate(false)}
                onCancel={() => {
                  setConfirmingDate(false);
                  change({ birthDay: '', birthMonth: '', birthYear: '' });
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}

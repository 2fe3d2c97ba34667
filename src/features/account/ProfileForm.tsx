import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import CountrySelect from '../../components/CountrySelect';
import PharmacyPicker from '../../components/PharmacyPicker';
import PharmacyDetails from '../../components/PharmacyPicker/PharmacyDetails';
import PhoneInput from '../../components/PhoneInput';
import ProvinceSelect from '../../components/ProvinceSelect';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { phoneDigits } from '../../lib/phone';
import { SEXES, type ProfileField, type ProfileValues } from './profileRules';
import { ReadOnly, Row } from './ProfileRows';
import { useProfileText } from './profileText';
import { PROFILE_ERROR_ID, profileFieldId, useProfileEdit } from './useProfileEdit';

interface Props {
  user: User;
  editing: boolean;
  /** Values to start editing with, over the user's own (the shouldUpdate flow's answer). */
  seed?: Partial<ProfileValues>;
  onEdit: () => void;
  onCancel: () => void;
  onUpdated: (user: User) => void;
}

const ERROR_ID = PROFILE_ERROR_ID;
const fieldId = profileFieldId;

/** The Profile tab: name, birth date, e-mail and card read-only; gender, address, phones, pharmacy,
 * doctor editable. */
export default function ProfileForm({ user, editing, seed, onEdit, onCancel, onUpdated }: Props) {
  const { t } = useTranslation(['account', 'fields']);
  const render = useMsg();
  const {
    values,
    draft,
    error,
    saving,
    pharmacies,
    pharmaciesStatus,
    editButton,
    form,
    set,
    setPharmacy,
    invalid,
    describe,
    onSubmit,
  } = useProfileEdit({ user, editing, seed, onUpdated });
  const { none, provinceText, countryText, sexText, familyDocText, birthDate } =
    useProfileText(user);

  const textInput = (field: ProfileField, autoComplete: string) => (
    <input
      id={fieldId(field)}
      className={`form-control${invalid(field) ? ' is-invalid' : ''}`}
      type="text"
      autoComplete={autoComplete}
      value={values[field]}
      aria-invalid={invalid(field) || undefined}
      aria-describedby={describe(field)}
      onChange={(event) => set(field)(event.target.value)}
    />
  );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="profile-form">
      <section aria-labelledby="profile-personal">
        <h2 id="profile-personal" className="h5">
          {t('account:profile.personal')}
        </h2>
        <p id="profile-personal-note" className="form-text mt-0">
          {t('account:profile.personalNote')}
        </p>
        <div className="row g-3 mb-4">
          <Row id="profile-firstName" label={t('account:profile.firstName')}>
            <ReadOnly id="profile-firstName" value={user.firstName || none} />
          </Row>
          <Row id="profile-lastName" label={t('account:profile.lastName')}>
            <ReadOnly id="profile-lastName" value={user.lastName || none} />
          </Row>
          <Row id={fieldId('sex')} label={t('account:profile.gender')}>
            {editing ? (
              <select
                id={fieldId('sex')}
                className={`form-select${invalid('sex') ? ' is-invalid' : ''}`}
                value={(SEXES as readonly string[]).includes(values.sex) ? values.sex : ''}
                autoComplete="sex"
                aria-invalid={invalid('sex') || undefined}
                aria-describedby={describe('sex')}
                onChange={(event) => set('sex')(event.target.value)}
              >
                <option value="">{t('fields:labels.selectGender')}</option>
                {SEXES.map((sex) => (
                  <option key={sex} value={sex}>
                    {t(`fields:genders.${sex}`)}
                  </option>
                ))}
              </select>
            ) : (
              <ReadOnly id={fieldId('sex')} value={sexText(values.sex)} />
            )}
          </Row>
          <Row id="profile-birthDate" label={t('account:profile.dateOfBirth')}>
            <ReadOnly id="profile-birthDate" value={birthDate()} />
          </Row>
          <Row id="profile-email" label={t('account:profile.email')}>
            <ReadOnly id="profile-email" value={user.email} describedBy="profile-personal-note" />
          </Row>
          <Row id="profile-cardProvince" label={t('account:profile.healthCardProvince')}>
            <ReadOnly
              id="profile-cardProvince"
              value={provinceText(user.careCard?.province ?? '')}
            />
          </Row>
          <Row id="profile-cardNumber" label={t('account:profile.healthCardNumber')}>
            <ReadOnly id="profile-cardNumber" value={user.careCard?.number || none} />
          </Row>
        </div>
      </section>

      <section aria-labelledby="profile-contact">
        <h2 id="profile-contact" className="h5">
          {t('account:profile.contact')}
        </h2>
        <div className="row g-3 mb-4">
          <Row id={fieldId('address')} label={t('account:profile.address')} wide>
            {editing ? (
              textInput('address', 'street-address')
            ) : (
              <ReadOnly id={fieldId('address')} value={values.address || none} />
            )}
          </Row>
          <Row id={fieldId('city')} label={t('account:profile.city')}>
            {editing ? (
              textInput('city', 'address-level2')
            ) : (
              <ReadOnly id={fieldId('city')} value={values.city || none} />
            )}
          </Row>
          <Row id={fieldId('province')} label={t('account:profile.province')}>
            {editing ? (
              <ProvinceSelect
                id={fieldId('province')}
                value={values.province}
                onChange={set('province')}
                invalid={invalid('province')}
                describedBy={describe('province')}
              />
            ) : (
              <ReadOnly id={fieldId('province')} value={provinceText(values.province)} />
            )}
          </Row>
          <Row id={fieldId('postal')} label={t('account:profile.postal')}>
            {editing ? (
              textInput('postal', 'postal-code')
            ) : (
              <ReadOnly id={fieldId('postal')} value={values.postal || none} />
            )}
          </Row>
          <Row id={fieldId('country')} label={t('account:profile.country')}>
            {editing ? (
              <CountrySelect
                id={fieldId('country')}
                value={values.country}
                onChange={set('country')}
                invalid={invalid('country')}
                describedBy={describe('country')}
              />
            ) : (
              <ReadOnly id={fieldId('country')} value={countryText(values.country)} />
            )}
          </Row>
          <Row id={fieldId('mobilePhone')} label={t('account:profile.mobilePhone')}>
            {editing ? (
              <PhoneInput
                id={fieldId('mobilePhone')}
                value={values.mobilePhone}
                onChange={set('mobilePhone')}
                invalid={invalid('mobilePhone')}
                describedBy={describe('mobilePhone') ?? 'profile-phone-hint'}
              />
            ) : (
              <ReadOnly id={fieldId('mobilePhone')} value={values.mobilePhone || none} />
            )}
          </Row>
          <Row id={fieldId('phone')} label={t('account:profile.phone')}>
            {editing ? (
              <PhoneInput
                id={fieldId('phone')}
                value={values.phone}
                onChange={set('phone')}
                invalid={invalid('phone')}
                describedBy={describe('phone') ?? 'profile-phone-hint'}
              />
            ) : (
              <ReadOnly id={fieldId('phone')} value={values.phone || none} />
            )}
          </Row>
          <Row id={fieldId('internationalPhone')} label={t('account:profile.internationalPhone')}>
            {editing ? (
              <input
                id={fieldId('internationalPhone')}
                className={`form-control${invalid('internationalPhone') ? ' is-invalid' : ''}`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                value={values.internationalPhone}
                aria-invalid={invalid('internationalPhone') || undefined}
                aria-describedby={describe('internationalPhone') ?? 'profile-phone-hint'}
                onChange={(event) => set('internationalPhone')(phoneDigits(event.target.value))}
              />
            ) : (
              <ReadOnly
                id={fieldId('internationalPhone')}
                value={values.internationalPhone || none}
              />
            )}
          </Row>
          {editing && (
            <div className="col-12">
              <p id="profile-phone-hint" className="form-text mt-0">
                {t('account:profile.phoneHint')}
              </p>
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="profile-care">
        <h2 id="profile-care" className="h5">
          {t('account:profile.care')}
        </h2>
        <div className="row g-3 mb-4">
          <div className="col-12">
            {editing && draft ? (
              <PharmacyPicker
                id="profile-preferredPharmacy"
                pharmacies={pharmacies}
                value={draft.pharmacy}
                onChange={setPharmacy}
                loading={pharmaciesStatus === 'loading' || pharmaciesStatus === 'idle'}
                invalid={invalid('preferredPharmacy')}
                describedBy={describe('preferredPharmacy')}
              />
            ) : (
              <div role="group" aria-labelledby="profile-pharmacy-label">
                <p id="profile-pharmacy-label" className="form-label fw-semibold mb-1">
                  {t('fields:pharmacy.legend')}
                </p>
                {user.preferredPharmacy ? (
                  <PharmacyDetails pharmacy={user.preferredPharmacy} />
                ) : (
                  <p className="mb-0">{t('account:profile.noPharmacy')}</p>
                )}
              </div>
            )}
          </div>
          <Row id={fieldId('familyDoc')} label={t('account:profile.familyDoc')}>
            {editing ? (
              <select
                id={fieldId('familyDoc')}
                className="form-select"
                value={values.familyDoc}
                onChange={(event) => set('familyDoc')(event.target.value)}
              >
                <option value="">{t('account:profile.notAnswered')}</option>
                <option value="yes">{t('account:profile.yes')}</option>
                <option value="no">{t('account:profile.no')}</option>
              </select>
            ) : (
              <ReadOnly id={fieldId('familyDoc')} value={familyDocText(values.familyDoc)} />
            )}
          </Row>
        </div>
      </section>

      {/* The message sits with the buttons, which stay in view while editing on a phone. */}
      <div className={`account-actions${editing ? ' is-editing' : ''}`}>
        {error && (
          <div id={ERROR_ID} className="alert alert-danger mb-3" role="alert">
            {render(error.msg)}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2">
          {editing ? (
            <>
              <button key="update" type="submit" className="btn btn-primary" disabled={saving}>
                {saving && <Spinner inline />}
                {t('account:profile.update')}
              </button>
              <button
                key="cancel"
                type="button"
                className="btn btn-outline-secondary"
                disabled={saving}
                onClick={onCancel}
              >
                {t('account:profile.cancel')}
              </button>
            </>
          ) : (
            <button
              key="edit"
              ref={editButton}
              type="button"
              className="btn btn-primary"
              onClick={onEdit}
            >
              {t('account:profile.edit')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

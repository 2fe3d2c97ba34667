import { useTranslation } from 'react-i18next';
import CountrySelect from '../../components/CountrySelect';
import PhoneInput from '../../components/PhoneInput';
import ProvinceSelect from '../../components/ProvinceSelect';
import { phoneDigits } from '../../lib/phone';
import type { ProfileField } from './profileRules';
import { ProfileRow } from './ProfileRows';
import { useProfileText } from './profileText';
import { profileFieldId, type ProfileEdit } from './useProfileEdit';

const PHONE_HINT = 'profile-phone-hint';

/** Address and phones: editable. */
export default function ProfileContact({ edit }: { edit: ProfileEdit }) {
  const { t } = useTranslation('account');
  const { user, editing, values, set, invalid } = edit;
  const { none, provinceText, countryText } = useProfileText(user);

  /** A row of this section: its label, its value read-only, its control while editing. */
  const row = (field: ProfileField, shown: string) => ({
    id: profileFieldId(field),
    label: t(`account:profile.${field}`),
    shown,
    invalid: invalid(field),
  });

  const textRow = (field: ProfileField, autoComplete: string) => (
    <ProfileRow
      {...row(field, values[field] || none)}
      wide={field === 'address'}
      control={
        editing &&
        ((control) => (
          <input
            {...control.props('form-control')}
            type="text"
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) => set(field)(event.target.value)}
          />
        ))
      }
    />
  );

  const phoneRow = (field: 'mobilePhone' | 'phone') => (
    <ProfileRow
      {...row(field, values[field] || none)}
      hintId={PHONE_HINT}
      control={
        editing &&
        ((control) => (
          <PhoneInput
            id={control.id}
            value={values[field]}
            onChange={set(field)}
            invalid={control.invalid}
            describedBy={control.describedBy}
          />
        ))
      }
    />
  );

  return (
    <section aria-labelledby="profile-contact">
      <h2 id="profile-contact" className="h5">
        {t('account:profile.contact')}
      </h2>
      <div className="row g-3 mb-4">
        {textRow('address', 'street-address')}
        {textRow('city', 'address-level2')}
        <ProfileRow
          {...row('province', provinceText(values.province))}
          control={
            editing &&
            ((control) => (
              <ProvinceSelect
                id={control.id}
                value={values.province}
                onChange={set('province')}
                invalid={control.invalid}
                describedBy={control.describedBy}
              />
            ))
          }
        />
        {textRow('postal', 'postal-code')}
        <ProfileRow
          {...row('country', countryText(values.country))}
          control={
            editing &&
            ((control) => (
              <CountrySelect
                id={control.id}
                value={values.country}
                onChange={set('country')}
                invalid={control.invalid}
                describedBy={control.describedBy}
              />
            ))
          }
        />
        {phoneRow('mobilePhone')}
        {phoneRow('phone')}
        <ProfileRow
          {...row('internationalPhone', values.internationalPhone || none)}
          hintId={PHONE_HINT}
          control={
            editing &&
            ((control) => (
              <input
                {...control.props('form-control')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                value={values.internationalPhone}
                onChange={(event) => set('internationalPhone')(phoneDigits(event.target.value))}
              />
            ))
          }
        />
        {editing && (
          <div className="col-12">
            <p id={PHONE_HINT} className="form-text mt-0">
              {t('account:profile.phoneHint')}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

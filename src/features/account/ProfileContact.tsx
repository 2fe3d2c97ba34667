import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueControlProps } from '../../components/form';
import CountrySelect from '../../components/CountrySelect';
import PhoneInput from '../../components/PhoneInput';
import ProvinceSelect from '../../components/ProvinceSelect';
import { phoneDigits } from '../../lib/phone';
import type { ProfileField } from './profileRules';
import { ProfileRow, ProfileSection } from './ProfileRows';
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

  /** A row whose control is a plain input: text, or a phone number kept to its digits. */
  const inputRow = (field: ProfileField, autoComplete: string, phone = false) => (
    <ProfileRow
      {...row(field, values[field] || none)}
      wide={field === 'address'}
      hintId={phone ? PHONE_HINT : undefined}
      control={
        editing &&
        ((control) => (
          <input
            {...control.props('form-control')}
            type={phone ? 'tel' : 'text'}
            inputMode={phone ? 'numeric' : undefined}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) =>
              set(field)(phone ? phoneDigits(event.target.value) : event.target.value)
            }
          />
        ))
      }
    />
  );

  /** A row whose control takes the value and says it in the field's own way. */
  const controlRow = (
    field: 'province' | 'country' | 'mobilePhone' | 'phone',
    shown: string,
    Control: ComponentType<ValueControlProps>,
  ) => (
    <ProfileRow
      {...row(field, shown)}
      // The phone fields share the hint on how to write a number.
      hintId={field === 'mobilePhone' || field === 'phone' ? PHONE_HINT : undefined}
      control={
        editing &&
        ((control) => (
          <Control
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
    <ProfileSection id="profile-contact" title={t('account:profile.contact')}>
      {inputRow('address', 'address-line1')}
      {inputRow('city', 'address-level2')}
      {controlRow('province', provinceText(values.province), ProvinceSelect)}
      {inputRow('postal', 'postal-code')}
      {controlRow('country', countryText(values.country), CountrySelect)}
      {controlRow('mobilePhone', values.mobilePhone || none, PhoneInput)}
      {controlRow('phone', values.phone || none, PhoneInput)}
      {inputRow('internationalPhone', 'tel', true)}
      {editing && (
        <div className="col-12">
          <p id={PHONE_HINT} className="form-text mt-0">
            {t('account:profile.phoneHint')}
          </p>
        </div>
      )}
    </ProfileSection>
  );
}

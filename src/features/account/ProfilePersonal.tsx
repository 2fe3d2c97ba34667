import { useTranslation } from 'react-i18next';
import { SEXES } from './profileRules';
import { ProfileRow } from './ProfileRows';
import { useProfileText } from './profileText';
import { profileFieldId, type ProfileEdit } from './useProfileEdit';

/** Who the patient is: all read-only but the gender (docs/account.md#profile). */
export default function ProfilePersonal({ edit }: { edit: ProfileEdit }) {
  const { t } = useTranslation(['account', 'fields']);
  const { user, editing, values, set, invalid } = edit;
  const { none, provinceText, sexText, birthDate } = useProfileText(user);
  return (
    <section aria-labelledby="profile-personal">
      <h2 id="profile-personal" className="h5">
        {t('account:profile.personal')}
      </h2>
      <p id="profile-personal-note" className="form-text mt-0">
        {t('account:profile.personalNote')}
      </p>
      <div className="row g-3 mb-4">
        <ProfileRow
          id="profile-firstName"
          label={t('account:profile.firstName')}
          shown={user.firstName || none}
        />
        <ProfileRow
          id="profile-lastName"
          label={t('account:profile.lastName')}
          shown={user.lastName || none}
        />
        <ProfileRow
          id={profileFieldId('sex')}
          label={t('account:profile.gender')}
          shown={sexText(values.sex)}
          invalid={invalid('sex')}
          control={
            editing &&
            ((control) => (
              <select
                {...control.props('form-select')}
                value={(SEXES as readonly string[]).includes(values.sex) ? values.sex : ''}
                autoComplete="sex"
                onChange={(event) => set('sex')(event.target.value)}
              >
                <option value="">{t('fields:labels.selectGender')}</option>
                {SEXES.map((sex) => (
                  <option key={sex} value={sex}>
                    {t(`fields:genders.${sex}`)}
                  </option>
                ))}
              </select>
            ))
          }
        />
        <ProfileRow
          id="profile-birthDate"
          label={t('account:profile.dateOfBirth')}
          shown={birthDate()}
        />
        <ProfileRow
          id="profile-email"
          label={t('account:profile.email')}
          shown={user.email}
          shownDescribedBy="profile-personal-note"
        />
        <ProfileRow
          id="profile-cardProvince"
          label={t('account:profile.healthCardProvince')}
          shown={provinceText(user.careCard?.province ?? '')}
        />
        <ProfileRow
          id="profile-cardNumber"
          label={t('account:profile.healthCardNumber')}
          shown={user.careCard?.number || none}
        />
      </div>
    </section>
  );
}

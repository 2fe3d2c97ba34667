import { useTranslation } from 'react-i18next';
import GenderSelect from '../../components/GenderSelect';
import { ProfileRow, ProfileSection } from './ProfileRows';
import { useProfileText } from './profileText';
import { profileFieldId, type ProfileEdit } from './useProfileEdit';

/** Who the patient is: all read-only but the gender (docs/account.md#profile). */
export default function ProfilePersonal({ edit }: { edit: ProfileEdit }) {
  const { t } = useTranslation('account');
  const { user, editing, values, set, invalid } = edit;
  const { none, provinceText, sexText, birthDate } = useProfileText(user);
  return (
    <ProfileSection
      id="profile-personal"
      title={t('account:profile.personal')}
      intro={
        <p id="profile-personal-note" className="form-text mt-0">
          {t('account:profile.personalNote')}
        </p>
      }
    >
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
            <GenderSelect
              id={control.id}
              value={values.sex}
              invalid={control.invalid}
              describedBy={control.describedBy}
              onChange={set('sex')}
            />
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
    </ProfileSection>
  );
}

import { useTranslation } from 'react-i18next';
import PharmacyPicker from '../../components/PharmacyPicker';
import PharmacyDetails from '../../components/PharmacyPicker/PharmacyDetails';
import { ProfileRow, ProfileSection } from './ProfileRows';
import { useProfileText } from './profileText';
import { PROFILE_ERROR_ID, profileFieldId, type ProfileEdit } from './useProfileEdit';

/** The preferred pharmacy and the family-doctor answer. */
export default function ProfileCare({ edit }: { edit: ProfileEdit }) {
  const { t } = useTranslation(['account', 'fields']);
  const { user, editing, values, draft, set, setPharmacy, invalid } = edit;
  const { familyDocText } = useProfileText(user);
  return (
    <ProfileSection id="profile-care" title={t('account:profile.care')}>
      <div className="col-12">
        {editing && draft ? (
          <PharmacyPicker
            id="profile-preferredPharmacy"
            pharmacies={edit.pharmacies}
            value={draft.pharmacy}
            onChange={setPharmacy}
            loading={edit.pharmaciesStatus === 'loading' || edit.pharmaciesStatus === 'idle'}
            invalid={invalid('preferredPharmacy')}
            describedBy={invalid('preferredPharmacy') ? PROFILE_ERROR_ID : undefined}
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
      <ProfileRow
        id={profileFieldId('familyDoc')}
        label={t('account:profile.familyDoc')}
        shown={familyDocText(values.familyDoc)}
        control={
          editing &&
          ((control) => (
            <select
              id={control.id}
              className="form-select"
              value={values.familyDoc}
              onChange={(event) => set('familyDoc')(event.target.value)}
            >
              <option value="">{t('account:profile.notAnswered')}</option>
              <option value="yes">{t('account:profile.yes')}</option>
              <option value="no">{t('account:profile.no')}</option>
            </select>
          ))
        }
      />
    </ProfileSection>
  );
}

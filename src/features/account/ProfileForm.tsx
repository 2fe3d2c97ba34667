import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { FormAlert, SubmitButton } from '../../components/form';
import ProfileCare from './ProfileCare';
import ProfileContact from './ProfileContact';
import ProfilePersonal from './ProfilePersonal';
import type { ProfileValues } from './profileRules';
import { PROFILE_ERROR_ID, useProfileEdit } from './useProfileEdit';
import ActionButton from '../../components/ActionButton';

interface Props {
  user: User;
  editing: boolean;
  /** Values to start editing with, over the user's own (the shouldUpdate flow's answer). */
  seed?: Partial<ProfileValues>;
  onEdit: () => void;
  onCancel: () => void;
  onUpdated: (user: User) => void;
}

/** The Profile tab: name, birth date, e-mail and card read-only; gender, address, phones, pharmacy,
 * doctor editable. */
export default function ProfileForm({ user, editing, seed, onEdit, onCancel, onUpdated }: Props) {
  const { t } = useTranslation('account');
  const { form, editButton, onSubmit, alertRef, ...edit } = useProfileEdit({
    user,
    editing,
    seed,
    onUpdated,
  });
  const { error, saving } = edit;

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="profile-form">
      <ProfilePersonal edit={edit} />
      <ProfileContact edit={edit} />
      <ProfileCare edit={edit} />

      {/* The message sits with the buttons, which stay in view while editing on a phone. */}
      <div className={`account-actions${editing ? ' is-editing' : ''}`}>
        <FormAlert
          id={PROFILE_ERROR_ID}
          msg={error}
          alertRef={alertRef}
          className="alert alert-danger mb-3"
        />
        <div className="d-flex flex-wrap gap-2">
          {editing ? (
            <>
              <SubmitButton key="update" busy={saving} label={t('profile.update')} />
              <ActionButton
                key="cancel"
                className="btn btn-outline-secondary"
                disabled={saving}
                onClick={onCancel}
                label={t('profile.cancel')}
              />
            </>
          ) : (
            <ActionButton key="edit" ref={editButton} onClick={onEdit} label={t('profile.edit')} />
          )}
        </div>
      </div>
    </form>
  );
}

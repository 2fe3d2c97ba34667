import { lazy, Suspense, useRef, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import ChangePasswordForm from './ChangePasswordForm';
import { familyDocValue, FIRST_EDITABLE } from './profileValues';
import ProfileForm from './ProfileForm';
import { selectUser } from '../../state/user/slice';

// Only patients whose details need confirming ever see the dialog: the rest never load it.
const ShouldUpdateFlow = lazy(() => import('./ShouldUpdateFlow'));

type TabKey = 'profile' | 'password';

/** /account: Profile and Change Password tabs, and the shouldUpdate flow when it applies. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectUser);
  const [tab, setTab] = useState<TabKey>('profile');
  const [editing, setEditing] = useState(false);
  // The family-doctor answer of the shouldUpdate flow, kept while the patient edits their details.
  const [answer, setAnswer] = useState<boolean | null>(null);
  const page = useRef<HTMLDivElement>(null);

  if (!user) return <Spinner />;

  return (
    <div ref={page} className="container page-section account-page">
      <h1 className="h2 mb-3">{t('title')}</h1>
      <Tabs
        id="account-tabs"
        activeKey={tab}
        onSelect={(key) => setTab(key === 'password' ? 'password' : 'profile')}
        className="mb-4"
      >
        <Tab eventKey="profile" title={t('tabs.profile')}>
          <ProfileForm
            user={user}
            editing={editing}
            seed={answer === null ? undefined : { familyDoc: familyDocValue(answer) }}
            onEdit={() => setEditing(true)}
            onCancel={() => setEditing(false)}
            onUpdated={(updated) => {
              setEditing(false);
              if (typeof updated.familyDoc === 'boolean' && answer !== null) {
                setAnswer(updated.familyDoc);
              }
            }}
          />
        </Tab>
        <Tab eventKey="password" title={t('tabs.password')}>
          <ChangePasswordForm />
        </Tab>
      </Tabs>
      {user.shouldUpdate && (
        <Suspense fallback={null}>
          <ShouldUpdateFlow
            user={user}
            answer={answer}
            onAnswer={setAnswer}
            paused={editing}
            onEdit={() => {
              setTab('profile');
              setEditing(true);
            }}
            onPaused={() =>
              page.current?.querySelector<HTMLElement>(`#profile-${FIRST_EDITABLE}`)?.focus()
            }
          />
        </Suspense>
      )}
    </div>
  );
}

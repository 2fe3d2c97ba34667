import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { AnnouncementBlock, useAnnouncementsFirst } from '../announcements';
import { AppointmentsCard } from '../appointments';
import { dashboardShown } from '../../state/flow';
import ServiceCard from './ServiceCard';
import { visibleServices, type ServiceId } from './services';
import './dashboard.css';
import { selectUser } from '../../state/user/slice';
import { selectClinicOnline } from '../clinicStatus';

const PharmacyDialog = lazy(() => import('./PharmacyDialog'));
// What a service click decides (the pharmacy check, the sister sites' links) is fetched when the
// patient reaches for a service, not with the page (docs/constants.md#first-load-budget).
const serviceThunks = () => import('./thunks');
const warmServices = () => void serviceThunks().catch(() => undefined);

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const online = useAppSelector(selectClinicOnline);
  // The announcements are asked for beside the patient's details and shown with the page, so
  // they never push the dashboard down when they arrive.
  const announcementsReady = useAnnouncementsFirst();
  const [busy, setBusy] = useState<ServiceId | null>(null);
  const [pharmacyFor, setPharmacyFor] = useState<ServiceId | null>(null);
  // A failed download of the click's code is thrown where the page's error boundary sees it: it
  // reloads once for a release's replaced files, or shows the error page.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // The button is disabled while its click is checked, which drops focus to the page; the
  // pharmacy dialog would then have nothing to give focus back to, so it is kept here.
  const opener = useRef<HTMLButtonElement | null>(null);
  // docs/medical-info.md#medical-information-data: back on the dashboard, the medical
  // information of a finished flow is dropped (by its slice, which hears the event).
  useEffect(() => {
    dispatch(dashboardShown());
  }, [dispatch]);

  if (failure) throw failure.error;
  if (!user || !announcementsReady) return <Spinner />;
  // Spec: the dashboard sends a patient whose details need confirming to /account first.
  if (user.shouldUpdate) return <Navigate to="/account" replace />;
  const services = visibleServices(user);
  const disabled = !online || busy !== null;

  const open = async (service: ServiceId) => {
    if (busy) return;
    setBusy(service);
    let thunks: Awaited<ReturnType<typeof serviceThunks>>;
    try {
      thunks = await serviceThunks();
    } catch (error) {
      setFailure({ error });
      return;
    }
    // A failure has raised its alert already (the service thunk's listener): the patient stays.
    const result = await dispatch(thunks.openService(service));
    const step = thunks.openService.fulfilled.match(result) ? result.payload : null;
    // Leaving for a sister site in this tab: the buttons stay disabled until the page unloads.
    // Not a new tab: one opened after the awaited code would be a popup that Safari blocks.
    if (step?.kind === 'external') {
      window.location.assign(step.url);
      return;
    }
    if (step?.kind === 'internal') navigate(step.path);
    if (step?.kind === 'choosePharmacy') setPharmacyFor(service);
    setBusy(null);
  };

  const button = (service: ServiceId, label: string, variant = 'btn-primary') => (
    <button
      type="button"
      className={`btn ${variant}`}
      disabled={disabled}
      aria-busy={busy === service}
      onClick={(event) => {
        opener.current = event.currentTarget;
        void open(service);
      }}
    >
      {busy === service && <Spinner inline />}
      {label}
    </button>
  );

  return (
    <div className="container page-section">
      <p className="text-uppercase small fw-semibold text-body-secondary mb-1">{t('title')}</p>
      <h1 className="h2">
        {t('greeting', { firstName: user.firstName, lastName: user.lastName })}
      </h1>
      <p className="lead">{t('intro')}</p>
      <AnnouncementBlock />
      {!online && (
        <div className="alert alert-warning" role="alert">
          {t('offline')}
        </div>
      )}
      {/* A patient's next visit first, above the services: on a phone it is in the first screen. */}
      <AppointmentsCard booking={(label) => button('appointment', label)} />
      <h2 className="visually-hidden">{t('servicesLabel')}</h2>
      {/* Reaching for a service (a pointer over the cards, a tab into them) fetches its code. */}
      <div
        className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-3 dashboard-cards"
        onPointerEnter={warmServices}
        onFocus={warmServices}
      >
        {services.form && (
          <ServiceCard id="svc-form" title={t('cards.form.title')} text={t('cards.form.text')} paid>
            {button('form', t('cards.form.button'))}
          </ServiceCard>
        )}
        {services.sickNote && (
          <ServiceCard
            id="svc-sick-note"
            title={t('cards.sickNote.title')}
            text={t('cards.sickNote.text')}
            paid
          >
            {button('sickNote', t('cards.sickNote.button'))}
          </ServiceCard>
        )}
        {services.medicationAndTesting && (
          <ServiceCard
            id="svc-med"
            title={t('cards.medTesting.title')}
            text={t('cards.medTesting.text')}
            paid={services.labTest}
          >
            {services.medication && button('medication', t('cards.medTesting.medication'))}
            {services.labTest &&
              button('labTest', t('cards.medTesting.labTest'), 'btn-outline-primary')}
          </ServiceCard>
        )}
        <ServiceCard
          id="svc-appointment"
          title={t('cards.appointment.title')}
          text={t('cards.appointment.text')}
          tall={services.icbc}
        >
          {button('appointment', t('cards.appointment.familyMedicine'))}
          {services.icbc && button('icbc', t('cards.appointment.icbc'), 'btn-outline-primary')}
          {services.driver &&
            button('driver', t('cards.appointment.driver'), 'btn-outline-primary')}
        </ServiceCard>
      </div>
      {pharmacyFor && (
        <Suspense fallback={null}>
          <PharmacyDialog
            onClose={() => {
              setPharmacyFor(null);
              requestAnimationFrame(() => opener.current?.focus());
            }}
            onSaved={() => {
              const retry = pharmacyFor;
              setPharmacyFor(null);
              void open(retry);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

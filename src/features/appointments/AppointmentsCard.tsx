import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import LineIcon from '../../components/LineIcon';
import { useBrand } from '../../config/useBrand';
import { useMsg } from '../../i18n/useMsg';
import { selectUser } from '../../state/user/slice';
import { formatClinicTime } from './clinicTime';
import { loadAppointments, selectAppointments } from './slice';
import { UPCOMING_CAP } from './upcoming';
import './appointments.css';

interface Props {
  /**
   * The dashboard's own booking button with this label: a booking goes the way the appointment
   * card's does (the pharmacy check, the offline pause), so the card makes no address of its own.
   */
  booking: (label: string) => ReactNode;
}

/**
 * The patient's next appointments in Vancouver time, each with "Add to calendar"
 * (docs/dashboard.md#upcoming-appointments). The card keeps one height while its texts and the
 * list load, so nothing below it moves.
 */
export default function AppointmentsCard({ booking }: Props) {
  return (
    <Suspense fallback={<CardFrame heading={null} body={<Placeholder />} />}>
      <Appointments booking={booking} />
    </Suspense>
  );
}

function CardFrame({ heading, body }: { heading: ReactNode; body: ReactNode }) {
  const headingId = useId();
  return (
    <section
      className="card mb-4 appointments-card"
      aria-labelledby={heading ? headingId : undefined}
      aria-hidden={heading ? undefined : true}
    >
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-3">
          {heading ?? <span className="appointments-skeleton appointments-skeleton-title" />}
        </h2>
        <div className="appointments-body">{body}</div>
      </div>
    </section>
  );
}

/** Grey tiles where the appointments will be, the same size as theirs. */
function Placeholder({ label }: { label?: string }) {
  return (
    <div role={label ? 'status' : undefined}>
      {label && <span className="visually-hidden">{label}</span>}
      <ul className="appointments-list" aria-hidden="true">
        {Array.from({ length: UPCOMING_CAP }, (_, index) => (
          <li key={index} className="appointment-tile">
            <span className="appointments-skeleton w-75" />
            <span className="appointments-skeleton w-50" />
            <span className="appointments-skeleton w-50" />
            <span className="appointments-skeleton w-25" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Appointments({ booking }: Props) {
  const { t, i18n } = useTranslation('appointments');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const { upcoming, loaded, load } = useAppSelector(selectAppointments);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';

  useEffect(() => {
    void dispatch(loadAppointments());
  }, [dispatch]);

  const retry = () => void dispatch(loadAppointments());

  let body: ReactNode;
  if (load.status === 'failed') {
    // A Chinese sentence ends in a full stop that needs no space after it.
    const why = load.error ? render(load.error) : '';
    body = (
      <div role="alert" className="appointments-note">
        <p className="mb-2">{[t('failed'), why].filter(Boolean).join(lang === 'cn' ? '' : ' ')}</p>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!loaded) {
    body = <Placeholder label={t('loading')} />;
  } else if (upcoming.length === 0) {
    body = (
      <div className="appointments-note">
        <LineIcon size={32} strokeWidth="1.6" className="text-primary mb-2">
          <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </LineIcon>
        <p className="mb-2">{t('empty')}</p>
        <div className="appointments-book">{booking(t('book'))}</div>
      </div>
    );
  } else {
    body = <AppointmentList appointments={upcoming} lang={lang} />;
  }
  return <CardFrame heading={t('title')} body={body} />;
}

function AppointmentList({
  appointments,
  lang,
}: {
  appointments: Appointment[];
  lang: 'en' | 'cn';
}) {
  const { t } = useTranslation('appointments');
  const brand = useBrand();
  const user = useAppSelector(selectUser);
  const idPrefix = useId();
  const [making, setMaking] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const add = async (appointment: Appointment) => {
    setMaking(appointment.id);
    setFailed(false);
    try {
      // The file is made only when asked for: its code is not part of the dashboard's first load.
      const { addToCalendar } = await import('./addToCalendar');
      addToCalendar(appointment, { t, lang, brand, user, now: new Date() });
    } catch {
      setFailed(true);
    } finally {
      setMaking(null);
    }
  };

  return (
    <>
      <ul className="appointments-list">
        {appointments.map((appointment) => {
          const timeId = `${idPrefix}-${appointment.id}`;
          return (
            <li key={appointment.id} className="appointment-tile">
              <time id={timeId} dateTime={appointment.start} className="fw-semibold">
                {formatClinicTime(appointment.start, lang)}
              </time>
              <span className="small">{t(`kinds.${appointment.type}`)}</span>
              <span className="small">{t(`modes.${appointment.mode}`)}</span>
              <span className="small text-body-secondary mb-2">
                {appointment.doctor && t('doctor', { doctor: appointment.doctor })}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary mt-auto align-self-start"
                aria-describedby={timeId}
                disabled={making !== null}
                aria-busy={making === appointment.id}
                onClick={() => void add(appointment)}
              >
                {t('addToCalendar')}
              </button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {t('calendarFailed')}
        </p>
      )}
    </>
  );
}

import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useBrand } from '../../config/useBrand';
import { useMsg } from '../../i18n/useMsg';
import { selectUser } from '../../state/user/slice';
import { formatClinicTime } from './clinicTime';
import { loadAppointments, selectAppointments } from './slice';
import { UPCOMING_CAP } from './upcoming';
import './appointments.css';

// Bootstrap's utilities where they do the job: the dashboard's first load has little room left.
const LIST = 'row row-cols-1 row-cols-md-2 g-2 list-unstyled mb-0';
const TILE = 'appointment-tile d-flex flex-column h-100 px-3 py-2 border rounded';
/** None, or failed: the few words in the middle of the room the list would take. */
const NOTE = 'd-flex flex-column flex-grow-1 align-items-center justify-content-center text-center';

interface Props {
  /**
   * The dashboard's own booking button with this label: a booking goes the way the appointment
   * card's does (the pharmacy check, the offline pause), so the card makes no address of its own.
   */
  booking: (label: string) => ReactNode;
}

function CardFrame({ heading, body }: { heading: string; body: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card mb-4 appointments-card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-3">
          {heading}
        </h2>
        <div className="appointments-body d-flex flex-column">{body}</div>
      </div>
    </section>
  );
}

/** Grey tiles where the appointments will be, the same size as theirs. */
function Placeholder({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <ul className={LIST} aria-hidden="true">
        {Array.from({ length: UPCOMING_CAP }, (_, index) => (
          <li key={index} className="col">
            <div className={TILE}>
              {['w-75', 'w-50', 'w-50', 'w-25'].map((width, line) => (
                <span key={line} className={`appointments-skeleton my-1 ${width}`} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The patient's next appointments in Vancouver time, each with "Add to calendar"
 * (docs/dashboard.md#upcoming-appointments). Its texts come with the dashboard's; the card keeps
 * one height while the list loads, so nothing below it moves.
 */
export default function AppointmentsCard({ booking }: Props) {
  const { t, i18n } = useTranslation('dashboard', { keyPrefix: 'appointments' });
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
      <div role="alert" className={NOTE}>
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
      <div className={NOTE}>
        <p className="mb-2">{t('empty')}</p>
        {booking(t('book'))}
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
  const { t } = useTranslation('dashboard', { keyPrefix: 'appointments' });
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
      <ul className={LIST}>
        {appointments.map((appointment) => {
          const timeId = `${idPrefix}-${appointment.id}`;
          return (
            <li key={appointment.id} className="col">
              <div className={TILE}>
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
              </div>
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

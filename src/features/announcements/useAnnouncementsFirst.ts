import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadAnnouncements, selectAnnouncementsAnswered } from './slice';

/** How long a page waits for the announcements' first answer before it shows without them. */
export const ANNOUNCEMENTS_WAIT_MS = 1_500;

/**
 * For a page that shows the announcements above its content: asks for them at once (beside the
 * page's own calls) and says when the page may show, once they have been answered or after
 * ANNOUNCEMENTS_WAIT_MS. The block then arrives with the page instead of pushing it down.
 */
export function useAnnouncementsFirst(): boolean {
  const dispatch = useAppDispatch();
  const answered = useAppSelector(selectAnnouncementsAnswered);
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    void dispatch(loadAnnouncements());
    const timer = window.setTimeout(() => setPatient(false), ANNOUNCEMENTS_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch]);
  return answered || !patient;
}

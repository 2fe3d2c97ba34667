import { HttpResponse } from 'msw';
import type { SickNoteValidationReply } from '../../../api/types';
import { isoDay } from '../../../lib/calendarDay';
import { db } from '../db';
import { paramOf, text } from './body';
import { route } from './route';

export const VALIDATION_TEXTS = {
  valid: 'Sick note is valid and verified.',
  invalid: 'This sick note is invalid.',
  required: 'All fields are required.',
  bot: 'Please verify you are not a bot.',
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const validationHandlers = [
  // Public: an employer checks a note with what is printed on it. Every field must match, so the
  // page confirms a note only to someone who already holds it.
  route('get', '/services/sicknote/validateById/:id', ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const id = text(paramOf(params.id));
    const firstName = text(query.get('firstName'));
    const lastName = text(query.get('lastName'));
    const startDate = isoDay(text(query.get('startDate')));
    const endDate = isoDay(text(query.get('endDate')));
    if (!text(query.get('recaptcha'))) {
      return HttpResponse.json<SickNoteValidationReply>({
        success: false,
        message: VALIDATION_TEXTS.bot,
      });
    }
    if (!id || !firstName || !lastName || !startDate || !endDate) {
      return HttpResponse.json<SickNoteValidationReply>({
        success: false,
        message: VALIDATION_TEXTS.required,
      });
    }
    const note = db.state.sickNotes.find(
      (candidate) =>
        candidate.id.toUpperCase() === id.toUpperCase() &&
        sameName(candidate.firstName, firstName) &&
        sameName(candidate.lastName, lastName) &&
        candidate.startTimeOff === startDate &&
        candidate.endOfTimeOff === endDate,
    );
    if (!note) {
      return HttpResponse.json<SickNoteValidationReply>({
        success: false,
        message: VALIDATION_TEXTS.invalid,
      });
    }
    return HttpResponse.json<SickNoteValidationReply>({
      success: true,
      message: VALIDATION_TEXTS.valid,
      sickNote: {
        id: note.id,
        user: { firstName: note.firstName, lastName: note.lastName },
        startTimeOff: note.startTimeOff,
        endOfTimeOff: note.endOfTimeOff,
      },
    });
  }),
];

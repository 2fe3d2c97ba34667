// Sick-note and form requests (docs/calls.md#request-and-payment-calls): validation, and saving a form before its payment.
// Nothing is stored as requested until it is paid, except the form, which the upload needs.

import { HttpResponse } from 'msw';
import type {
  SaveSchoolWorkFormReply,
  SchoolWorkFormValidateReply,
  SickNoteValidateReply,
} from '../../../api/types';
import { db } from '../db';
import { createRecordId, createToken } from '../ids';
import { checkForm, checkSickNote, isBCServiceValid, REQUEST_TEXTS } from '../requestRules';
import { readBody, text } from './body';
import { route } from './route';
import { requireServiceUser } from './session';

export const requestHandlers = [
  route('post', '/services/sicknote/validate', async ({ request }) => {
    const user = requireServiceUser(request).profile;
    const checked = checkSickNote(await readBody(request), user);
    if (!checked.ok) {
      return HttpResponse.json<SickNoteValidateReply>({ success: false, message: checked.message });
    }
    return HttpResponse.json<SickNoteValidateReply>({
      success: true,
      extras: { isBCServiceValid: isBCServiceValid(user) },
    });
  }),

  route('post', '/services/schoolworkform/validate', async ({ request }) => {
    const user = requireServiceUser(request).profile;
    const checked = checkForm(await readBody(request), db.state.fees);
    if (!checked.ok) {
      return HttpResponse.json<SchoolWorkFormValidateReply>({
        success: false,
        message: checked.message,
      });
    }
    return HttpResponse.json<SchoolWorkFormValidateReply>({
      success: true,
      // Forms are not covered by MSP: every patient pays the same.
      extras: {
        calculatedPrice: checked.value.calculatedPrice,
        isPrivate: !isBCServiceValid(user),
      },
    });
  }),

  // Saved without files; an unpaid form sent again with its id is updated, not duplicated.
  route('post', '/services2/sicknote/save_school_work_form', async ({ request }) => {
    const user = requireServiceUser(request).profile;
    const body = await readBody(request);
    const checked = checkForm(body, db.state.fees);
    if (!checked.ok) {
      return HttpResponse.json<SaveSchoolWorkFormReply>({ success: false, error: checked.message });
    }
    const formId = text(body.formId);
    const existing = formId
      ? db.state.schoolWorkForms.find((form) => form.formId === formId && form.userId === user.id)
      : undefined;
    if (formId && !existing) {
      return HttpResponse.json<SaveSchoolWorkFormReply>(
        { success: false, error: REQUEST_TEXTS.formNotFound },
        { status: 404 },
      );
    }
    if (existing?.paymentComplete) {
      return HttpResponse.json<SaveSchoolWorkFormReply>({
        success: false,
        error: REQUEST_TEXTS.alreadyPaid,
      });
    }
    const now = new Date().toISOString();
    const form = existing ?? {
      formId: createRecordId(),
      accessToken: createToken(),
      userId: user.id,
      isPrivate: !isBCServiceValid(user),
      paymentComplete: false,
      filesUploaded: false,
      uploadedToOscar: false,
      submittedDate: null,
      createdAt: now,
      paidAt: null,
      files: [],
      ...checked.value,
    };
    Object.assign(form, checked.value);
    if (!existing) db.state.schoolWorkForms.push(form);
    db.save();
    return HttpResponse.json<SaveSchoolWorkFormReply>({
      success: true,
      formId: form.formId,
      accessToken: form.accessToken,
    });
  }),
];

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { msgKey } from '../../src/api/message';
import {
  canChooseFiles,
  formRefOf,
  initialUploadState,
  nextStep,
  phaseOfForm,
  uploadFieldErrors,
  uploadReducer,
  type UploadEvent,
  type UploadState,
} from '../../src/features/upload/uploadState';
import { buildSchoolWorkForm } from '../builders/forms';

const form = buildSchoolWorkForm;

const file = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const run = (events: UploadEvent[], start: UploadState = initialUploadState) =>
  events.reduce(uploadReducer, start);

describe('which page the address names', () => {
  it('takes a token before an id, and refuses blanks', () => {
    expect(formRefOf({ formId: 'abc' })).toEqual({ by: 'id', formId: 'abc' });
    expect(formRefOf({ token: 'upload-demo-token' })).toEqual({
      by: 'token',
      token: 'upload-demo-token',
    });
    for (const missing of ['', ' ', 'undefined', 'null']) {
      expect(formRefOf({ formId: missing })).toBeNull();
      expect(formRefOf({ token: missing })).toBeNull();
    }
    expect(formRefOf({})).toBeNull();
  });
});

describe('the state a loaded form opens in (docs/requests.md#upload-states)', () => {
  it('processed wins over everything, then unpaid, then files already uploaded', () => {
    expect(phaseOfForm(form({ uploadedToOscar: true, paymentComplete: false }))).toEqual({
      name: 'processed',
    });
    expect(phaseOfForm(form({ paymentComplete: false, filesUploaded: true }))).toEqual({
      name: 'notPaid',
    });
    expect(phaseOfForm(form({ filesUploaded: true }))).toEqual({ name: 'uploaded' });
    expect(phaseOfForm(form())).toEqual({ name: 'choose' });
  });

  it('keeps the form for the summary', () => {
    expect(run([{ type: 'loaded', form: form() }]).form?.formId).toBe('f1');
  });
});

describe('sending', () => {
  const ready = run([{ type: 'loaded', form: form() }]);
  const chosen = run([{ type: 'filesChanged', files: [file('a.pdf'), file('b.pdf')] }], ready);

  it("asks for a file first: 'Please upload at least one file.', and sends nothing", () => {
    expect(nextStep(ready)).toBe('noFiles');
    expect(uploadFieldErrors(ready)).toEqual({ files: msgKey('upload:errors.noFiles') });
    expect(run([{ type: 'submit' }], ready)).toBe(ready);
    expect(uploadFieldErrors(chosen)).toEqual({});
  });

  it('asks for files only while they can be chosen and are needed', () => {
    const uploaded = run([{ type: 'loaded', form: form({ filesUploaded: true }) }]);
    const processed = run([{ type: 'loaded', form: form({ uploadedToOscar: true }) }]);
    for (const state of [uploaded, processed, run([{ type: 'submit' }], chosen)]) {
      expect(uploadFieldErrors(state)).toEqual({});
    }
  });

  it('uploads with progress, then submits, then is done', () => {
    expect(nextStep(chosen)).toBe('upload');
    let state = run([{ type: 'submit' }], chosen);
    expect(state.phase).toEqual({ name: 'uploading', progress: null });
    expect(canChooseFiles(state.phase)).toBe(false);
    state = run([{ type: 'progress', fraction: 0.4 }], state);
    expect(state.phase).toEqual({ name: 'uploading', progress: 0.4 });
    state = run([{ type: 'uploaded' }, { type: 'progress', fraction: 1 }], state);
    expect(state.phase).toEqual({ name: 'submitting' });
    expect(run([{ type: 'completed' }], state).phase).toEqual({ name: 'done' });
  });

  it('keeps the files through a failed upload, and Try Again sends them again', () => {
    const failed = run([{ type: 'submit' }, { type: 'failed' }], chosen);
    expect(failed.phase).toEqual({ name: 'failed', step: 'upload' });
    expect(failed.files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(nextStep(failed)).toBe('upload');
    expect(run([{ type: 'submit' }], failed).phase).toEqual({ name: 'uploading', progress: null });
  });

  it('repeats only the submission when that was the step that failed', () => {
    const failed = run([{ type: 'submit' }, { type: 'uploaded' }, { type: 'failed' }], chosen);
    expect(failed.phase).toEqual({ name: 'failed', step: 'complete' });
    expect(nextStep(failed)).toBe('complete');
    expect(canChooseFiles(failed.phase)).toBe(false);
    expect(run([{ type: 'submit' }], failed).phase).toEqual({ name: 'submitting' });
  });

  it('goes back to choosing after a cancel, files kept', () => {
    const cancelled = run([{ type: 'submit' }, { type: 'cancelled' }], chosen);
    expect(cancelled.phase).toEqual({ name: 'choose' });
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.files).toHaveLength(2);
  });

  it('offers only Complete Submission when the files are already uploaded', () => {
    const uploaded = run([{ type: 'loaded', form: form({ filesUploaded: true }) }]);
    expect(nextStep(uploaded)).toBe('complete');
    // The picker is not offered, so a stray change is ignored.
    expect(run([{ type: 'filesChanged', files: [file('x.pdf')] }], uploaded)).toBe(uploaded);
  });

  it('asks to log in again when the session lapsed, and reloads on request', () => {
    const expired = msgKey('upload:errors.sessionExpired');
    const state = run([{ type: 'submit' }, { type: 'loginRequired', message: expired }], chosen);
    expect(state.phase).toEqual({ name: 'loginRequired', message: expired });
    expect(run([{ type: 'reload' }], state).phase).toEqual({ name: 'loading' });
  });

  it('ignores events that do not belong to the phase', () => {
    expect(run([{ type: 'progress', fraction: 0.5 }], chosen)).toBe(chosen);
    expect(run([{ type: 'completed' }], chosen)).toBe(chosen);
    expect(run([{ type: 'uploaded' }], chosen)).toBe(chosen);
    const processed = run([{ type: 'loaded', form: form({ uploadedToOscar: true }) }]);
    expect(nextStep(processed)).toBeNull();
    expect(run([{ type: 'submit' }], processed)).toBe(processed);
  });
});

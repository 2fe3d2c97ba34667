import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EditMedicalInfoPage from '../../src/features/medicalInfo/EditMedicalInfoPage';
import { selectMedicalInfo } from '../../src/features/medicalInfo/slice';
import { setLatency } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { PATIENTS, type SeededPatient } from '../builders/users';
import { renderWithProviders } from '../utils/render';

// What the medical information form takes from the form kit (docs/architecture.md#the-form-path):
// a refused save takes the patient to the part its rule is about, once its message is on screen;
// one save at a time; a change clears the save's message, but not an add's refusal; and the edit
// lives in the store only while the form is open. The messages themselves are in
// tests/pages/MedicalInfoPage.test.tsx.

// A refused save scrolls to its group; jsdom lays nothing out and has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** patient@example.com's id in the mock clinic (its seeded medical information). */
const FULL_PATIENT_ID = '6501a0c3e4b0f1a2c3d40001';

async function showForm(patient: SeededPatient) {
  const events = userEvent.setup({ delay: null });
  const shown = await renderWithProviders(<EditMedicalInfoPage />, {
    route: '/medicalInfo/edit?formType=sick-note',
    path: '/medicalInfo/edit',
    elsewhere: { '/medicalInfo': 'Confirm page' },
    user: patient,
  });
  await screen.findByRole('heading', { level: 1 });
  const byId = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`#${id} is not on screen`);
    return element;
  };
  const save = () => events.click(screen.getByRole('button', { name: 'Save' }));
  return { ...shown, events, byId, save };
}

describe('a refused save', () => {
  it('focuses the first unanswered group, then the empty Other entry it names', async () => {
    const { events, byId, save } = await showForm(PATIENTS.withoutPharmacy);
    // The group is described by its message: the focus that enters it must find it there.
    const messageThere: boolean[] = [];
    byId('mi-conditions-no').addEventListener('focus', () =>
      messageThere.push(document.getElementById('mi-conditions-error') !== null),
    );
    await save();
    await waitFor(() => expect(byId('mi-conditions-no')).toHaveFocus());
    expect(messageThere).toEqual([true]);
    expect(within(byId('mi-conditions')).getByText('Medical condition is required')).toBeVisible();

    await events.click(byId('mi-conditions-other'));
    // The change took the message away; the rules speak again on the next save.
    expect(within(byId('mi-conditions')).queryByText('Medical condition is required')).toBeNull();
    await events.click(byId('mi-surgeries-no'));
    await events.click(byId('mi-allergies-no'));
    await events.click(byId('mi-alcohol-no'));
    await events.click(byId('mi-smoking-no'));
    await save();
    await waitFor(() => expect(byId('mi-conditions-other-input')).toHaveFocus());
    expect(
      within(byId('mi-conditions')).getByText('Other medical condition is required'),
    ).toBeVisible();
  });

  it("leaves an add's refusal, which only typing in its entry clears", async () => {
    const { events, byId, save } = await showForm(PATIENTS.full);
    await events.click(byId('mi-surgeries-other'));
    const surgeries = within(byId('mi-surgeries'));
    await events.click(surgeries.getByRole('button', { name: 'Add' }));
    expect(surgeries.getByText('Other surgery is required.')).toBeVisible();
    await save();
    await waitFor(() => expect(byId('mi-surgeries-other-input')).toHaveFocus());
    expect(surgeries.getByText('Other surgical history is required')).toBeVisible();
    expect(surgeries.getByText('Other surgery is required.')).toBeVisible();
    await events.type(byId('mi-surgeries-other-input'), 'R');
    expect(surgeries.queryByText('Other surgery is required.')).toBeNull();
    // Typing an entry is not a change to the record: the save's message stays.
    expect(surgeries.getByText('Other surgical history is required')).toBeVisible();
  });
});

describe('saving', () => {
  it('sends once for two presses that land before the first is drawn', async () => {
    const { byId } = await showForm(PATIENTS.full);
    const versions = () => db.state.medicalInfo[FULL_PATIENT_ID]?.length ?? 0;
    const before = versions();
    setLatency(100);
    const form = byId('mi-conditions').closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('Confirm page')).toBeInTheDocument();
    expect(versions()).toBe(before + 1);
  });
});

describe('the edit', () => {
  it('lives in the store while the form is open, and is dropped when it closes', async () => {
    const { events, byId, store, unmount } = await showForm(PATIENTS.full);
    await events.click(byId('mi-conditions-diabetes'));
    expect(selectMedicalInfo(store.getState()).draft?.MedicalConditions).toContain('Diabetes');
    expect(selectMedicalInfo(store.getState()).current?.MedicalConditions).not.toContain(
      'Diabetes',
    );
    unmount();
    expect(selectMedicalInfo(store.getState()).draft).toBeNull();
  });
});

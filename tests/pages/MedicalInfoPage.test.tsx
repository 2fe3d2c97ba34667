import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AlertStack from '../../src/components/AlertStack';
import EditMedicalInfoPage from '../../src/features/medicalInfo/EditMedicalInfoPage';
import { SEARCH_DEBOUNCE_MS } from '../../src/features/medicalInfo/rules/searchText';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { PATIENTS } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';

// The medical information form's save rules, in the order docs/medical-info.md words them
// (docs/medical-info.md#medical-information-rules-and-messages), each shown as the newest alert
// and in the group it is about; the Add buttons' and the search's own messages; a failed save.
// The journeys (a record updated, a record added and read again after a reload, the first
// unanswered group focused, the lists' layout, axe) stay in e2e/medical-info.spec.ts.

const CONDITIONS = 'Have you had any of these medical conditions?';
const SURGERIES = 'Have you had any of these surgeries?';
const ALLERGIES = 'Are you allergic to any of these medications?';

// A refused save scrolls to its group; jsdom lays nothing out and has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

// The searches wait for a pause in typing (SEARCH_DEBOUNCE_MS) on a clock the tests move past
// it; it moves with real time too, as the Testing Library's waits need.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const group = (name: string | RegExp) => screen.getByRole('group', { name });

/** `text` typed into a search field at once, and the pause in typing the search waits for. */
async function search(field: HTMLElement, text: string) {
  await typeAtOnce(field, text);
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
}

/** The newest notification of the alert stack. */
async function latestAlert(text: string) {
  const region = await screen.findByRole('region', { name: /^(Notifications|通知)$/ });
  await within(region).findAllByText(text);
  const alerts = within(region).getAllByRole('alert');
  return alerts[alerts.length - 1];
}

async function openEdit(user: (typeof PATIENTS)[keyof typeof PATIENTS], lang: Lang = 'en') {
  const events = userEvent.setup({ delay: null });
  await renderWithProviders(<EditMedicalInfoPage />, {
    route: '/medicalInfo/edit?formType=sick-note',
    path: '/medicalInfo/edit',
    elsewhere: { '/medicalInfo': 'Confirm page' },
    user,
    lang,
    beside: <AlertStack />,
  });
  await screen.findByRole('heading', { level: 1 });
  return events;
}

describe('the medical information form: save rules (English)', () => {
  it('refuses each unanswered group in turn, as an alert and in the group', async () => {
    const user = await openEdit(PATIENTS.withoutPharmacy);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Personal Medical Information',
    );
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }));
    const expectRefused = async (message: string, part: HTMLElement) => {
      await save();
      expect(await latestAlert(message)).toHaveTextContent(message);
      expect(within(part).getByText(message)).toBeInTheDocument();
    };
    const conditions = group(CONDITIONS);
    const surgeries = group(SURGERIES);
    const allergies = group(ALLERGIES);

    await expectRefused('Medical condition is required', conditions);

    // A ticked 'Other' answers the group, but must not stay empty (checked further down).
    await user.click(within(conditions).getByLabelText('Other', { exact: true }));
    await expectRefused('Surgery is required', surgeries);

    await user.click(within(surgeries).getByLabelText('Hip replacement'));
    await expectRefused('Allergy is required', allergies);

    await user.click(within(allergies).getByLabelText('Other', { exact: true }));
    await user.click(within(allergies).getByRole('button', { name: 'Add as typed' }));
    expect(await within(allergies).findByText('Other allergy is required.')).toBeInTheDocument();
    await typeAtOnce(
      screen.getByLabelText('Search for or type another medication'),
      'Shellfish dye',
    );
    await user.click(within(allergies).getByRole('button', { name: 'Add as typed' }));
    const alcohol = group(/Alcohol history/);
    await expectRefused('Alcohol history is required', alcohol);

    expect(
      within(alcohol).getByText('1 drink = a 330 ml beer, a glass of wine or a shot.'),
    ).toBeInTheDocument();
    await user.click(within(alcohol).getByLabelText('8 to 14 drinks per week'));
    const smoking = group('Smoking history');
    await expectRefused('Smoking history is required', smoking);

    await user.click(within(smoking).getByLabelText('Less than 1 pack per day'));
    await expectRefused('Other medical condition is required', conditions);

    await search(screen.getByLabelText('Search for another medical condition'), 'sleep apnea');
    await user.click(await screen.findByRole('button', { name: /^Obstructive sleep apnea/ }));
    await user.click(within(surgeries).getByLabelText('Other', { exact: true }));
    await expectRefused('Other surgical history is required', surgeries);

    await typeAtOnce(
      screen.getByLabelText('Other surgery', { exact: true }),
      'Carpal tunnel release',
    );
    await user.click(within(surgeries).getByRole('button', { name: 'Add' }));
    await user.click(within(allergies).getByRole('button', { name: 'Remove Shellfish dye' }));
    await expectRefused('Other allergy to medications is required', allergies);

    const medication = screen.getByLabelText('Search for or type another medication');
    await search(medication, 'tylenol');
    await user.click(
      await within(allergies).findByRole(
        'button',
        { name: /^Tylenol\s*Acetaminophen$/ },
        { timeout: 3000 },
      ),
    );
    await save();
    expect(await latestAlert('Medical information updated successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Confirm page')).toBeInTheDocument();
  });

  it("the Add buttons' and the search's messages: empty, already listed, not found", async () => {
    const user = await openEdit(PATIENTS.full);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Update Medical Information',
    );
    const conditions = group(CONDITIONS);
    const conditionSearch = screen.getByLabelText('Search for another medical condition');

    await search(conditionSearch, 'migraine without');
    await user.click(
      await screen.findByRole('button', { name: /^Migraine without aura, not intractable/ }),
    );
    expect(
      await within(conditions).findByText('Medical condition is already existed!'),
    ).toBeInTheDocument();

    await search(conditionSearch, 'zzqxy');
    expect(await within(conditions).findByText('Medical condition not found')).toBeInTheDocument();

    const surgeries = group(SURGERIES);
    await user.click(within(surgeries).getByLabelText('Other', { exact: true }));
    await user.click(within(surgeries).getByRole('button', { name: 'Add' }));
    expect(await within(surgeries).findByText('Other surgery is required.')).toBeInTheDocument();

    const allergies = group(ALLERGIES);
    await search(screen.getByLabelText('Search for or type another medication'), 'septra');
    await user.click(await within(allergies).findByRole('button', { name: /^Septra/ }));
    expect(await within(allergies).findByText('Allergy is already existed!')).toBeInTheDocument();
  });

  it('a failed save says so and keeps what was ticked and typed', async () => {
    const user = await openEdit(PATIENTS.full);
    const gout = within(group(CONDITIONS)).getByLabelText('Gout', { exact: true });
    await user.click(gout);
    await typeAtOnce(screen.getByLabelText('Supplements'), 'Fish oil 1000 mg daily');
    failNext('POST', '/medicalinfo/', '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await latestAlert('Error occured')).toHaveTextContent('Error occured');
    expect(screen.queryByText('Confirm page')).not.toBeInTheDocument();
    expect(gout).toBeChecked();
    expect(screen.getByLabelText('Supplements')).toHaveValue('Fish oil 1000 mg daily');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('the medical information form: messages in Chinese', () => {
  it('an unanswered group and a condition not found', async () => {
    const user = await openEdit(PATIENTS.withoutPharmacy, 'cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('個人病歷資料');
    const conditions = group('您是否曾患有以下任何疾病？');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await latestAlert('請回答疾病一欄。')).toHaveTextContent('請回答疾病一欄。');
    expect(within(conditions).getByText('請回答疾病一欄。')).toBeInTheDocument();
    await user.click(within(conditions).getByLabelText('其他', { exact: true }));
    await search(screen.getByLabelText('搜尋其他疾病'), 'zzqxy');
    expect(await within(conditions).findByText('找不到相關疾病。')).toBeInTheDocument();
  });
});

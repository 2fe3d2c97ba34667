import { writeFileSync } from 'node:fs';
import { tinyPdf } from '../testFiles';
import { expect, test } from './fixtures';
import {
  charges,
  documentsPicker,
  payByCard,
  requestWorkForm,
  startFormRequest,
  storedForm,
  WORK_FORM,
} from './pages/formRequest';
import { button, heading, text, waitForPath, waitToSee } from './pages/portal';
import { logIn } from './pages/session';
import { say } from './words';

// A form request through payment and upload (docs/requests.md): the request, the mock card in
// the page, and the form itself through the upload page's real file input. Money and health
// data: the clinic's ledger holds exactly one charge, and the form holds the file.

test('a work form is requested, paid once by card, and its file uploaded', async ({
  tab,
  lang,
}, testInfo) => {
  const form = testInfo.outputPath('return-to-work.pdf');
  writeFileSync(form, tinyPdf());

  await logIn(tab, lang);
  await startFormRequest(tab, lang);
  await requestWorkForm(tab, lang);
  await payByCard(tab, lang);

  // The form's own token opens the upload page, which takes it out of the address.
  await waitForPath(tab, /^\/school-work-form\/upload-token$/);
  await waitToSee(tab, heading(say(lang, 'upload:title')));
  await waitToSee(tab, text(say(lang, 'upload:paid.text')));
  const paid = await charges(tab);
  expect(paid).toEqual([
    {
      amount: WORK_FORM.price,
      formType: 'school-work-form',
      formId: expect.any(String) as unknown,
      account: 'patient@example.com',
    },
  ]);
  const formId = paid[0]?.formId ?? '';
  expect(await storedForm(tab, formId)).toMatchObject({
    timeOffIsFor: WORK_FORM.type,
    pageCount: Number(WORK_FORM.pages),
    calculatedPrice: WORK_FORM.price,
    paymentComplete: true,
    uploadedToOscar: false,
  });

  await tab.attachFile(documentsPicker(lang), form);
  await waitToSee(tab, button(say(lang, 'files:remove', { name: 'return-to-work.pdf' })));
  await tab.click(button(say(lang, 'upload:submit')));
  await waitForPath(tab, /^\/dashboard$/);
  await waitToSee(tab, text(say(lang, 'upload:success')));

  expect(await storedForm(tab, formId)).toMatchObject({
    uploadedToOscar: true,
    files: [
      { fileName: 'return-to-work.pdf', size: tinyPdf().length, contentType: 'application/pdf' },
    ],
  });
  // Still one charge: nothing on the way charged the card again.
  expect(await charges(tab)).toHaveLength(1);
});

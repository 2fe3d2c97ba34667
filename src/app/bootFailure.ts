import { htmlLang } from '../i18n/language';
import { readStorage, storageKeys } from '../lib/storage';
import {
  chunkRecovery,
  isChunkLoadError,
  page,
  recoverFromChunkError,
  reportProblem,
} from './crashReporting';
import { staticErrorTexts } from './staticErrorTexts';

/**
 * boot() failed (the mock clinic, i18next, a locale file or the first page's chunk): instead of a
 * blank page, a static message in both languages, built without React or i18next, either of which
 * may be what failed. The patient's own language comes first; the texts are the error page's,
 * compiled in (src/app/staticErrorTexts.ts). A missing chunk first reloads once, like anywhere.
 */
export function showBootFailure(error: unknown): void {
  // The page is already reloading for a missing chunk or locale file (crashReporting.ts).
  if (chunkRecovery() === 'reloading') return;
  if (isChunkLoadError(error) && recoverFromChunkError(error) === 'reloading') return;
  // (A file still missing after the reload was reported as such already.)
  if (chunkRecovery() !== 'failed') void reportProblem(error, 'The app could not start');

  const first = readStorage(storageKeys.language) === 'cn' ? 'cn' : 'en';
  const order = first === 'cn' ? (['cn', 'en'] as const) : (['en', 'cn'] as const);

  const main = document.createElement('main');
  main.id = 'main';
  main.className = 'container page-section text-center narrow-page';
  order.forEach((language, index) => {
    const texts = staticErrorTexts[language];
    const section = document.createElement('section');
    section.lang = htmlLang(language);
    section.className = index === 0 ? 'mb-5' : '';
    const heading = document.createElement(index === 0 ? 'h1' : 'h2');
    heading.className = 'h2 mb-3';
    heading.textContent = texts.title;
    const body = document.createElement('p');
    body.className = 'lead';
    body.textContent = texts.body;
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'btn btn-primary';
    reload.textContent = texts.reload;
    reload.addEventListener('click', () => page.reload());
    section.append(heading, body, reload);
    main.append(section);
  });

  document.documentElement.lang = htmlLang(first);
  const root = document.getElementById('root') ?? document.body;
  root.replaceChildren(main);
}

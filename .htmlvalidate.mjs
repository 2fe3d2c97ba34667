// html-validate's rules for the portal's HTML: the built pages (scripts/validate-html.mjs, part of
// npm run test:bundle) and the rendered account and registration forms (tests/build/renderedHtml.test.tsx).
// html-validate's recommended set (the HTML standard, accessibility and document rules), less only
// matters of style that the build's own output takes another way; each says why. A .mjs, not
// .htmlvalidate.json, so that each exception can carry its reason.
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Vite's index.html, and so every prerendered page, starts '<!doctype html>'; the standard
    // makes the doctype's case free.
    'doctype-style': 'off',
    // React's useId makes ids such as '_r_1_'. HTML allows any id that is not empty and has no
    // space, which relaxed mode still enforces; the strict form (a leading letter) only eases
    // hand-written CSS selectors, and no stylesheet names these ids.
    'valid-id': ['error', { relaxed: true }],
    // The accordions' panels are the WAI-ARIA accordion pattern's labelled regions (role="region"
    // on a div); a <section> would make the same region with the same name. Other roles a native
    // element already has (role="button" on a div, …) stay errors.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // The footer's lists carry a name ('Terms, privacy and fees'), which ARIA allows on a list; the
    // rule's default only says some screen readers skip it, and the links' own text says the same.
    // A name on an element whose role may not have one (a plain div or span) is still an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The home page's stand-in keeps its height in a style attribute; the CSP allows it by its hash
    // (scripts/render-nginx-conf.mjs, deploy/README.md). An inline style is not an HTML error.
    'no-inline-style': 'off',
    // Prettier writes the source index.html's void elements as '<meta … />', the build as
    // '<meta …>'; HTML takes both alike.
    'void-style': 'off',
    // A boolean attribute is the same written 'readonly' or 'readonly=""': the prerender's
    // serializer writes the first, the DOM's own (what the rendered-form tests read) the second.
    'attribute-boolean-style': 'off',
    // An <input> without a type is a text field by the standard; the rule only asks that it be
    // spelled out (the profile's read-only fields leave it out).
    'no-implicit-input-type': 'off',
  },
});

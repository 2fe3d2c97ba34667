// Kept for the tests that still import it from here; the helper lives in tests/utils/render.tsx.
export { renderWithI18n } from '../utils/render';

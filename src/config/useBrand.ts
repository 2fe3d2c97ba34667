import { brand, type Brand } from './brands';

/**
 * The clinic brand of this page. A hook, not an import of `brand`, so screens stay unaware of how
 * the brand is chosen and a test can mock this one module to render either clinic.
 */
export function useBrand(): Brand {
  return brand;
}

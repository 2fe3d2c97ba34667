// The two clinic brands, as data. Screens read the current one through useBrand() and never
// compare brand ids, so a third clinic would be one more object here and one more SCSS theme.
// The colours are repeated in src/styles/_brands.scss (Sass needs them at build time); the brand
// test checks that both copies agree and that every pair a patient reads passes WCAG 2.1 AA.

// The marks and logos are files, not inlined into the script: a visitor downloads only their own
// clinic's mark, as an image that never holds up the page (the navbar's <img> keeps its size), and
// every page's first script is 0.6 KB gzip lighter (docs/constants.md#first-load-budget).
import richmondMark from '../assets/brand/richmond-mark.svg?no-inline';
import richmondLogo from '../assets/brand/richmond-logo.svg?no-inline';
import southvanMark from '../assets/brand/southvan-mark.svg?no-inline';
import southvanLogo from '../assets/brand/southvan-logo.svg?no-inline';
import { env, type BrandId } from './env';

export type { BrandId };

/** Text in both interface languages: `en` English, `cn` Traditional Chinese. */
export interface Bilingual {
  en: string;
  cn: string;
}

export interface BrandColors {
  /** Buttons and links; white text on it and it on white both reach 4.5:1. */
  primary: string;
  /** Hover and pressed states, and the darker end of the hero gradient. */
  primaryDark: string;
  /**
   * Decoration and the keyboard focus ring. A mid-tone chosen to keep 3:1 against white and
   * against navbarBg, so one ring colour shows on the page and in the navbar; never small text.
   */
  accent: string;
  /** Navbar and footer background. */
  navbarBg: string;
  /** Text, links and the toggler icon on navbarBg. */
  navbarText: string;
}

export interface Brand {
  id: BrandId;
  name: Bilingual;
  shortName: Bilingual;
  /**
   * The name the clinic is registered under, as receipts print it (one language: a registered
   * name is not translated). Neither the spec nor the clinic has given an incorporated name, so
   * this is the clinic's name as the spec gives it (docs/requests.md#receipts).
   */
  legalName: string;
  /**
   * The clinic's GST registration number (its business number and RT account, such as
   * 123456789 RT0001). Receipts say 'GST included.' only beside it; the clinic has given none,
   * so neither brand has one and receipts say nothing of GST (docs/requests.md#receipts).
   */
  gstNumber?: string;
  serviceEmail: string;
  homepage: string;
  doctorName: Bilingual;
  address: {
    street: string;
    city: string;
    province: 'BC';
    postal: string;
    full: Bilingual;
  };
  /** Absent when the clinic takes no calls and patients must book online. */
  phone?: string;
  fax: string;
  /** The search text for an embedded map. */
  mapQuery: string;
  /** Each line reads on its own (it carries its label), as the footer lists them bare. */
  hours: {
    inPerson: Bilingual;
    telemedicine: Bilingual;
    closed: Bilingual;
    december: Bilingual;
  };
  /** Square mark (URL): the navbar shows it at 40 x 40 and it becomes the tab icon. */
  logo: string;
  /** Mark with the wordmark (URL), for wide places such as printed pages. */
  logoWide: string;
  colors: BrandColors;
  /** For <meta name="theme-color">: the navbar colour, so the phone's bar continues it. */
  themeColor: string;
}

// Hours are shared by both clinics today but kept per brand: they differ as soon as one clinic
// changes its schedule, and the closed days are the same rule for every B.C. clinic.
const closed: Bilingual = {
  en: 'Closed: Saturday, Sunday and B.C. statutory holidays',
  cn: '休息：星期六、星期日及卑詩省法定假期',
};

const december: Bilingual = {
  en: 'In December, some days are telemedicine only and the clinic is closed on others, especially between Christmas and New Year. Please check the announcements before you come in.',
  cn: '十二月期間，部分日子只提供電話診症，部分日子診所休息（尤其是聖誕節至新年期間）。到診前請先查看診所公告。',
};

export const richmond: Brand = {
  id: 'richmond',
  name: { en: 'Richmond In-Store Clinic', cn: '列治文店內診所' },
  shortName: { en: 'Richmond Clinic', cn: '列治文診所' },
  legalName: 'Richmond In-Store Clinic',
  serviceEmail: 'info@richmondinstoreclinic.ca',
  homepage: 'https://www.richmondinstoreclinic.ca',
  doctorName: { en: 'Dr. Evelyn Kwok', cn: '郭綺雯醫生' },
  address: {
    street: 'Unit 160 – 4651 No. 3 Road',
    city: 'Richmond',
    province: 'BC',
    postal: 'V6X 2C4',
    full: {
      en: 'Unit 160 – 4651 No. 3 Road, Richmond, BC V6X 2C4 (inside the supermarket)',
      cn: '卑詩省列治文市3號路4651號160室（超級市場內）V6X 2C4',
    },
  },
  fax: '604-555-0148',
  mapQuery: '4651 No. 3 Road, Richmond, BC V6X 2C4',
  hours: {
    inPerson: {
      en: 'In person: Monday to Friday, 9:30 a.m. to 5:30 p.m.',
      cn: '親身到診：星期一至星期五 上午 9:30 至下午 5:30',
    },
    telemedicine: {
      en: 'Telemedicine: Monday to Friday, 9:00 a.m. to 6:00 p.m.',
      cn: '電話診症：星期一至星期五 上午 9:00 至下午 6:00',
    },
    closed,
    december,
  },
  logo: richmondMark,
  logoWide: richmondLogo,
  colors: {
    primary: '#0b6e66',
    primaryDark: '#08524c',
    accent: '#4a9a2c',
    navbarBg: '#053632',
    navbarText: '#ffffff',
  },
  themeColor: '#053632',
};

export const southvan: Brand = {
  id: 'southvan',
  name: { en: 'South Vancouver Medical Clinic', cn: '南溫哥華醫療診所' },
  shortName: { en: 'South Vancouver Clinic', cn: '南溫診所' },
  legalName: 'South Vancouver Medical Clinic',
  serviceEmail: 'info@southvanclinic.ca',
  homepage: 'https://www.southvanclinic.ca',
  doctorName: { en: 'Dr. Michael Tsang', cn: '曾明軒醫生' },
  address: {
    street: '6425 Fraser Street',
    city: 'Vancouver',
    province: 'BC',
    postal: 'V5X 3T4',
    full: {
      en: '6425 Fraser Street, Vancouver, BC V5X 3T4',
      cn: '卑詩省溫哥華市菲沙街6425號 V5X 3T4',
    },
  },
  phone: '604-555-0132',
  fax: '604-555-0139',
  mapQuery: '6425 Fraser Street, Vancouver, BC V5X 3T4',
  hours: {
    inPerson: {
      en: 'In person: Monday to Friday, 9:00 a.m. to 5:00 p.m.',
      cn: '親身到診：星期一至星期五 上午 9:00 至下午 5:00',
    },
    telemedicine: {
      en: 'Telemedicine: Monday to Friday, 8:30 a.m. to 5:30 p.m.',
      cn: '電話診症：星期一至星期五 上午 8:30 至下午 5:30',
    },
    closed,
    december,
  },
  logo: southvanMark,
  logoWide: southvanLogo,
  colors: {
    primary: '#1d4f91',
    primaryDark: '#163d70',
    accent: '#c8700a',
    navbarBg: '#0f2748',
    navbarText: '#ffffff',
  },
  themeColor: '#0f2748',
};

export const brands: Readonly<Record<BrandId, Brand>> = { richmond, southvan };

const SOUTHVAN_HOST = /southvan|svm/i;

/** The brand for a host name; a build-time override wins, and Richmond is the default. */
export function brandForHost(host: string, override?: BrandId): Brand {
  if (override) return brands[override];
  return SOUTHVAN_HOST.test(host) ? southvan : richmond;
}

/** The brand of this page, fixed for its lifetime. */
export const brand: Brand = brandForHost(
  typeof window === 'undefined' ? '' : window.location.hostname,
  env.brand,
);

const portalName: Bilingual = { en: 'Patient Portal', cn: '病人網上服務平台' };

function headElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (element: HTMLElementTagNameMap[K]) => void,
): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) return found;
  const created = document.createElement(tag);
  init(created);
  document.head.append(created);
  return created;
}

/**
 * Puts the brand on the page: data-brand picks the SCSS theme, and the title, theme colour, tab
 * icon and home-screen manifest follow. Call again when the language changes (the title is translated).
 */
export function applyBrandToDocument(current: Brand, lang: 'en' | 'cn'): void {
  document.documentElement.dataset.brand = current.id;
  document.title = `${current.name[lang]} · ${portalName[lang]}`;

  const themeColor = headElement('meta', 'meta[name="theme-color"]', (meta) => {
    meta.name = 'theme-color';
  });
  themeColor.content = current.themeColor;

  // Only the SVG icon is swapped: /favicon.ico stays as the fallback for browsers without SVG
  // icons, and it is brand-neutral, so it is never the wrong clinic.
  const icon = headElement('link', 'link[rel~="icon"][type="image/svg+xml"]', (link) => {
    link.rel = 'icon';
    link.type = 'image/svg+xml';
  });
  icon.href = current.logo;

  // The home screen: this brand's manifest in the page's language (public/, icons rendered by
  // scripts/brand-icons.mjs), and the icon iOS uses instead. No service worker: nothing a patient
  // saw is kept for offline use (the policy says worker-src 'none').
  const manifest = headElement('link', 'link[rel="manifest"]', (link) => {
    link.rel = 'manifest';
  });
  manifest.href = `/manifest-${current.id}-${lang}.webmanifest`;
  const touchIcon = headElement('link', 'link[rel="apple-touch-icon"]', (link) => {
    link.rel = 'apple-touch-icon';
  });
  touchIcon.href = `/icons/${current.id}-192.png`;
}

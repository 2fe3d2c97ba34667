// A few line icons drawn for these pages (16 x 16, stroked in the text colour), so no icon font
// or library is downloaded. They decorate text that says the same, so they are hidden from
// screen readers.

import LineIcon from '../../../components/LineIcon';

const paths = {
  check: 'M3 8.5l3 3 7-7',
  clock: 'M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M8 4.5V8l2.5 1.5',
  phone:
    'M6 1.5h4A1.5 1.5 0 0 1 11.5 3v10a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 13V3A1.5 1.5 0 0 1 6 1.5M7 12h2',
  card: 'M3 3.5h10A1.5 1.5 0 0 1 14.5 5v6a1.5 1.5 0 0 1-1.5 1.5H3A1.5 1.5 0 0 1 1.5 11V5A1.5 1.5 0 0 1 3 3.5M4 7h4M4 9.5h6',
  calendar:
    'M3.5 3h9A1.5 1.5 0 0 1 14 4.5v8a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 12.5v-8A1.5 1.5 0 0 1 3.5 3M2 6.5h12M5 1.5v3M11 1.5v3M6.5 8.5l3 3M9.5 8.5l-3 3',
  person:
    'M8 2.75a2.75 2.75 0 1 0 0 5.5a2.75 2.75 0 1 0 0-5.5M2.5 14c.8-2.8 3-4.2 5.5-4.2s4.7 1.4 5.5 4.2',
  document: 'M4 1.5h5l3 3v10H4zM9 1.5v3h3M6 8h4M6 10.5h4',
  alert: 'M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M8 4.75v4M8 11.25v.01',
  shield: 'M8 1.5l5.5 2v4c0 3.2-2.3 5.9-5.5 7c-3.2-1.1-5.5-3.8-5.5-7v-4zM5.5 8l2 2 3-3.5',
  arrow: 'M3 8h10M9 4l4 4-4 4',
} as const;

export type IconName = keyof typeof paths;

export default function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <LineIcon className="info-icon" size={size} viewBox="0 0 16 16" strokeWidth="1.5">
      <path d={paths[name]} />
    </LineIcon>
  );
}

import type { ReactNode } from 'react';

interface LineIconProps {
  /** Its width and height, in pixels. */
  size: number;
  /** The drawing's own grid: 24 units square unless said. */
  viewBox?: string;
  strokeWidth: string;
  className?: string;
  /** The drawing: paths, circles, rectangles. */
  children: ReactNode;
}

/**
 * A line drawing in the text's colour, with rounded ends and corners, so it follows the brand
 * theme and no icon font is downloaded. It decorates words that say the same, so it is hidden
 * from screen readers.
 */
export default function LineIcon({
  size,
  viewBox = '0 0 24 24',
  strokeWidth,
  className,
  children,
}: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

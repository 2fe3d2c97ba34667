import { useMemo } from 'react';
import { clinicHosts } from '../../config/clinicHosts';
import { linkify } from '../../lib/linkify';

/**
 * Staff text as text (never HTML), line breaks kept; only https links to the clinic's own
 * addresses become links.
 */
export default function MessageText({
  text,
  className = '',
}: {
  text: string;
  className?: string;
}) {
  const segments = useMemo(() => linkify(text, clinicHosts()), [text]);
  return (
    <p className={`message-text ${className}`}>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

import { useEffect, useRef } from 'react';
import { kindFromMime, kindFromName } from '../../lib/files';

const IMAGE_KINDS = ['png', 'jpeg'];

const isImage = (file: File) =>
  IMAGE_KINDS.includes(kindFromMime(file.type)) || IMAGE_KINDS.includes(kindFromName(file.name));

/**
 * A small preview of a chosen image, so the patient sees it is the right photo; a PDF gets a
 * plain badge. The object URL lives exactly as long as the preview: revoked when the file is
 * removed or the page closes.
 */
export default function FileThumb({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  const showsImage = isImage(file);

  useEffect(() => {
    const element = image.current;
    if (!element) return undefined;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);

  if (!showsImage) {
    return (
      <span className="file-thumb file-thumb-doc" aria-hidden="true">
        PDF
      </span>
    );
  }
  // The name beside it says what it is: the picture itself adds nothing to read aloud.
  return <img ref={image} className="file-thumb" alt="" width={48} height={48} />;
}

import { useState } from 'react';
import FilePicker, { type FilePickerProps } from '../../src/components/FilePicker';

/** A FilePicker that keeps what is chosen, as the form around it does; it starts empty. */
export function PickerKeepingFiles(props: Omit<FilePickerProps, 'files' | 'onChange'>) {
  const [files, setFiles] = useState<File[]>([]);
  return <FilePicker {...props} files={files} onChange={setFiles} />;
}

/** Hands a fetched file to the browser as a download under the name the clinic gave it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; give them time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Offers `blob` to the browser as a file called `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL can go on the next tick.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves a blob as a download named `name`. Chromium resolves the blob's URL when the link is
 * clicked; other browsers may read it later, so it is revoked after 40 s (FileSaver.js's choice).
 */
export function saveFile(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 40_000);
}

/** Hands a file to the browser as a download named `filename`. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the address after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

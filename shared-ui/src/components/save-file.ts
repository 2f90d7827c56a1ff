/**
 * Offers a file to the browser's downloads under `fileName` (an object URL clicked through a hidden
 * link, released afterwards): the CSV exports and the personal data's ZIP.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A chosen file's text as UTF-8 (jsdom's File has no text(); FileReader works everywhere). */
export function readText(file: Blob, unreadable = 'Die Datei konnte nicht gelesen werden.'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsText(file, 'utf-8');
  });
}

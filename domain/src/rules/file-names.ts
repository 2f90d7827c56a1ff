/**
 * A name as part of a file name every system accepts: umlauts and ß spelled out, other accents dropped,
 * anything but letters and digits one '-', none at the ends ('Golfclub Würmtal e.V.' → 'Golfclub-Wuermtal-e-V').
 * `fallback` when nothing is left.
 */
export function fileNamePart(text: string, fallback: string, { lowerCase = false }: { lowerCase?: boolean } = {}): string {
  const spelled = (lowerCase ? text.toLowerCase() : text)
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return spelled || fallback;
}

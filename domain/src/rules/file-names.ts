import { asciiName } from '@dtp/contract/text-formats';
import type { ReceiptType } from './receipt-type';

/**
 * A name as part of a file name every system accepts: umlauts and ß spelled out, other accents dropped,
 * anything but letters and digits one '-', none at the ends ('Golfclub Würmtal e.V.' → 'Golfclub-Wuermtal-e-V').
 * `fallback` when nothing is left.
 */
export function fileNamePart(text: string, fallback: string, { lowerCase = false }: { lowerCase?: boolean } = {}): string {
  return asciiName(text, { lowerCase }) || fallback;
}

/** The extensions each stored type may keep; the first is the one a name without gets. */
const EXTENSIONS: Record<ReceiptType, readonly [string, ...string[]]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/** The most a file name takes on common file systems (ext4, NTFS, APFS: 255 bytes of UTF-8). */
export const MAX_FILE_NAME_BYTES = 255;

// Control, format (bidi overrides, zero-width) and line-separator characters: invisible or misleading in a name.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const TRAILING_EXTENSION = /\.([A-Za-z][A-Za-z0-9]{0,9})$/;

/** The name's extension as spelled ('JPG') when it is one of `extensions`; null otherwise. */
function rightExtension(name: string, extensions: readonly string[]): string | null {
  const found = TRAILING_EXTENSION.exec(name)?.[1];
  return found !== undefined && extensions.includes(found.toLowerCase()) ? found : null;
}

/** `text` cut to at most `bytes` bytes of UTF-8, never inside a character. */
function cutToBytes(text: string, bytes: number): string {
  const encoder = new TextEncoder();
  let cut = '';
  let used = 0;
  for (const char of text) {
    used += encoder.encode(char).byteLength;
    if (used > bytes) break;
    cut += char;
  }
  return cut;
}

const withoutDotsAndSpacesAtTheEnds = (text: string): string => text.replace(/^[\s.]+|[\s.]+$/g, '');

/**
 * An uploaded receipt's or photo's name as stored and shown: the last part of a path only, without invisible
 * characters, with an extension of the type its content showed — a wrong one goes ('Beleg.pdf.hta' with a PDF's
 * bytes → 'Beleg.pdf', 'scan.png' → 'scan.pdf', 'Beleg' → 'Beleg.pdf') — and at most 255 bytes of UTF-8.
 * `fallback` names a file whose name leaves nothing.
 */
export function storedFileName(uploaded: string, type: ReceiptType, fallback: string): string {
  const extensions = EXTENSIONS[type];
  let name = (uploaded.split(/[/\\]/).pop() ?? '').replace(UNSEEN, '').trim();
  if (!rightExtension(name, extensions)) name = name.replace(TRAILING_EXTENSION, '');
  const own = rightExtension(name, extensions);
  const extension = own ?? extensions[0];
  const stem = withoutDotsAndSpacesAtTheEnds(own ? name.slice(0, -own.length - 1) : name) || fallback;
  const cut = withoutDotsAndSpacesAtTheEnds(cutToBytes(stem, MAX_FILE_NAME_BYTES - extension.length - 1)) || fallback;
  return `${cut}.${extension}`;
}

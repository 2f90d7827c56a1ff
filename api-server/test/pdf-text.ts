import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Reading a PDF back in a test with pdftotext (poppler-utils): the print PDFs and the club's report.

const PDFTOTEXT_ABSENT: string | null = spawnSync('pdftotext', ['-v']).error ? 'pdftotext (poppler-utils) is not installed: the PDFs cannot be read back' : null;

/** `describe` where pdftotext is installed, `describe.skip` (reported as skipped, saying why) where not. */
export function describeIfPdftotext(file: string): jest.Describe {
  if (PDFTOTEXT_ABSENT) console.warn(`${file} skipped: ${PDFTOTEXT_ABSENT}`);
  return PDFTOTEXT_ABSENT === null ? describe : describe.skip;
}

/**
 * Where a test's PDFs are written: a temporary folder removed after the file's tests, or QUESTIONNAIRE_PDF_DIR=/some/folder
 * to keep them and look at them. Answers the reader: the PDF's text, whitespace folded (a title may wrap).
 */
export function pdfTextReader(prefix: string): (bytes: Uint8Array, name: string) => string {
  const kept = process.env.QUESTIONNAIRE_PDF_DIR;
  const dir = kept ?? mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  });
  return (bytes, name) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  };
}

import { MAX_FILE_NAME_BYTES, storedFileName } from './file-names';

// A receipt's or photo's stored name (issue 46, item 2): the extension its content shows, nothing invisible, ≤ 255 bytes.

const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

describe('storedFileName', () => {
  it.each([
    ['Beleg.pdf.hta', 'application/pdf', 'Beleg.pdf'],
    ['Beleg.hta', 'application/pdf', 'Beleg.pdf'],
    ['scan.png', 'application/pdf', 'scan.pdf'],
    ['Quittung.PDF', 'application/pdf', 'Quittung.PDF'],
    ['Beleg', 'application/pdf', 'Beleg.pdf'],
    ['Rechnung 12.2023', 'application/pdf', 'Rechnung 12.2023.pdf'],
    ['Tankbeleg.jpeg', 'image/jpeg', 'Tankbeleg.jpeg'],
    ['Tankbeleg.JPG', 'image/jpeg', 'Tankbeleg.JPG'],
    ['Tankbeleg.png', 'image/jpeg', 'Tankbeleg.jpg'],
    ['bild.exe', 'image/png', 'bild.png'],
    // One wrong extension goes; one before it stays part of the name, the last is always the content's.
    ['Parkplatz.png.hta', 'image/jpeg', 'Parkplatz.png.jpg'],
    ['Grüne Wiese.png', 'image/png', 'Grüne Wiese.png'],
  ] as const)('%j with the bytes of %s → %j', (uploaded, type, stored) => {
    expect(storedFileName(uploaded, type, 'beleg')).toBe(stored);
  });

  it('keeps the last part of a path only', () => {
    expect(storedFileName('C:\\fakepath\\Beleg.pdf', 'application/pdf', 'beleg')).toBe('Beleg.pdf');
    expect(storedFileName('../../etc/passwd', 'application/pdf', 'beleg')).toBe('passwd.pdf');
    expect(storedFileName('belege/', 'application/pdf', 'beleg')).toBe('beleg.pdf');
  });

  it('drops control, bidi and zero-width characters, and dots and spaces at the ends', () => {
    expect(storedFileName('Be\u0000leg\r\n\t.pdf', 'application/pdf', 'beleg')).toBe('Beleg.pdf');
    // Right-to-left override: 'Belegfdp.exe' would show as 'Belegexe.pdf'.
    expect(storedFileName('Beleg\u202Efdp.exe', 'application/pdf', 'beleg')).toBe('Belegfdp.pdf');
    expect(storedFileName('Be\u200Bleg.pdf', 'application/pdf', 'beleg')).toBe('Beleg.pdf');
    expect(storedFileName('...versteckt.pdf', 'application/pdf', 'beleg')).toBe('versteckt.pdf');
    expect(storedFileName('  . .pdf', 'application/pdf', 'beleg')).toBe('beleg.pdf');
    expect(storedFileName('\u0007', 'image/png', 'foto-7')).toBe('foto-7.png');
  });

  it(`is at most ${MAX_FILE_NAME_BYTES} bytes of UTF-8, cut between characters, the extension kept`, () => {
    const long = storedFileName(`${'ä'.repeat(300)}.pdf`, 'application/pdf', 'beleg');
    expect(bytesOf(long)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(long).toBe(`${'ä'.repeat(125)}.pdf`);
    const emoji = storedFileName('🧾'.repeat(100), 'image/png', 'beleg');
    expect(bytesOf(emoji)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(emoji).toBe(`${'🧾'.repeat(62)}.png`);
    expect(storedFileName(`${'a'.repeat(251)}.pdf`, 'application/pdf', 'beleg')).toHaveLength(255);
  });
});

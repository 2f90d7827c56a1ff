import { seedQuestionnaireDefinition } from '@dtp/domain';
import { createPdfPrinter } from './pdf-printer';
import { PDF_FAILED_MESSAGE } from './pdf-thread';
import { openSignedApp, type SignedApp } from '../../test/signed-app';

// Issue 59, item 2: the PDFs are made in a worker thread with a memory cap; one that fails ends its thread, not the API.

const def = seedQuestionnaireDefinition(2025);
const pdfText = (pdf: Uint8Array) => new TextDecoder('latin1').decode(pdf.subarray(0, 5));

describe('the PDF thread', () => {
  it('makes a PDF off the event loop', async () => {
    const printer = createPdfPrinter();
    try {
      expect(pdfText(await printer.definition(def, 'questionnaire'))).toBe('%PDF-');
    } finally {
      await printer.close();
    }
  }, 60_000);
});

describe('a PDF that fails in its thread', () => {
  let signed: SignedApp;
  afterEach(() => signed.close());

  const print = async () => signed.app.inject({ method: 'GET', url: '/questionnaire/print/2025/premium', headers: await signed.headers('tester') });
  const stillAnswers = async () => expect((await signed.app.inject({ method: 'GET', url: '/settings', headers: await signed.headers('tester') })).statusCode).toBe(200);

  it.each([
    ['beyond the memory cap', { resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 } }],
    ['beyond its time: ended', { timeoutMs: 50 }],
  ])('%s: a German 500, and the API keeps answering', async (_case, pdf) => {
    signed = await openSignedApp({ clock: { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) }, pdf });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await print();
    quiet.mockRestore();
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: PDF_FAILED_MESSAGE });
    await stillAnswers();
  }, 60_000);
});

import { demoMalformedFeedbackJson } from './demo-feedback';
import { hasNumberingPrefix, testFeedbackQuestions } from './test-feedback-questions';

const form = (formParams: unknown) => JSON.stringify({ formParams });

describe('the formParams filter of a per-test feedback', () => {
  test('keeps non-hidden numbered entries as question and answer, in their order', () => {
    const result = testFeedbackQuestions(
      form([
        { id: 'testingId', name: 'testingId', value: '1061', type: 'hidden' },
        { id: 'q2', name: '2. Auftreten', value: '3', type: 'rating' },
        { id: 'q1', name: '1. Pünktlichkeit', value: '5', type: 'rating' },
        { id: 'x', name: '3. Intern', value: 'geheim', type: 'hidden' },
        { id: 'by', name: 'Ausgefüllt von', value: 'CMC', type: 'text' },
        { id: 'q4', name: '4. Anmerkungen', value: 'Alles bestens.', type: 'textarea' },
      ]),
    );
    expect(result).toEqual({
      ok: true,
      questions: [
        { key: 'q2-1', question: '2. Auftreten', answer: '3', rating: true },
        { key: 'q1-2', question: '1. Pünktlichkeit', answer: '5', rating: true },
        { key: 'q4-5', question: '4. Anmerkungen', answer: 'Alles bestens.', rating: false },
      ],
    });
  });

  test('drops hidden entries whatever the spelling of the type', () => {
    const result = testFeedbackQuestions(form([{ id: 1, name: '1. Versteckt', value: 'x', type: ' Hidden ' }]));
    expect(result).toEqual({ ok: true, questions: [] });
  });

  test.each([
    ['1. Frage', true],
    ['1.Frage', true],
    ['  12. Frage', true],
    ['1.2. Unterfrage', true],
    ['1.2 Unterfrage', true],
    ['1 Frage', false],
    ['1) Frage', false],
    ['Frage 1.', false],
    ['2023 Saison', false],
    ['1.5 von 5', true],
    ['', false],
  ])('numbering prefix of %p: %p', (name, expected) => {
    expect(hasNumberingPrefix(name)).toBe(expected);
  });

  test('tolerates entries with missing or odd fields instead of rejecting the whole feedback', () => {
    const result = testFeedbackQuestions(
      form([
        { id: 'a', value: 'ohne Namen', type: 'text' },
        { id: 'b', name: 42, value: 'Name keine Zeichenkette', type: 'text' },
        { id: 'c', name: '1. Ohne Typ', value: 'ja' },
        { name: '2. Ohne Id', value: 4, type: 'rating' },
        { id: 'd', name: '3. Ohne Wert', type: 'text' },
        { id: 'e', name: '4. Null', value: null, type: 'text' },
        { id: 'f', name: '5. Objekt', value: { a: 1 }, type: 'text' },
        { id: 'g', name: '6. Liste', value: ['Range', 'Putting-Grün', ''], type: 'checkbox' },
        { id: 'h', name: '7. Schalter', value: true, type: 'checkbox' },
        null,
        'kein Objekt',
        ['1. Liste'],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      questions: [
        { key: 'c-2', question: '1. Ohne Typ', answer: 'ja', rating: false },
        { key: '3', question: '2. Ohne Id', answer: '4', rating: true },
        { key: 'd-4', question: '3. Ohne Wert', answer: '', rating: false },
        { key: 'e-5', question: '4. Null', answer: '', rating: false },
        { key: 'g-7', question: '6. Liste', answer: 'Range, Putting-Grün', rating: false },
        { key: 'h-8', question: '7. Schalter', answer: 'Ja', rating: false },
      ],
    });
  });

  test('a rating outside 0–5 is shown as it is, not as "n von 5"', () => {
    const result = testFeedbackQuestions(form([{ id: 1, name: '1. Skala', value: '7', type: 'rating' }]));
    expect(result).toEqual({ ok: true, questions: [{ key: '1-0', question: '1. Skala', answer: '7', rating: false }] });
  });

  test.each([
    ['truncated JSON', demoMalformedFeedbackJson],
    ['not JSON at all', 'Danke!'],
    ['an empty object', '{}'],
    ['an array', '[{"name": "1. Frage", "value": "x"}]'],
    ['a string', '"1. Frage"'],
    ['null', 'null'],
    ['formParams not a list', '{"formParams": {"name": "1. Frage"}}'],
  ])('rejects %s as a whole', (_, json) => {
    expect(testFeedbackQuestions(json)).toEqual({ ok: false });
  });
});

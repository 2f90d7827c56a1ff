import type { Prng } from '../prng';

const CMC_CRITERIA = ['Pünktlichkeit', 'Vollständigkeit des Fragebogens', 'Qualität der Kommentare', 'Fotos', 'Kommunikation mit CMC'];
const CLUB_CRITERIA = ['Pünktlichkeit', 'Auftreten', 'Diskretion', 'Einhaltung der Platzregeln'];

/** A feedback form JSON as the external form stores it (see contract/feedback-form.ts). */
export function feedbackJson(prng: Prng, kind: 'cmc' | 'club', testingId: number): string {
  const criteria = kind === 'cmc' ? CMC_CRITERIA : CLUB_CRITERIA;
  const formParams = [
    { id: 'testingId', name: 'testingId', value: String(testingId), type: 'hidden' },
    ...criteria.map((name, i) => ({ id: `q${i + 1}`, name: `${i + 1}. ${name}`, value: String(prng.int(2, 5)), type: 'rating' })),
    {
      id: `q${criteria.length + 1}`,
      name: `${criteria.length + 1}. Anmerkungen`,
      value: prng.pick(['Sehr angenehmer Tester.', 'Alles bestens.', 'Kam etwas zu spät zur Startzeit.', '']),
      type: 'textarea',
    },
    { id: 'submittedBy', name: 'Ausgefüllt von', value: kind === 'cmc' ? 'CMC' : 'Clubmanager', type: 'text' },
  ];
  return JSON.stringify({ formParams });
}

/** The one malformed feedback of the seed (truncated JSON). */
export const MALFORMED_FEEDBACK = '{"formParams": [{"id": "q1", "name": "1. Pünktlichkeit", "value": "4", "type": "rating"},';

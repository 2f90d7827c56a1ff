import {
  CLUB_FEEDBACK_CRITERIA,
  CMC_FEEDBACK_CRITERIA,
  feedbackFieldRules,
  feedbackFormJson,
  feedbackRatingRule,
  feedbackRemarksRule,
  feedbackValuesOf,
  parseFeedbackForm,
} from './feedback-form';

describe('the feedback JSON: one builder and one reader for CMC and the club', () => {
  it('writes the shape the outside form site stored, byte for byte (the seed and the charts depend on it)', () => {
    expect(feedbackFormJson(1061, CLUB_FEEDBACK_CRITERIA, { ratings: [5, 4, 0, 3], remarks: 'Alles bestens.' }, 'Clubmanager')).toBe(
      '{"formParams":[' +
        '{"id":"testingId","name":"testingId","value":"1061","type":"hidden"},' +
        '{"id":"q1","name":"1. Pünktlichkeit","value":"5","type":"rating"},' +
        '{"id":"q2","name":"2. Auftreten","value":"4","type":"rating"},' +
        '{"id":"q3","name":"3. Diskretion","value":"0","type":"rating"},' +
        '{"id":"q4","name":"4. Einhaltung der Platzregeln","value":"3","type":"rating"},' +
        '{"id":"q5","name":"5. Anmerkungen","value":"Alles bestens.","type":"textarea"},' +
        '{"id":"submittedBy","name":"Ausgefüllt von","value":"Clubmanager","type":"text"}]}',
    );
  });

  it('reads back what it wrote, for either kind', () => {
    const cmc = { ratings: [0, 1, 2, 3, 4], remarks: 'Fotos fehlen „teilweise“.\nSonst gut.' };
    expect(feedbackValuesOf(feedbackFormJson(7, CMC_FEEDBACK_CRITERIA, cmc, 'Martin Manager'), CMC_FEEDBACK_CRITERIA)).toEqual(cmc);
    const club = { ratings: [5, 5, 5, 5], remarks: '' };
    expect(feedbackValuesOf(feedbackFormJson(7, CLUB_FEEDBACK_CRITERIA, club, 'Club'), CLUB_FEEDBACK_CRITERIA)).toEqual(club);
    expect(parseFeedbackForm(feedbackFormJson(7, CLUB_FEEDBACK_CRITERIA, club, 'Club'))?.formParams).toHaveLength(CLUB_FEEDBACK_CRITERIA.length + 3);
  });

  it('reads nothing from no feedback, malformed JSON, or one that lacks a criterion', () => {
    expect(feedbackValuesOf(null, CMC_FEEDBACK_CRITERIA)).toBeNull();
    expect(feedbackValuesOf('{"formParams": [', CMC_FEEDBACK_CRITERIA)).toBeNull();
    // The club's JSON has no 'Fotos': it is no CMC feedback.
    expect(feedbackValuesOf(feedbackFormJson(7, CLUB_FEEDBACK_CRITERIA, { ratings: [5, 5, 5, 5], remarks: '' }, 'Club'), CMC_FEEDBACK_CRITERIA)).toBeNull();
  });
});

describe("the feedback form's field rules (the form and the domain run the same)", () => {
  it('wants every rating, a whole number from 0 to 5, and says so naming the criterion', () => {
    const rule = feedbackRatingRule('Fotos');
    expect(['0', '3', '5', ' 4 '].map(rule)).toEqual([null, null, null, null]);
    expect(['', '6', '-1', '2,5', 'gut'].map(rule)).toEqual(Array(5).fill('Bitte bewerten Sie „Fotos“ mit 0 bis 5.'));
  });

  it('takes remarks of up to 2000 characters', () => {
    expect(feedbackRemarksRule('x'.repeat(2000))).toBeNull();
    expect(feedbackRemarksRule('x'.repeat(2001))).toBe('Die Anmerkungen dürfen höchstens 2000 Zeichen lang sein.');
  });

  it('names each rule by its body path, one rating per criterion of the kind', () => {
    expect(Object.keys(feedbackFieldRules(CMC_FEEDBACK_CRITERIA))).toEqual(['ratings.0', 'ratings.1', 'ratings.2', 'ratings.3', 'ratings.4', 'remarks']);
    expect(Object.keys(feedbackFieldRules(CLUB_FEEDBACK_CRITERIA))).toEqual(['ratings.0', 'ratings.1', 'ratings.2', 'ratings.3', 'remarks']);
  });
});

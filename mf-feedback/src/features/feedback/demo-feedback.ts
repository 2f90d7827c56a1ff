/** Example feedback JSONs for the standalone page and the tests (the external form's shape). */
export const demoFeedbackJson = JSON.stringify({
  formParams: [
    { id: 'testingId', name: 'testingId', value: '1061', type: 'hidden' },
    { id: 'q1', name: '1. Pünktlichkeit', value: '5', type: 'rating' },
    { id: 'q2', name: '2. Vollständigkeit des Fragebogens', value: '4', type: 'rating' },
    { id: 'q3', name: '3. Qualität der Kommentare', value: '3', type: 'rating' },
    { id: 'q4', name: '4. Anmerkungen', value: 'Sehr angenehmer Tester. <b>Gerne wieder</b>', type: 'textarea' },
    { id: 'submittedBy', name: 'Ausgefüllt von', value: 'CMC', type: 'text' },
  ],
});

export const demoMalformedFeedbackJson = '{"formParams": [{"id": "q1", "name": "1. Pünktlichkeit", "value": "4", "type": "rating"},';

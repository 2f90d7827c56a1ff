import type { Question, QuestionnaireDefinition } from './questionnaire';
import { checkQuestionnaireDefinition, questionnaireIssues } from './questionnaire-check';

// The admin's import of a questionnaire definition (issue 43, item 1): schema and rules, German errors naming
// the page and the question.

describe('questionnaire definition check', () => {
  const YES_NO = [
    { value: 'yes', label: 'Ja', points: 1 },
    { value: 'no', label: 'Nein', points: 0 },
  ];
  const SCALE = ['1', '2', '3', '4', '5'].map((value, i) => ({ value, label: `Stufe ${value}`, points: i }));

  function validDefinition(): QuestionnaireDefinition {
    const question = (id: string, text: string, fields: Partial<Question>): Question => ({
      id, kind: 'scale', text, help: '', required: true, allowNotApplicable: false, weight: 1, premiumOnly: false, options: SCALE, ...fields,
    });
    return {
      year: 2023,
      version: 1,
      title: 'Fragebogen 2023',
      sections: [
        {
          id: 'buchung',
          title: 'Buchung und Telefon',
          intro: '',
          premiumOnly: false,
          questions: [
            question('booking.friendly', 'Wie freundlich war der Kontakt?', { weight: 2 }),
            question('booking.rings', 'Nach wie vielen Klingelzeichen wurde abgenommen?', { kind: 'number', options: [], weight: 0, required: false, unit: 'Klingelzeichen' }),
          ],
        },
        {
          id: 'sekretariat',
          title: 'Sekretariat',
          intro: '',
          premiumOnly: false,
          questions: [
            question('reception.greeting', 'Wurden Sie freundlich begrüßt?', { kind: 'yesNo', options: YES_NO }),
            question('reception.channel', 'Wie haben Sie eingecheckt?', {
              kind: 'choice', weight: 0, options: [{ value: 'desk', label: 'Am Tresen', points: 0 }, { value: 'app', label: 'Per App', points: 0 }],
            }),
            question('reception.photos', 'Fotos vom Empfang', { kind: 'photos', options: [], weight: 0, required: false, maxPhotos: 3 }),
            question('reception.comment', 'Anmerkungen', { kind: 'text', options: [], weight: 0, required: false }),
          ],
        },
      ],
    };
  }

  /** The errors of a valid definition changed by `change`. */
  function errorsAfter(change: (d: QuestionnaireDefinition) => void): string[] {
    const definition = validDefinition();
    change(definition);
    const result = checkQuestionnaireDefinition(JSON.parse(JSON.stringify(definition)));
    return result.ok ? [] : result.errors;
  }
  const questionAt = (d: QuestionnaireDefinition, s: number, q: number): Question => d.sections[s]!.questions[q]!;

  test('a valid definition passes, as parsed JSON and as JSON text', () => {
    const definition = validDefinition();
    expect(checkQuestionnaireDefinition(definition)).toEqual({ ok: true, definition });
    expect(checkQuestionnaireDefinition(JSON.stringify(definition))).toEqual({ ok: true, definition });
  });

  test('text that is not JSON, and JSON that is not an object, are refused in German', () => {
    expect(checkQuestionnaireDefinition('{ kaputt')).toEqual({ ok: false, errors: ['Die Datei enthält kein gültiges JSON.'] });
    expect(checkQuestionnaireDefinition([])).toEqual({ ok: false, errors: ['Der Fragebogen muss ein JSON-Objekt sein.'] });
    expect(checkQuestionnaireDefinition(null)).toEqual({ ok: false, errors: ['Der Fragebogen muss ein JSON-Objekt sein.'] });
  });

  test('schema errors are German and name the page, the question and the field', () => {
    const errors = errorsAfter((d) => {
      const raw = questionAt(d, 1, 0) as unknown as Record<string, unknown>;
      raw.weight = 'viel';
      delete raw.required;
      raw.kind = 'slider';
      (d as unknown as Record<string, unknown>).year = undefined;
      d.sections[0]!.id = 'Buchung';
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'Fragebogen: „year“ (Jahr) fehlt.',
        'Seite 1 („Buchung und Telefon“): „id“ (Kennung) besteht aus Kleinbuchstaben, Ziffern und Bindestrich, z. B. „sekretariat“.',
        'Seite 2 („Sekretariat“), Frage 1 („Wurden Sie freundlich begrüßt?“): „weight“ (Gewicht) muss eine Zahl sein.',
        'Seite 2 („Sekretariat“), Frage 1 („Wurden Sie freundlich begrüßt?“): „required“ (Pflichtfrage) fehlt.',
        'Seite 2 („Sekretariat“), Frage 1 („Wurden Sie freundlich begrüßt?“): „kind“ (Art) muss eines von "scale", "yesNo", "choice", "number", "text", "photos" sein, nicht "slider".',
      ]),
    );
    expect(errors).toHaveLength(5);
  });

  test('an option with a bad field names the answer too', () => {
    const errors = errorsAfter((d) => {
      questionAt(d, 0, 0).options = [...SCALE.slice(0, 4), { value: '5', label: 'Stufe 5', points: -1 }];
    });
    expect(errors).toEqual(['Seite 1 („Buchung und Telefon“), Frage 1 („Wie freundlich war der Kontakt?“), Antwort 5 („Stufe 5“): „points“ (Punkte) muss mindestens 0 sein.']);
  });

  test('a definition needs a page, and no page may be empty', () => {
    expect(errorsAfter((d) => (d.sections = []))).toEqual(['Fragebogen: Der Fragebogen braucht mindestens eine Seite.']);
    expect(errorsAfter((d) => (d.sections[1]!.questions = []))).toEqual(['Seite 2 („Sekretariat“): Die Seite hat keine Fragen.']);
  });

  test('section ids are unique, question ids unique across the whole definition', () => {
    expect(errorsAfter((d) => (d.sections[1]!.id = 'buchung'))).toEqual(['Seite 2 („Sekretariat“): Die Kennung „buchung“ hat schon Seite 1 („Buchung und Telefon“).']);
    expect(errorsAfter((d) => (questionAt(d, 1, 3).id = 'booking.friendly'))).toEqual([
      'Seite 2 („Sekretariat“), Frage 4 („Anmerkungen“): Die Kennung „booking.friendly“ hat schon Seite 1 („Buchung und Telefon“), Frage 1 („Wie freundlich war der Kontakt?“).',
    ]);
  });

  test('scale and choice need two options, yes/no exactly two, option values unique', () => {
    const place = 'Seite 2 („Sekretariat“), Frage 1 („Wurden Sie freundlich begrüßt?“)';
    expect(errorsAfter((d) => Object.assign(questionAt(d, 1, 0), { kind: 'choice', options: YES_NO.slice(0, 1) }))).toEqual([
      `${place}: Eine Auswahlfrage braucht mindestens zwei Antworten.`,
    ]);
    expect(errorsAfter((d) => Object.assign(questionAt(d, 1, 0), { kind: 'scale', options: [] }))).toEqual([
      `${place}: Eine Skalenfrage braucht mindestens zwei Antworten.`,
    ]);
    expect(errorsAfter((d) => (questionAt(d, 1, 0).options = [...YES_NO, { value: 'maybe', label: 'Vielleicht', points: 0 }]))).toEqual([
      `${place}: Eine Ja/Nein-Frage braucht genau zwei Antworten.`,
    ]);
    expect(errorsAfter((d) => (questionAt(d, 1, 0).options = [YES_NO[0]!, { ...YES_NO[1]!, value: 'yes' }]))).toEqual([
      `${place}: Der Wert „yes“ kommt bei mehreren Antworten vor.`,
    ]);
  });

  test('photos need maxPhotos; photos, number and text questions have no options and weight 0', () => {
    const photos = 'Seite 2 („Sekretariat“), Frage 3 („Fotos vom Empfang“)';
    expect(errorsAfter((d) => delete questionAt(d, 1, 2).maxPhotos)).toEqual([`${photos}: Eine Fotofrage braucht eine Höchstzahl an Fotos („maxPhotos“, 1 bis 10).`]);
    expect(errorsAfter((d) => Object.assign(questionAt(d, 1, 2), { options: YES_NO, weight: 1 }))).toEqual([
      `${photos}: Eine Fotofrage hat keine Antworten („options“ muss leer sein).`,
      `${photos}: Eine Fotofrage zählt nicht zur Bewertung: „weight“ muss 0 sein.`,
    ]);
    expect(errorsAfter((d) => (questionAt(d, 0, 1).weight = 2))).toEqual([
      'Seite 1 („Buchung und Telefon“), Frage 2 („Nach wie vielen Klingelzeichen wurde abgenommen?“): Eine Zahlenfrage zählt nicht zur Bewertung: „weight“ muss 0 sein.',
    ]);
    expect(errorsAfter((d) => (questionAt(d, 1, 3).options = SCALE))).toEqual([
      'Seite 2 („Sekretariat“), Frage 4 („Anmerkungen“): Eine Textfrage hat keine Antworten („options“ muss leer sein).',
    ]);
  });

  test('a scoring question with weight needs an option with points', () => {
    expect(errorsAfter((d) => (questionAt(d, 1, 1).weight = 2))).toEqual([
      'Seite 2 („Sekretariat“), Frage 2 („Wie haben Sie eingecheckt?“): Mindestens eine Antwort braucht Punkte über 0, sonst kann die Frage nicht zählen (oder „weight“ auf 0 setzen).',
    ]);
  });

  test('a long question text is shortened in the place, and a flood of errors is capped', () => {
    const long = 'Wie beurteilen Sie den Zustand der Grüns, der Vorgrüns und der Bunker an den Löchern eins bis neun?';
    const [error] = errorsAfter((d) => Object.assign(questionAt(d, 0, 0), { text: long, options: [] }));
    expect(error).toMatch(/^Seite 1 \(„Buchung und Telefon“\), Frage 1 \(„Wie beurteilen Sie den Zustand der Grüns, der Vorgrüns und…“\): /);

    const many = errorsAfter((d) => (d.sections[0]!.questions = Array.from({ length: 80 }, () => ({ ...questionAt(d, 0, 0), options: [] }))));
    expect(many).toHaveLength(51);
    expect(many.at(-1)).toMatch(/^… und \d+ weitere Fehler\.$/);
  });

  describe('conditions (issue 61)', () => {
    const greeting = 'Seite 2 („Sekretariat“), Frage 1 („Wurden Sie freundlich begrüßt?“)';
    const channel = 'Seite 2 („Sekretariat“), Frage 2 („Wie haben Sie eingecheckt?“)';

    test('a condition on an earlier scale, yes/no or choice question with its answers passes', () => {
      expect(errorsAfter((d) => (questionAt(d, 1, 1).showIf = { questionId: 'reception.greeting', answers: ['yes'] }))).toEqual([]);
      expect(errorsAfter((d) => (questionAt(d, 1, 0).showIf = { questionId: 'booking.friendly', answers: ['4', '5'] }))).toEqual([]);
    });

    test('a condition on itself, on a later question or on an unknown one is refused, so no cycle can be written', () => {
      expect(errorsAfter((d) => (questionAt(d, 1, 0).showIf = { questionId: 'reception.greeting', answers: ['yes'] }))).toEqual([
        `${greeting}: Eine Frage kann nicht von sich selbst abhängen.`,
      ]);
      expect(errorsAfter((d) => (questionAt(d, 0, 0).showIf = { questionId: 'reception.greeting', answers: ['yes'] }))).toEqual([
        'Seite 1 („Buchung und Telefon“), Frage 1 („Wie freundlich war der Kontakt?“): Die Bedingung nennt die Frage „Wurden Sie freundlich begrüßt?“ (Seite 2, Frage 1), die erst später kommt. Eine Frage kann nur von einer früheren Frage abhängen.',
      ]);
      // A cycle of two: each names the other, so one of them names a later question.
      const cycle = errorsAfter((d) => {
        questionAt(d, 1, 0).showIf = { questionId: 'reception.channel', answers: ['desk'] };
        questionAt(d, 1, 1).showIf = { questionId: 'reception.greeting', answers: ['yes'] };
      });
      expect(cycle).toEqual([`${greeting}: Die Bedingung nennt die Frage „Wie haben Sie eingecheckt?“ (Seite 2, Frage 2), die erst später kommt. Eine Frage kann nur von einer früheren Frage abhängen.`]);
      expect(errorsAfter((d) => (questionAt(d, 1, 1).showIf = { questionId: 'reception.gone', answers: ['yes'] }))).toEqual([
        `${channel}: Die Bedingung nennt die Frage „reception.gone“, die es im Fragebogen nicht gibt.`,
      ]);
    });

    test('the named question must be answered with an option, and the answers must be its own', () => {
      expect(errorsAfter((d) => (questionAt(d, 1, 0).showIf = { questionId: 'booking.rings', answers: ['3'] }))).toEqual([
        `${greeting}: Die Bedingung braucht eine Skalen-, Ja/Nein- oder Auswahlfrage; „Nach wie vielen Klingelzeichen wurde abgenommen?“ (Seite 1, Frage 2) ist eine Zahlenfrage.`,
      ]);
      expect(errorsAfter((d) => (questionAt(d, 1, 1).showIf = { questionId: 'reception.greeting', answers: ['ja'] }))).toEqual([
        `${channel}: Die Antwort „ja“ gibt es bei der Frage „Wurden Sie freundlich begrüßt?“ (Seite 2, Frage 1) nicht.`,
      ]);
      expect(errorsAfter((d) => (questionAt(d, 1, 1).showIf = { questionId: 'reception.greeting', answers: [] }))).toEqual([
        `${channel}: „answers“ (Antworten der Bedingung) braucht mindestens 1 Zeichen.`.replace('braucht mindestens 1 Zeichen', 'darf nicht leer sein'),
      ]);
    });

    test('a question of normal tests cannot depend on a premium-only one', () => {
      const errors = errorsAfter((d) => {
        questionAt(d, 0, 0).premiumOnly = true;
        questionAt(d, 1, 0).showIf = { questionId: 'booking.friendly', answers: ['5'] };
      });
      expect(errors).toEqual([
        `${greeting}: Die Bedingung nennt die Premium-Frage „Wie freundlich war der Kontakt?“ (Seite 1, Frage 1): Bei normalen Tests würde diese Frage nie gestellt. Markieren Sie sie auch „nur Premium“ oder wählen Sie eine andere Frage.`,
      ]);
      expect(errorsAfter((d) => {
        questionAt(d, 0, 0).premiumOnly = true;
        Object.assign(questionAt(d, 1, 0), { premiumOnly: true, showIf: { questionId: 'booking.friendly', answers: ['5'] } });
      })).toEqual([]);
    });

    test('every issue carries its place for the editor: page, question, answer and field', () => {
      const definition = validDefinition();
      questionAt(definition, 1, 1).showIf = { questionId: 'reception.gone', answers: ['yes'] };
      (questionAt(definition, 0, 0).options[2] as unknown as Record<string, unknown>).points = 'drei';
      const schema = questionnaireIssues(JSON.parse(JSON.stringify(definition)));
      expect(schema.definition).toBeNull();
      expect(schema.issues.map((issue) => issue.place)).toEqual([{ section: 0, question: 0, option: 2, field: 'points' }]);
      questionAt(definition, 0, 0).options[2]!.points = 3;
      const semantic = questionnaireIssues(definition);
      expect(semantic.issues).toEqual([
        { place: { section: 1, question: 1, field: 'showIf' }, where: channel, message: 'Die Bedingung nennt die Frage „reception.gone“, die es im Fragebogen nicht gibt.' },
      ]);
    });
  });
});

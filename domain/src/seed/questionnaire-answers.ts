import type { Answer, Answers, Question, QuestionnaireDefinition } from '@dtp/contract/questionnaire';
import { questionsOf } from '@dtp/contract/questionnaire-score';

// Answers of a done test for the seed (issue 43, item 1), so the reports have data on `npm start`: mostly good
// clubs with a bad moment here and there, some 'nicht beurteilbar', a few comments, no photos.

/** Per section: [praise, criticism]; a better club gets more praise. */
const COMMENTS: Record<string, readonly [readonly string[], readonly string[]]> = {
  booking: [['Sehr freundliche Dame am Telefon, alles schnell geklärt.', 'Online-Buchung unkompliziert.'], ['Erst beim dritten Anruf erreicht.']],
  arrival: [['Parkplatz frisch markiert, sehr gepflegt.'], ['Zufahrt schlecht ausgeschildert, das Navi half.', 'Parkplatz am Vormittag schon sehr voll.']],
  reception: [['Herzlicher Empfang, man nahm sich Zeit.', 'Platzregeln ungefragt erklärt, vorbildlich.'], ['Sekretariat kurz unbesetzt, dann aber freundlich.']],
  proshop: [['Kleiner, aber gut sortierter Shop.'], ['Proshop war über Mittag geschlossen.']],
  practice: [['Range mit Rasenabschlägen, sehr schön.', 'Puttinggrün rollte wie der Platz.'], ['Rangebälle teils stark abgenutzt.']],
  course: [['Grüns in Top-Zustand, schnell und gleichmäßig.'], ['Viele nicht ausgebesserte Pitchmarken.', 'Bunker an Loch 7 nicht geharkt.', 'Fairways nach dem Regen etwas weich.']],
  'course-care': [['Beschilderung vorbildlich.'], ['Weg zu Abschlag 10 schwer zu finden.', 'Ballwascher teils ohne Wasser.']],
  'starter-marshal': [['Starter mit guten Tipps zum Platz.', 'Marshal sorgte freundlich für Spielfluss.'], ['Kein Starter, Abschlag dennoch pünktlich.']],
  'changing-rooms': [['Umkleiden frisch renoviert.'], ['Duschen sauber, Föhn defekt.', 'Handtücher fehlten.']],
  gastronomy: [['Sehr gute Küche, regionale Gerichte.', 'Schöne Terrasse mit Blick auf das 18. Grün.'], ['Service freundlich, aber langsam.']],
  overall: [['Rundum gelungener Besuch, gerne wieder.', 'Man fühlt sich als Gast willkommen.'], ['Platz top, Service mit Luft nach oben.']],
};
const GENERIC_COMMENTS: readonly [readonly string[], readonly string[]] = [['Insgesamt sehr positiv.', 'Alles in Ordnung.'], ['Hier ist noch Luft nach oben.']];

/** Plausible answers of a done test on the questions its test sees; the same random function gives the same answers. */
export function seedAnswers(definition: QuestionnaireDefinition, premiumTest: boolean, random: () => number): Answers {
  // How good the club was on the day: most clubs of the association do well.
  const level = 0.6 + random() * 0.35;
  const answers: Answers = {};
  for (const section of questionsOf(definition, premiumTest)) {
    for (const question of section.questions) {
      const answer = answerOf(question, section.id, level, random);
      if (answer) answers[question.id] = answer;
    }
  }
  return answers;
}

function answerOf(question: Question, sectionId: string, level: number, random: () => number): Answer | null {
  if (question.kind === 'photos') return null;
  // Testers skip most optional comments and a few other optional questions.
  if (!question.required && random() < (question.kind === 'text' ? 0.7 : 0.15)) return null;
  if (question.allowNotApplicable && random() < 0.08) return { notApplicable: true };
  if (question.kind === 'text') {
    const [praise, criticism] = COMMENTS[sectionId] ?? GENERIC_COMMENTS;
    const text = pick(random() < level ? praise : criticism, random);
    return text ? { text } : null;
  }
  if (question.kind === 'number') return { number: numberFor(question.unit, random) };
  return optionAnswer(question, level, random);
}

/** The option whose share of the points lies nearest to the club's level with some noise; any option where none scores. */
function optionAnswer(question: Question, level: number, random: () => number): Answer | null {
  const maxPoints = Math.max(0, ...question.options.map((option) => option.points));
  if (question.weight === 0 || maxPoints === 0) {
    const option = pick(question.options, random);
    return option ? { option: option.value } : null;
  }
  const target = Math.min(1, Math.max(0, level + (random() - 0.5) * 0.5));
  let best = question.options[0];
  for (const option of question.options) {
    if (best && Math.abs(option.points / maxPoints - target) < Math.abs(best.points / maxPoints - target)) best = option;
  }
  return best ? { option: best.value } : null;
}

function numberFor(unit: string | undefined, random: () => number): number {
  if (unit === 'Klingelzeichen') return 1 + Math.floor(random() * 6);
  if (unit === 'Minuten') return Math.floor(random() * random() * 15);
  return Math.floor(random() * 10);
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

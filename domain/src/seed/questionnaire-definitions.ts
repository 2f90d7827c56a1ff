import { jsonCopy } from '@dtp/contract/json-copy';
import type { Question, QuestionnaireDefinition, QuestionOption, QuestionSection } from '@dtp/contract/questionnaire';

// The seed's questionnaire (issue 43, item 1): what a tester of an association of leading golf clubs observes on a
// visit, from the booking call to the drink after the round. The premium test adds two sections and a few questions.

/**
 * Every scale has the same five steps, values '1' to '5' and points 0 to 4: 'sehr schlecht' is 0 % of a question's
 * points, 'mittelmäßig' 50 %, 'sehr gut' 100 %.
 */
const SCALE_OPTIONS: QuestionOption[] = ['sehr schlecht', 'schlecht', 'mittelmäßig', 'gut', 'sehr gut'].map((label, i) => ({
  value: String(i + 1),
  label,
  points: i,
}));
const YES_NO_OPTIONS: QuestionOption[] = [
  { value: 'yes', label: 'Ja', points: 1 },
  { value: 'no', label: 'Nein', points: 0 },
];
const NO_PERSONS = 'Bitte fotografieren Sie so, dass keine Personen zu erkennen sind.';

interface QuestionExtras {
  help?: string;
  /** Default true, except for comments, numbers and photos. */
  required?: boolean;
  /** Offers 'nicht beurteilbar'. */
  na?: boolean;
  premium?: boolean;
}

function question(id: string, kind: Question['kind'], text: string, weight: number, options: QuestionOption[], extras: QuestionExtras): Question {
  return {
    id,
    kind,
    text,
    help: extras.help ?? '',
    required: extras.required ?? true,
    allowNotApplicable: extras.na ?? false,
    weight,
    premiumOnly: extras.premium ?? false,
    options,
  };
}
const scale = (id: string, text: string, weight: number, extras: QuestionExtras = {}): Question => question(id, 'scale', text, weight, SCALE_OPTIONS, extras);
const yesNo = (id: string, text: string, weight: number, extras: QuestionExtras = {}): Question => question(id, 'yesNo', text, weight, YES_NO_OPTIONS, extras);
/** options: [value, label, points]; weight 0 for a question that only describes the visit. */
const choice = (id: string, text: string, weight: number, options: [string, string, number][], extras: QuestionExtras = {}): Question =>
  question(id, 'choice', text, weight, options.map(([value, label, points]) => ({ value, label, points })), extras);
const numberQuestion = (id: string, text: string, unit: string, extras: QuestionExtras = {}): Question => ({
  ...question(id, 'number', text, 0, [], { required: false, ...extras }),
  unit,
});
const photos = (id: string, text: string, maxPhotos: number): Question => ({
  ...question(id, 'photos', text, 0, [], { required: false, help: NO_PERSONS }),
  maxPhotos,
});
const comment = (id: string, text = 'Möchten Sie zu diesem Bereich noch etwas anmerken?'): Question =>
  question(id, 'text', text, 0, [], { required: false, help: 'Freitext, optional. Was ist Ihnen besonders positiv oder negativ aufgefallen?' });

function section(id: string, title: string, intro: string, questions: Question[], premiumOnly = false): QuestionSection {
  return { id, title, intro, premiumOnly, questions };
}

const BOOKING = section('booking', 'Buchung und Telefon', 'Ihr erster Kontakt mit dem Club: die Buchung Ihrer Startzeit.', [
  choice('booking.channel', 'Wie haben Sie Ihre Startzeit gebucht?', 0, [['phone', 'Telefonisch', 0], ['online', 'Online', 0], ['email', 'Per E-Mail', 0]]),
  numberQuestion('booking.rings', 'Nach wie vielen Klingelzeichen wurde Ihr Anruf angenommen?', 'Klingelzeichen', {
    na: true,
    help: 'Nur bei telefonischer Buchung. Wurde gar nicht abgenommen, tragen Sie die Zahl bis zum Auflegen ein.',
  }),
  choice('booking.greeting', 'Wie meldete sich der Club am Telefon?', 2, [
    ['club-and-name', 'Mit Clubname, eigenem Namen und Gruß', 2],
    ['club', 'Nur mit dem Clubnamen', 1],
    ['none', 'Ohne Clubnamen', 0],
  ], { na: true, help: 'Bei einer Online-Buchung „nicht beurteilbar“.' }),
  scale('booking.friendly', 'Wie freundlich und hilfsbereit war der Kontakt bei der Buchung?', 2),
  yesNo('booking.name-used', 'Wurden Sie während des Gesprächs mit Ihrem Namen angesprochen?', 1, { na: true }),
  yesNo('booking.information', 'Wurden Sie auf Wichtiges hingewiesen (Greenfee, Handicap-Nachweis, Kleiderordnung, Platzsituation)?', 2),
  yesNo('booking.confirmation', 'Haben Sie eine schriftliche Bestätigung Ihrer Startzeit erhalten?', 1),
  yesNo('booking.extras', 'Wurden Ihnen von sich aus Zusatzleistungen angeboten (Trolley, Cart, Tischreservierung)?', 1, { premium: true }),
  comment('booking.comment'),
]);

const ARRIVAL = section('arrival', 'Anreise und Parken', '', [
  scale('arrival.signposting', 'Wie gut war der Club auf den letzten Kilometern ausgeschildert?', 1, { na: true }),
  scale('arrival.parking', 'Wie beurteilen Sie Zufahrt und Parkplatz (Zustand, Sauberkeit, Markierung)?', 2),
  yesNo('arrival.parking-space', 'Fanden Sie ohne langes Suchen einen freien Parkplatz?', 1),
  yesNo('arrival.guidance', 'Ist der Weg vom Parkplatz zum Sekretariat ausgeschildert?', 1),
  scale('arrival.first-impression', 'Wie ist Ihr erster Eindruck von Eingangsbereich und Außenanlagen des Clubhauses?', 2),
  yesNo('arrival.bag-drop', 'Gab es eine Bag-Drop-Zone oder Hilfe mit dem Golfbag?', 1, { premium: true }),
  photos('arrival.photos', 'Fotos von Parkplatz und Eingangsbereich', 3),
  comment('arrival.comment'),
]);

const RECEPTION = section('reception', 'Sekretariat und Empfang', '', [
  yesNo('reception.greeting', 'Wurden Sie beim Betreten des Sekretariats sofort freundlich begrüßt?', 2),
  choice('reception.wait', 'Wie lange mussten Sie warten, bis Sie bedient wurden?', 2, [
    ['none', 'Keine Wartezeit', 2],
    ['short', 'Bis zu 5 Minuten', 1],
    ['long', 'Länger als 5 Minuten', 0],
  ]),
  scale('reception.friendly', 'Wie freundlich und zuvorkommend war das Personal im Sekretariat?', 3),
  scale('reception.competence', 'Wie kompetent wurden Ihre Fragen beantwortet (Platz, Startzeit, Regeln)?', 2),
  yesNo('reception.membership-check', 'Wurde Ihr DGV-Ausweis bzw. Ihre Spielberechtigung kontrolliert?', 1),
  yesNo('reception.course-info', 'Erhielten Sie von sich aus Informationen zum Platz (Platzregeln, Pinpositionen, Besonderheiten des Tages)?', 2),
  yesNo('reception.scorecard', 'Wurde Ihnen eine Scorekarte ausgehändigt?', 1),
  yesNo('reception.name', 'Wurden Sie im Sekretariat mit Ihrem Namen angesprochen?', 1, { premium: true }),
  comment('reception.comment'),
]);

const PROSHOP = section('proshop', 'Proshop', 'Gibt es keinen Proshop oder war er geschlossen, wählen Sie „nicht beurteilbar“.', [
  yesNo('proshop.open', 'War der Proshop zu Ihrer Startzeit geöffnet und besetzt?', 1, { na: true }),
  scale('proshop.presentation', 'Wie ansprechend sind Warenpräsentation und Ordnung?', 2, { na: true }),
  scale('proshop.range', 'Wie beurteilen Sie das Sortiment (Bälle, Handschuhe, Bekleidung, Clubartikel)?', 1, { na: true }),
  scale('proshop.advice', 'Wie freundlich und fachkundig wurden Sie beraten?', 2, { na: true }),
  yesNo('proshop.prices', 'Waren alle Waren mit Preisen ausgezeichnet?', 1, { na: true }),
  comment('proshop.comment'),
]);

const PRACTICE = section('practice', 'Übungsanlagen', '', [
  scale('practice.range', 'Wie beurteilen Sie die Driving Range (Abschläge, Zielgrüns, Entfernungsmarkierungen)?', 2),
  yesNo('practice.balls-available', 'Konnten Sie ohne Umstände Rangebälle bekommen (Automat, Karte, Münzen)?', 1, { na: true }),
  scale('practice.balls', 'Wie ist der Zustand der Rangebälle?', 1, { na: true }),
  scale('practice.putting-green', 'Wie ist der Zustand des Puttinggrüns?', 2),
  scale('practice.short-game', 'Wie beurteilen Sie Chipping-Grün und Übungsbunker?', 1, { na: true, help: 'Gibt es keine, wählen Sie „nicht beurteilbar“.' }),
  comment('practice.comment'),
]);

const COURSE = section('course', 'Der Platz: Abschläge, Fairways, Grüns, Bunker', 'Bitte beurteilen Sie den Zustand am Testtag über alle gespielten Löcher.', [
  scale('course.tees', 'Wie ist der Zustand der Abschläge (eben, Divots ausgebessert, Abschlagmarkierungen)?', 2),
  scale('course.fairways', 'Wie ist der Zustand der Fairways (Dichte, Schnitt, Divots)?', 3),
  scale('course.rough', 'Wie gepflegt sind Semirough und Rough (gleichmäßig geschnitten, Bälle auffindbar)?', 1),
  scale('course.greens', 'Wie ist der Zustand der Grüns (Rollverhalten, Gleichmäßigkeit, ausgebesserte Pitchmarken)?', 3),
  choice('course.green-speed', 'Wie schnell waren die Grüns?', 0, [['slow', 'Langsam', 0], ['medium', 'Mittel', 0], ['fast', 'Schnell', 0]], {
    help: 'Nur zur Beschreibung, ohne Wertung.',
  }),
  scale('course.bunkers', 'Wie ist der Zustand der Bunker (Sand, Kanten, geharkt)?', 2),
  yesNo('course.pin-positions', 'Waren die Fahnen fair und abwechslungsreich gesteckt?', 1),
  photos('course.photos', 'Fotos vom Platz (Abschläge, Fairways, Grüns, Bunker)', 5),
  comment('course.comment'),
]);

const COURSE_CARE = section('course-care', 'Platzpflege und Beschilderung', '', [
  scale('course-care.signposting', 'Wie gut ist die Beschilderung auf dem Platz (Wege zu den Abschlägen, Lochtafeln)?', 2),
  yesNo('course-care.distance-markers', 'Gibt es gut sichtbare Entfernungsangaben (Markierungen, Sprinklerköpfe)?', 1),
  scale('course-care.paths', 'Wie ist der Zustand von Wegen und Brücken?', 1),
  scale('course-care.furniture', 'Wie sauber und gepflegt sind Abfallbehälter, Ballwascher und Bänke?', 1),
  yesNo('course-care.toilet', 'Gibt es auf dem Platz eine saubere Toilette (z. B. am Halfway-Haus)?', 1, { na: true }),
  yesNo('course-care.greenkeepers', 'Haben die Greenkeeper bei der Arbeit Rücksicht auf Ihr Spiel genommen?', 1, {
    na: true,
    help: 'Haben Sie keine Greenkeeper gesehen, wählen Sie „nicht beurteilbar“.',
  }),
  yesNo('course-care.refreshments', 'Gab es auf dem Platz Trinkwasser oder Erfrischungen?', 1, { premium: true }),
  comment('course-care.comment'),
]);

const STARTER = section('starter-marshal', 'Starter und Marshal', 'Gab es keinen Starter oder Marshal, wählen Sie bei den Fragen zu ihm „nicht beurteilbar“.', [
  yesNo('starter-marshal.starter-present', 'War am ersten Abschlag ein Starter anwesend?', 1),
  yesNo('starter-marshal.on-time', 'Konnten Sie pünktlich zu Ihrer Startzeit abschlagen?', 2),
  numberQuestion('starter-marshal.delay', 'Wie viele Minuten nach Ihrer Startzeit haben Sie abgeschlagen?', 'Minuten'),
  scale('starter-marshal.welcome', 'Wie freundlich und informativ war die Begrüßung durch den Starter?', 2, { na: true }),
  yesNo('starter-marshal.marshal-seen', 'War während Ihrer Runde ein Marshal auf dem Platz unterwegs?', 1),
  scale('starter-marshal.marshal', 'Wie beurteilen Sie das Auftreten des Marshals (freundlich, hilfreich für den Spielfluss)?', 1, { na: true }),
  choice('starter-marshal.round-time', 'Wie lange dauerte Ihre Runde über 18 Löcher?', 1, [
    ['up-to-4-30', 'Bis 4½ Stunden', 2],
    ['up-to-5', '4½ bis 5 Stunden', 1],
    ['over-5', 'Über 5 Stunden', 0],
  ], { na: true, help: 'Von Ihrem Abschlag an Loch 1 bis zum Einlochen an Loch 18.' }),
  comment('starter-marshal.comment'),
]);

const CHANGING_ROOMS = section('changing-rooms', 'Umkleiden und Sanitäranlagen', '', [
  scale('changing-rooms.cleanliness', 'Wie sauber sind Umkleiden und Duschen?', 3),
  scale('changing-rooms.condition', 'Wie ist der Zustand der Ausstattung (Spinde, Bänke, Föhn, Spiegel)?', 2),
  scale('changing-rooms.toilets', 'Wie sauber und gepflegt sind die Toiletten im Clubhaus?', 2),
  yesNo('changing-rooms.supplies', 'Waren Seife, Handtücher bzw. Papier und Toilettenpapier ausreichend vorhanden?', 1),
  yesNo('changing-rooms.lockers', 'Gab es abschließbare Spinde für Gäste?', 1, { na: true }),
  yesNo('changing-rooms.amenities', 'Lagen Handtücher und Pflegeprodukte (Duschgel, Shampoo) für Gäste bereit?', 1, { premium: true }),
  photos('changing-rooms.photos', 'Fotos von Umkleiden und Sanitäranlagen', 3),
  comment('changing-rooms.comment'),
]);

const GASTRONOMY = section('gastronomy', 'Gastronomie', 'Bitte kehren Sie nach der Runde im Clubrestaurant ein.', [
  yesNo('gastronomy.open', 'War die Gastronomie nach Ihrer Runde geöffnet?', 1),
  scale('gastronomy.welcome', 'Wie wurden Sie empfangen und platziert?', 2, { na: true }),
  scale('gastronomy.service', 'Wie freundlich und aufmerksam war der Service?', 3, { na: true }),
  choice('gastronomy.wait', 'Wie lange warteten Sie auf Ihr Essen?', 1, [
    ['up-to-15', 'Bis 15 Minuten', 2],
    ['up-to-30', '15 bis 30 Minuten', 1],
    ['over-30', 'Über 30 Minuten', 0],
  ], { na: true }),
  scale('gastronomy.food', 'Wie beurteilen Sie Qualität und Präsentation der Speisen?', 3, { na: true }),
  scale('gastronomy.value', 'Wie ist das Preis-Leistungs-Verhältnis?', 1, { na: true }),
  scale('gastronomy.terrace', 'Wie einladend ist die Terrasse bzw. der Außenbereich?', 1, { na: true, premium: true }),
  photos('gastronomy.photos', 'Fotos von Restaurant, Terrasse und Speisen', 4),
  comment('gastronomy.comment'),
]);

const OVERALL = section('overall', 'Gesamteindruck', '', [
  scale('overall.welcome', 'Wie willkommen haben Sie sich als Gast gefühlt?', 3),
  scale('overall.course', 'Wie ist Ihr Gesamteindruck vom Platz?', 3),
  scale('overall.value', 'Wie beurteilen Sie das Greenfee im Verhältnis zur gebotenen Leistung?', 2),
  yesNo('overall.return', 'Würden Sie wiederkommen und privat hier spielen?', 2),
  yesNo('overall.recommend', 'Würden Sie den Club Freunden und Bekannten empfehlen?', 2),
  comment('overall.comment', 'Was ist Ihnen bei Ihrem Besuch besonders positiv oder negativ aufgefallen?'),
]);

const PREMIUM_SERVICE = section('premium-service', 'Premium: Service und Details', 'Nur beim Premium-Test: die Aufmerksamkeiten, die einen führenden Club ausmachen.', [
  yesNo('premium-service.name-recall', 'Wurden Sie bei einem späteren Kontakt (z. B. nach der Runde) mit Ihrem Namen angesprochen?', 2, { na: true }),
  scale('premium-service.trolleys', 'Wie ist der Zustand der Leih-Trolleys bzw. Carts?', 1, { na: true }),
  yesNo('premium-service.bag-care', 'Wurde Ihnen nach der Runde angeboten, Ihre Schläger zu reinigen?', 1),
  yesNo('premium-service.attentions', 'Gab es kleine Aufmerksamkeiten (Tees, Pitchgabel, Erfrischungstuch, Wasser am Abschlag)?', 1),
  yesNo('premium-service.feedback-asked', 'Hat man Sie nach der Runde nach Ihrem Eindruck gefragt?', 2),
  scale('premium-service.request', 'Wie wurde mit Ihrer Bitte umgegangen?', 2, {
    help: 'Stellen Sie eine kleine, übliche Bitte, z. B. nach einer Platzskizze oder einem Tisch auf der Terrasse.',
  }),
  comment('premium-service.comment'),
], true);

const PREMIUM_CLUBHOUSE = section('premium-clubhouse', 'Premium: Clubhaus und Atmosphäre', '', [
  scale('premium-clubhouse.ambience', 'Wie beurteilen Sie Ambiente und Einrichtung des Clubhauses?', 2),
  scale('premium-clubhouse.cleanliness', 'Wie sauber und gepflegt sind die Aufenthaltsbereiche des Clubhauses?', 2),
  scale('premium-clubhouse.members', 'Wie offen begegneten Ihnen die Mitglieder?', 1, { na: true }),
  yesNo('premium-clubhouse.notices', 'Sind Informationen für Gäste gut sichtbar (Platzstatus, Veranstaltungen, Aushänge)?', 1),
  yesNo('premium-clubhouse.history', 'Werden Clubgeschichte und Auszeichnungen ansprechend präsentiert?', 1),
  yesNo('premium-clubhouse.wifi', 'Gibt es für Gäste ein WLAN?', 1, { na: true }),
  comment('premium-clubhouse.comment'),
], true);

const SECTIONS: readonly QuestionSection[] = [
  BOOKING, ARRIVAL, RECEPTION, PROSHOP, PRACTICE, COURSE, COURSE_CARE, STARTER, CHANGING_ROOMS, GASTRONOMY, OVERALL, PREMIUM_SERVICE, PREMIUM_CLUBHOUSE,
];

/** The seed's definition for a season: version 1, the same questions every year. */
export function seedQuestionnaireDefinition(year: number): QuestionnaireDefinition {
  // A fresh copy: a definition is stored and may be changed into a new version.
  return { year, version: 1, title: `Fragebogen ${year}`, sections: jsonCopy([...SECTIONS]) };
}

/**
 * The German validation messages of spec section 5, verbatim. `{field}` is the field's
 * label as the user sees it. Messages of rules the spec does not show use the default.
 */
export const validationMessages = {
  /** The default message: used by `length` and by field rules whose text the spec does not show. */
  invalid: (field: string) => `${field} is not valid.`,
  required: (field: string) => `Bitte geben Sie einen Wert für ${field} ein.`,
  email: () => 'Bitte geben Sie eine gültige Email-Adresse ein.',
  min: (field: string, n: number) => `${field} muss mindestens ${n} Zeichen lang sein.`,
  max: (field: string, n: number) => `${field} darf höchstens ${n} Zeichen lang sein.`,
  maxValue: (field: string, n: number | string) => `${field} darf höchstens ${n} betragen.`,
  /** Not in the rule table (km ≥ 0, coordinates ≥ 0.000001): worded like max_value. */
  minValue: (field: string, n: number | string) => `${field} muss mindestens ${n} betragen.`,
  unique: (field: string) => `${field} is bereits vergeben.`,
  url: (field: string) => `Bei ${field} muss es sich um eine gültige URL handeln.`,
  year: () => 'Bitte geben Sie das Jahr mit vier Zahlen ein.',
  birthYear: () =>
    'Bitte geben Sie ihr Geburtsjahr mit vier Zahlen ein. Die Altersobergrenze liegt bei 75 Jahren',
  date: () => 'Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.',
  /** 'hh:ss' is verbatim from the spec (the rule itself checks hh:mm). */
  time: () => 'Bitte geben Sie die Uhrzeit im Format hh:ss ein, z.B. 11:15.',
  handicap: () =>
    'Bitte geben Sie das HCPI als Komma-Zahl ein. Die Obergrenze für das Handicap liegt bei 18,4',
  twoDecimals: (field: string) => `Bitte geben Sie ${field} als Komma-Zahl ein`,
  iban: () =>
    'Bitte geben Sie die IBAN in folgendem Format ein: DE34 5678 9012 3456 1234 78 (Leerzeichen dürfen ausgelassen werden)',
  /** Our own addition: the format is right but the IBAN's check digits do not match. */
  ibanChecksum: () =>
    'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte überprüfen Sie Ihre Eingabe.',
  integer: () => 'Bitte geben Sie eine ganze Zahl ein',
} as const;

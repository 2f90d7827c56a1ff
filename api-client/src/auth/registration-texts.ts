/**
 * The registration thank-you notice (shell spec 2 'Tester data sheet' and 8: the account will be
 * activated soon). Shown by the shell to a signed-in account that has no role of the platform yet
 * (a new account of the identity service), and by the data sheet when a tester has no sheet yet.
 */
export const registrationTexts = {
  title: 'Vielen Dank für Ihre Registrierung!',
  activationSoon: 'Ihr Zugang wird in Kürze freigeschaltet.',
  /** The shell's page: what comes next and whom to ask. */
  nextSteps: 'Sobald Sie als Tester freigeschaltet sind, finden Sie hier Ihr Testerdatenblatt. Melden Sie sich dann bitte erneut an.',
  questions: (contact: string) => `Bei Fragen wenden Sie sich bitte an ${contact}:`,
} as const;

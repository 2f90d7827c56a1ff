import { ACCOUNTING_RETENTION_YEARS, ERASED_TESTER_NAME } from '@dtp/api-client/back-office';

/** The German texts of 'Tester löschen' on the tester detail (right to erasure, DSGVO Art. 17; issue 32, item 4). */
export const eraseTexts = {
  sectionTitle: 'Daten löschen',
  sectionHint:
    'Verlangt ein Tester die Löschung seiner Daten (Art. 17 DSGVO), löschen Sie ihn hier. Solange er für einen Test eingeteilt ist, der noch nicht durchgeführt ist, heben Sie zuerst die Einteilung auf.',
  erase: 'Tester löschen',
  title: 'Tester löschen',
  question: (name: string) => `Möchten Sie die Daten von ${name} endgültig löschen? Das lässt sich nicht rückgängig machen.`,
  removedTitle: 'Gelöscht werden',
  removed: [
    'Name, Anrede, Kontaktdaten (Email, Telefon, Mobil) und Anschrift',
    'Geburtsjahr, Beruf, Golfdaten, Heimatclubs, Schulungen und Kommentar',
    'die Datenblätter mit den Verfügbarkeiten',
    'die Bankverbindungen (IBAN und Bank) der Spesenabrechnungen',
    'alle Emails an den Tester',
    'der Name im Verlauf: die Änderungen selbst bleiben, ohne Namen',
  ],
  keptTitle: 'Erhalten bleiben',
  kept: `Die durchgeführten Tests und die Spesenabrechnungen mit ihren Beträgen und Belegen: Buchungsbelege müssen ${ACCOUNTING_RETENTION_YEARS} Jahre aufbewahrt werden (§ 147 AO, § 257 HGB). Sie erscheinen danach unter „${ERASED_TESTER_NAME}“. Die Belege löscht die Plattform wie bei allen Abrechnungen frühestens nach dieser Frist, gezählt ab dem Ende des Jahres der Freigabe (Löschfristen in der Administration); die Beträge bleiben. Eine noch nicht freigegebene Spesenabrechnung kann ohne Bankverbindung nicht mehr freigegeben werden.`,
  identityTitle: 'Danach im Identitätsdienst',
  identity:
    'Das Benutzerkonto des Testers beim Identitätsdienst wird hier nicht gelöscht. Deaktivieren oder löschen Sie es dort (Keycloak: Realm „dtp“ → Benutzer → den Benutzer löschen), damit er sich nicht mehr anmelden kann.',
} as const;

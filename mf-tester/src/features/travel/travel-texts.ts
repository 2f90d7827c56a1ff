import { kmText, REIMBURSE_WITHIN_DAYS } from '@dtp/api-client';
/** The German texts of spec section 2 'Own expense claims' and 'Travel claim detail'. */
export const travelsTexts = {
  /** The table's column headers. */
  columns: {
    club: 'Club',
    status: 'Rechnungsstatus',
  },
  heading: (year: number) => `Ihre Spesenabrechnungen ${year}`,
  empty: (year: number) => `Für das aktuelle Jahr ${year} liegen noch keine Spesenabrechnungen vor.`,
  emptyDetail: 'Eine Spesenabrechnung können Sie einreichen, sobald Ihr Test eingegangen ist.',
  tableCaption: 'Ihre Spesenabrechnungen der Saison',
  rowLabel: (club: string) => `Spesenabrechnung für den Test des ${club} öffnen`,
} as const;

export const travelTexts = {
  title: 'Spesenabrechnung',
  subtitle: (club: string, weeks: string, date: string) => `${club} · ${weeks}${date ? ` · Test am ${date}` : ''}`,
  notAvailable: 'Diese Spesenabrechnung ist nicht verfügbar.',
  submittedHint:
    'Ihre Spesenabrechnung ist gespeichert. Geben Sie sie frei, sobald Ihre Angaben vollständig sind und mindestens ein Beleg hochgeladen ist: Dann wird sie an den Club weitergeleitet.',
  releasedHint:
    `Ihre Spesenabrechnung wurde freigegeben und an den Club weitergeleitet. Der Club erstattet Ihnen die Spesen innerhalb von ${REIMBURSE_WITHIN_DAYS} Tagen. Ihre Bankdaten gehen nur an den Club und werden gelöscht, sobald die Email an ihn versendet ist.`,
  releasedHintForManager:
    'Diese Spesenabrechnung wurde bereits freigegeben. Um sie erneut freizugeben, geben Sie die Bankdaten erneut ein und speichern Sie die Abrechnung.',
  bankDataDeleted: 'Die Bankdaten wurden nach dem Versand der Email an den Club gelöscht.',
  /** Released, the club mail not yet accepted by the mail server (or failed, waiting for a resend). */
  bankDataHeld: 'Die Bankdaten werden nur noch für die Email an den Club aufbewahrt und gelöscht, sobald der Mailserver sie angenommen hat.',
  bankTitle: 'Bankdaten',
  expensesTitle: 'Ausgaben',
  receiptsTitle: 'Belege',
  commentsTitle: 'Bemerkungen',
  expensesIntro: 'Beträge in Euro mit Komma, z. B. 45,50. Fahrtkosten: 0,40 € je gefahrenem Kilometer (höchstens 400 km).',
  travelCosts: (km: number, amount: string) => `Fahrtkosten: ${kmText(km)} × 0,40 € = ${amount}`,
  sum: 'Summe',
  save: 'Speichern',
  release: 'Freigeben',
  releaseTitle: 'Spesenabrechnung freigeben?',
  releaseText:
    `Mit der Freigabe wird Ihre Spesenabrechnung mit Ihren Bankdaten an den Club gesendet, der sie innerhalb von ${REIMBURSE_WITHIN_DAYS} Tagen erstattet. Danach kann sie nicht mehr geändert werden, und Ihre Bankdaten werden gelöscht, sobald die Email an den Club versendet ist.`,
  releaseConfirm: 'Jetzt freigeben',
  saveBeforeRelease: 'Bitte speichern Sie Ihre Änderungen, bevor Sie die Spesenabrechnung freigeben.',
  receiptRequired: 'Bitte laden Sie mindestens einen Beleg hoch.',
  uploadLabel: 'Beleg hochladen',
  noReceipts: 'Noch keine Belege hochgeladen.',
  receiptsCaption: 'Hochgeladene Belege',
  preview: 'Vorschau',
  hidePreview: 'Vorschau schließen',
  /** The preview button's name and the preview image's alternative text. */
  previewLabel: (fileName: string) => `Vorschau des Belegs ${fileName}`,
  previewLoading: 'Vorschau wird geladen …',
  previewFailed: 'Die Vorschau kann nicht angezeigt werden.',
  /** A PDF receipt is not previewed as an image: it opens in a new tab. */
  openPdf: 'Öffnen',
  openPdfLabel: (fileName: string) => `Beleg ${fileName} in neuem Tab öffnen`,
  openFailed: 'Der Beleg kann nicht geöffnet werden.',
  deleteReceipt: 'Löschen',
  deleteLabel: (fileName: string) => `Beleg ${fileName} löschen`,
  deleteTitle: 'Beleg löschen?',
  deleteText: (fileName: string) => `Der Beleg „${fileName}“ wird aus der Spesenabrechnung entfernt.`,
} as const;

/** The soft warnings for a chosen test date and tee time (German, shown to testers and managers); `contact` is the back office's configured name. */
export const teeTimeWarningTexts = {
  outsidePeriod: (start: string, end: string, contact: string) =>
    `Das von Ihnen ausgewählte Test-Datum liegt außerhalb des geplanten Testzeitraums (${start} bis ${end}). Bitte stimmen Sie das Datum mit ${contact} ab.`,
  weekday: (weekday: string) =>
    `Das Test-Datum ist ein ${weekday}. Regel: Tests finden nur dienstags bis freitags statt, nicht montags, samstags oder sonntags.`,
  holiday: (name: string, state: string) =>
    `Das Test-Datum ist ein Feiertag (${name}, ${state}). Regel: An Feiertagen finden keine Tests statt.`,
  dayAfterHoliday: (name: string, state: string) =>
    `Das Test-Datum ist der Tag nach einem Feiertag (${name}, ${state}). Regel: Am Tag nach einem Feiertag finden keine Tests statt.`,
  teeTime: (time: string, contact: string) =>
    `Die Tee-Time ${time} Uhr liegt außerhalb von 9 bis 12 Uhr. Regel: Der Start liegt zwischen 9 und 12 Uhr; Ausnahmen nur nach Absprache mit ${contact}.`,
  title: 'Bitte prüfen Sie Ihre Angaben',
  note: 'Sie können trotzdem speichern.',
} as const;

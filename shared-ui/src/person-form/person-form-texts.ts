/** The German texts of the person form parts shared by the data sheet (mf-tester) and the tester detail (mf-backoffice). */
export const personFormTexts = {
  /** The club picker's column headers. */
  clubColumns: {
    position: '#',
    name: 'Name',
  },
  sections: {
    baseData: 'Stammdaten',
    contact: 'Kontaktdaten',
    address: 'Adresse',
    golf: 'Golfspiel',
  },
  /** `contact`: the back office's configured name (contact.name). */
  emailHint: (contact: string) => `Ihre Email-Adresse kann nur von ${contact} geändert werden.`,

  // Home club.
  homeClubOne: 'Heimatclub (Vollmitgliedschaft)',
  homeClubMany: 'Heimatclubs',
  noHomeClub: 'Noch kein Heimatclub ausgewählt.',
  removeMembership: (club: string) => `${club} entfernen`,
  remove: 'Entfernen',
  chooseClub: 'Club auswählen',
  clubTableCaption: 'Golfclubs zur Auswahl als Heimatclub',
  choose: 'auswählen',
  chooseLabel: (club: string) => `${club} auswählen`,
  noClubs: 'Keine passenden Golfclubs gefunden.',
  clubSearch: 'Club suchen',
  clubSearchPlaceholder: 'Name oder Ort',
} as const;

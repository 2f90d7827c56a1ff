/** Name and place pools of the generated testers. */
export const MALE_FIRST = ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Christian', 'Peter', 'Klaus', 'Jürgen', 'Frank', 'Markus', 'Oliver', 'Matthias', 'Wolfgang', 'Tobias', 'Florian', 'Jan', 'Sebastian', 'Dirk'] as const;
export const FEMALE_FIRST = ['Sabine', 'Claudia', 'Petra', 'Susanne', 'Andrea', 'Monika', 'Julia', 'Katrin', 'Anja', 'Birgit', 'Nicole', 'Stefanie', 'Christina', 'Heike', 'Ulrike', 'Martina', 'Lena', 'Sophie'] as const;
export const LAST = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann', 'Köhler', 'Maier', 'Herrmann', 'König', 'Walter', 'Kaiser'] as const;
export const PROFESSIONS = ['Rechtsanwalt', 'Ärztin', 'Ingenieur', 'Unternehmerin', 'Steuerberater', 'Lehrerin', 'Architekt', 'Bankkauffrau', 'Pensionär', 'Hotelfachfrau', 'Vertriebsleiter', 'Apothekerin'] as const;
export const STREETS = ['Hauptstraße', 'Schulstraße', 'Gartenstraße', 'Bahnhofstraße', 'Lindenweg', 'Bergstraße', 'Kirchweg', 'Birkenallee', 'Am Markt', 'Parkstraße'] as const;
export const BANKS = ['Sparkasse', 'Volksbank', 'Commerzbank', 'Deutsche Bank', 'Postbank', 'ING'] as const;

export interface CitySeed {
  city: string;
  zip: string;
  state: string;
  lat: number;
  lon: number;
}

export const CITIES: readonly CitySeed[] = [
  { city: 'Hamburg', zip: '20095', state: 'Hamburg', lat: 53.5511, lon: 9.9937 },
  { city: 'Berlin', zip: '10115', state: 'Berlin', lat: 52.52, lon: 13.405 },
  { city: 'München', zip: '80331', state: 'Bayern', lat: 48.1351, lon: 11.582 },
  { city: 'Köln', zip: '50667', state: 'Nordrhein-Westfalen', lat: 50.9375, lon: 6.9603 },
  { city: 'Frankfurt am Main', zip: '60311', state: 'Hessen', lat: 50.1109, lon: 8.6821 },
  { city: 'Stuttgart', zip: '70173', state: 'Baden-Württemberg', lat: 48.7758, lon: 9.1829 },
  { city: 'Düsseldorf', zip: '40213', state: 'Nordrhein-Westfalen', lat: 51.2277, lon: 6.7735 },
  { city: 'Leipzig', zip: '04109', state: 'Sachsen', lat: 51.3397, lon: 12.3731 },
  { city: 'Hannover', zip: '30159', state: 'Niedersachsen', lat: 52.3759, lon: 9.732 },
  { city: 'Nürnberg', zip: '90402', state: 'Bayern', lat: 49.4521, lon: 11.0767 },
  { city: 'Bremen', zip: '28195', state: 'Bremen', lat: 53.0793, lon: 8.8017 },
  { city: 'Mainz', zip: '55116', state: 'Rheinland-Pfalz', lat: 49.9929, lon: 8.2473 },
  { city: 'Erfurt', zip: '99084', state: 'Thüringen', lat: 50.9848, lon: 11.0299 },
  { city: 'Kiel', zip: '24103', state: 'Schleswig-Holstein', lat: 54.3233, lon: 10.1228 },
  { city: 'Rostock', zip: '18055', state: 'Mecklenburg-Vorpommern', lat: 54.0924, lon: 12.0991 },
  { city: 'Freiburg im Breisgau', zip: '79098', state: 'Baden-Württemberg', lat: 47.999, lon: 7.8421 },
  { city: 'Münster', zip: '48143', state: 'Nordrhein-Westfalen', lat: 51.9607, lon: 7.6261 },
  { city: 'Saarbrücken', zip: '66111', state: 'Saarland', lat: 49.2402, lon: 6.9969 },
  { city: 'Dresden', zip: '01067', state: 'Sachsen', lat: 51.0504, lon: 13.7373 },
  { city: 'Magdeburg', zip: '39104', state: 'Sachsen-Anhalt', lat: 52.1205, lon: 11.6276 },
];

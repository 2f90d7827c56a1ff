/** Seed clubs: 12 leading, 4 candidate, 4 further testable, 4 home-only; three without street and zip. */
export interface ClubSeed {
  name: string;
  city: string;
  zip: string;
  street: string;
  state: string;
  lat: number;
  lon: number;
  leading: boolean;
  candidate: boolean;
  testable: boolean;
}

const c = (
  name: string,
  city: string,
  zip: string,
  street: string,
  state: string,
  lat: number,
  lon: number,
  kind: 'leading' | 'candidate' | 'testable' | 'home',
): ClubSeed => ({
  name,
  city,
  zip,
  street,
  state,
  lat,
  lon,
  leading: kind === 'leading',
  candidate: kind === 'candidate',
  testable: kind !== 'home',
});

export const CLUB_SEEDS: readonly ClubSeed[] = [
  c('Golf-Club Hamburg-Walddörfer', 'Ammersbek', '22949', 'Schevenbarg 1', 'Schleswig-Holstein', 53.7004, 10.1942, 'leading'),
  c('Berliner Golfclub Stolper Heide', 'Stolpe', '16540', 'Frohnauer Weg 3', 'Brandenburg', 52.6598, 13.2578, 'leading'),
  c('Golf- und Land-Club Rheinberg', 'Bergisch Gladbach', '51429', 'Golfplatz 2', 'Nordrhein-Westfalen', 50.9811, 7.1595, 'leading'),
  c('Münchener Golfclub Isartal', 'Straßlach', '82064', 'Tölzer Straße 95', 'Bayern', 47.9925, 11.5124, 'leading'),
  c('Frankfurter Golf Club Niederrad', 'Frankfurt am Main', '60528', 'Golfstraße 41', 'Hessen', 50.0893, 8.6229, 'leading'),
  c('Golfpark Leon-Rot', 'St. Leon-Rot', '68789', 'Opelstraße 30', 'Baden-Württemberg', 49.2701, 8.6017, 'leading'),
  c('Golf-Club Solitude Mönsheim', 'Mönsheim', '71297', 'Schloßfeld 1', 'Baden-Württemberg', 48.8512, 8.9304, 'leading'),
  c('Golf Club Ratingen-Hösel', 'Ratingen', '40883', 'Grünewald 13', 'Nordrhein-Westfalen', 51.3042, 6.8511, 'leading'),
  c('Golfclub Schloss Lüdersburg', 'Lüdersburg', '21379', 'Lüdersburger Straße 21', 'Niedersachsen', 53.3108, 10.5617, 'leading'),
  c('Golf-Club Feldafing am See', 'Feldafing', '82340', 'Tutzinger Straße 15', 'Bayern', 47.9478, 11.3012, 'leading'),
  c('Golfresort Fleesensee', 'Göhren-Lebbin', '17213', 'Tannenweg 1', 'Mecklenburg-Vorpommern', 53.4799, 12.4651, 'leading'),
  c('Golfclub Bad Saarow', 'Bad Saarow', '', '', 'Brandenburg', 52.2851, 14.0612, 'leading'),
  c('Golf-Club Bremer Schweiz', 'Schwanewede', '28790', 'Wölpscher Straße 4', 'Niedersachsen', 53.2387, 8.6189, 'candidate'),
  c('Golfclub Leipzig Seehausen', 'Leipzig', '', '', 'Sachsen', 51.4011, 12.4202, 'candidate'),
  c('Golfclub Erfurt am Steiger', 'Erfurt', '99094', 'Im Schaderoder Grund 1', 'Thüringen', 50.9532, 11.0183, 'candidate'),
  c('Saarländischer Golfclub Websweiler', 'Homburg', '66424', 'Websweiler Hof 1', 'Saarland', 49.3212, 7.3315, 'candidate'),
  c('Golfclub Rheinhessen Hofgut Wißberg', 'Gau-Weinheim', '55578', 'Hofgut Wißberg 1', 'Rheinland-Pfalz', 49.8421, 8.0622, 'testable'),
  c('Golfclub Dresden Elbflorenz', 'Possendorf', '', '', 'Sachsen', 50.9611, 13.7109, 'testable'),
  c('Golfclub Magdeburg am Elbauenpark', 'Magdeburg', '39114', 'Herrenkrug 3', 'Sachsen-Anhalt', 52.1497, 11.6782, 'testable'),
  c('Golf-Club Hannover-Garbsen', 'Garbsen', '30826', 'Am Blauen See 120', 'Niedersachsen', 52.4176, 9.5964, 'testable'),
  c('Golfclub Am Sachsenwald', 'Dassendorf', '21521', 'Am Riesenbett 5', 'Schleswig-Holstein', 53.5001, 10.3712, 'home'),
  c('Golf- und Landclub Berlin-Wannsee', 'Berlin', '14109', 'Golfweg 22', 'Berlin', 52.4187, 13.1703, 'home'),
  c('Golfclub Schloss Haag', 'Geldern', '47608', 'Bartelter Weg 8', 'Nordrhein-Westfalen', 51.5225, 6.3311, 'home'),
  c('Golfclub Tegernsee Bad Wiessee', 'Bad Wiessee', '83707', 'Robognerhof 1', 'Bayern', 47.7112, 11.7203, 'home'),
];

import { getHolidayByDate } from 'feiertagejs';

/** Bundesländer as clubs store them, mapped to feiertagejs regions. */
const regions = {
  'Baden-Württemberg': 'BW',
  Bayern: 'BY',
  Berlin: 'BE',
  Brandenburg: 'BB',
  Bremen: 'HB',
  Hessen: 'HE',
  Hamburg: 'HH',
  'Mecklenburg-Vorpommern': 'MV',
  Niedersachsen: 'NI',
  'Nordrhein-Westfalen': 'NW',
  'Rheinland-Pfalz': 'RP',
  Saarland: 'SL',
  Sachsen: 'SN',
  'Sachsen-Anhalt': 'ST',
  'Schleswig-Holstein': 'SH',
  Thüringen: 'TH',
} as const;
type StateName = keyof typeof regions;

export interface HolidayHit {
  name: string;
  /** The state the rule was checked for, or 'bundesweit' when the club's state is unknown. */
  region: string;
}

function regionOf(state: string | null | undefined) {
  const name = (state ?? '').trim();
  return name in regions ? { code: regions[name as StateName], label: name } : { code: 'BUND' as const, label: 'bundesweit' };
}

/** The German public holiday on `date` in the club's state (nationwide ones when the state is unknown). */
export function holidayOn(date: Date, state: string | null | undefined): HolidayHit | null {
  const region = regionOf(state);
  const holiday = getHolidayByDate(date, region.code);
  return holiday ? { name: holiday.translate('de') ?? holiday.name, region: region.label } : null;
}

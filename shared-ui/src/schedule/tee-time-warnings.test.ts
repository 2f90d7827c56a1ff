import { teeTimeWarnings } from './tee-time-warnings';

const base = { date: '14.06.2023', teeTime: '10:00', noStartingTimes: false, startDate: '2023-06-13', endDate: '2023-06-30', clubState: 'Bayern' };

describe('soft tee time warnings', () => {
  test('a Wednesday inside the period at 10:00: none', () => {
    expect(teeTimeWarnings(base, 'CMC')).toEqual([]);
  });

  test.each([
    ['09:00', false],
    ['12:00', false],
    ['08:59', true],
    ['12:01', true],
    ['', false],
    ['9:3', false],
  ])('tee time %s warns: %s', (teeTime, warns) => {
    expect(teeTimeWarnings({ ...base, teeTime }, 'CMC').length > 0).toBe(warns);
  });

  test('the period and tee time warnings name the configured contact, never a fixed name', () => {
    const warnings = teeTimeWarnings({ ...base, date: '12.06.2023', teeTime: '13:00' }, 'Golf-Team Süd').join(' ');
    expect(warnings).toContain('Bitte stimmen Sie das Datum mit Golf-Team Süd ab.');
    expect(warnings).toContain('Ausnahmen nur nach Absprache mit Golf-Team Süd.');
    expect(warnings).not.toContain('CMC');
  });

  test('no tee time rule when there are no starting times', () => {
    expect(teeTimeWarnings({ ...base, teeTime: '15:00', noStartingTimes: true }, 'CMC')).toEqual([]);
  });

  test('the period is inclusive at both ends', () => {
    expect(teeTimeWarnings({ ...base, date: '13.06.2023' }, 'CMC')).toEqual([]);
    expect(teeTimeWarnings({ ...base, date: '30.06.2023' }, 'CMC')).toEqual([]);
    expect(teeTimeWarnings({ ...base, date: '12.06.2023' }, 'CMC').join()).toMatch(/außerhalb des geplanten Testzeitraums \(13\.06\.2023 bis 30\.06\.2023\)/);
  });

  test("holidays depend on the club's state: Fronleichnam in Bayern, not in Hamburg", () => {
    const period = { startDate: '2023-06-01', endDate: '2023-06-30' };
    expect(teeTimeWarnings({ ...base, ...period, date: '08.06.2023' }, 'CMC')).toEqual([
      'Das Test-Datum ist ein Feiertag (Fronleichnam, Bayern). Regel: An Feiertagen finden keine Tests statt.',
    ]);
    expect(teeTimeWarnings({ ...base, ...period, date: '09.06.2023' }, 'CMC')).toEqual([
      'Das Test-Datum ist der Tag nach einem Feiertag (Fronleichnam, Bayern). Regel: Am Tag nach einem Feiertag finden keine Tests statt.',
    ]);
    expect(teeTimeWarnings({ ...base, ...period, date: '08.06.2023', clubState: 'Hamburg' }, 'CMC')).toEqual([]);
  });

  test('an unknown state checks the nationwide holidays', () => {
    const warnings = teeTimeWarnings({ ...base, startDate: '2023-01-01', endDate: '2023-12-31', date: '03.10.2023', clubState: '' }, 'CMC');
    expect(warnings).toEqual(['Das Test-Datum ist ein Feiertag (Tag der Deutschen Einheit, bundesweit). Regel: An Feiertagen finden keine Tests statt.']);
  });
});

import { csvColumns, toCsv } from '@dtp/shared-ui/lists';
import { overviewColumns } from './overview-columns';

test('the export has the columns of the table, a date as dd.MM.yyyy and an empty cell for no tester', () => {
  const csv = toCsv(csvColumns(overviewColumns), [
    {
      testingId: 7,
      firstName: null,
      lastName: null,
      clubName: 'GC "Am See"; Nord',
      clubId: 3,
      wave: 2,
      weeks: 'KW 20–22',
      date: '2023-05-17',
      progress: 'INITIAL',
      progressLabel: 'Tester wird gesucht',
      disableShowTravel: true,
      enableShowTesterFeedback: false,
      testerFeedbackTooltip: null,
      enableResetCmcFeedback: false,
      enableResetClubFeedback: false,
      cockpit: ['waiting'],
    },
  ]);
  expect(csv).toBe('\uFEFF#;Nachname;Vorname;Club;Welle;KW;Datum;Status\r\n1;;;"GC ""Am See""; Nord";2;KW 20–22;17.05.2023;Tester wird gesucht\r\n');
});

import { screen } from '@testing-library/react';
import * as core from '../index';
import * as schedule from '../schedule';
import { renderUi } from '../../test-support';
import { TeeTimeWarningsNotice } from './tee-time-warnings-notice';

const wave = { startDate: '2023-06-13', endDate: '2023-06-30', clubState: 'Bayern', noStartingTimes: false, contactName: 'CMC' };

test('no warning: nothing is shown', () => {
  const { container } = renderUi(<TeeTimeWarningsNotice {...wave} date="14.06.2023" teeTime="10:00" />);
  expect(container).toBeEmptyDOMElement();
});

test('a Monday at 08:30 outside the wave: every warning in one notice that says saving still works', () => {
  renderUi(<TeeTimeWarningsNotice {...wave} date="12.06.2023" teeTime="08:30" />);
  expect(screen.getByText('Bitte prüfen Sie Ihre Angaben')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Das von Ihnen ausgewählte Test-Datum liegt außerhalb des geplanten Testzeitraums (13.06.2023 bis 30.06.2023). Bitte stimmen Sie das Datum mit CMC ab.',
    'Das Test-Datum ist ein Montag. Regel: Tests finden nur dienstags bis freitags statt, nicht montags, samstags oder sonntags.',
    'Die Tee-Time 08:30 Uhr liegt außerhalb von 9 bis 12 Uhr. Regel: Der Start liegt zwischen 9 und 12 Uhr; Ausnahmen nur nach Absprache mit CMC.',
  ]);
  expect(screen.getByText('Sie können trotzdem speichern.')).toBeInTheDocument();
});

test("the warnings are an entry point of their own: the core entry (a tester's first screen) carries none of it", () => {
  expect(Object.keys(schedule).filter((name) => name in core && name !== 'SHARED_UI_PACKAGE')).toEqual([]);
});

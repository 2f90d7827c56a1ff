import { datasheetApi } from '@dtp/api-client';
import { screen, within } from '@testing-library/react';
import { asAccount, renderDatasheet, resetAll, setDemoConfig, signInAs } from '../../../test-support';

beforeAll(setDemoConfig);
beforeEach(resetAll);

/** The sheet once its tabs are there: they render a step after the heading (useAfterFirstPaint), the first section before the others. */
async function openSheet(path?: string) {
  renderDatasheet(path);
  await screen.findByRole('heading', { level: 1, name: /^Testerdatenblatt \d{4}$/ });
  await screen.findByRole('tablist');
  // The other sections and the buttons: a frame after the first section (useAfterPaintOf).
  await screen.findByLabelText(/^Straße/);
}

/** The notices above the data sheet's tabs: the alerts and status banners before the first tab. */
function notices(): HTMLElement[] {
  const tabs = screen.getByRole('tablist');
  return [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')].filter(
    (n) => n.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

describe('the data sheet notices', () => {
  test('a tester whose sheet is INITIAL gets one notice: not yet marked, the season text and whom to contact', async () => {
    signInAs('tester');
    await asAccount('manager', () => datasheetApi.setProgress({ progress: 'INITIAL', userId: 'u-tester' }));
    await openSheet();
    const shown = notices();
    expect(shown).toHaveLength(1);
    const [notice] = shown as [HTMLElement];
    expect(notice).toHaveTextContent('Sie sind noch nicht als Tester vorgemerkt.');
    expect(notice).toHaveTextContent(
      'Saison ist noch nicht gestartet. Bitte wenden Sie sich an CMC (cmc@example.org, Tel. +49 89 123456-0), um Unterstützung zu erhalten.',
    );
    expect(within(notice).getByRole('link', { name: 'cmc@example.org' })).toHaveAttribute('href', 'mailto:cmc@example.org');
    // No list of missing items next to it: an INITIAL sheet cannot be sent yet.
    expect(screen.queryByText('Bitte ergänzen Sie noch folgende Angaben:')).not.toBeInTheDocument();
  });

  test("a manager opening an INITIAL sheet sees one notice about the user", async () => {
    signInAs('manager');
    await datasheetApi.setProgress({ progress: 'INITIAL', userId: 'u-tester' });
    await openSheet('/datasheet/u-tester');
    expect(notices().map((n) => n.textContent)).toEqual(['Dieser Benutzer ist noch nicht als Tester vorgemerkt.']);
  });
});

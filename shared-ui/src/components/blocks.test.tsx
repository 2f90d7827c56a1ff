import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-support';
import { formatJson, INVALID_JSON, JsonViewer } from './json-viewer';
import { Notice } from './notice';
import { PercentBarChart } from './percent-bar-chart';
import { ErrorBadge, SuccessBadge } from './status-badges';

test('ErrorBadge: Fehler + error, detail on its own line, closable', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderUi(<ErrorBadge error="Ungültige Anfrage." detail="Das Feld iban fehlt." onClose={onClose} />);
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('Fehler: Ungültige Anfrage.')).toBeInTheDocument();
  expect(within(alert).getByText('Das Feld iban fehlt.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fehlermeldung schließen' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("ErrorBadge: 'Neu laden' only when a reload is offered (the record changed meanwhile)", async () => {
  const user = userEvent.setup();
  const onReload = jest.fn();
  const { rerender } = renderUi(<ErrorBadge error="Ungültige Anfrage." onClose={() => {}} />);
  expect(screen.queryByRole('button', { name: 'Neu laden' })).not.toBeInTheDocument();
  rerender(<ErrorBadge error="Jemand anderes hat diesen Datensatz inzwischen geändert." onClose={() => {}} onReload={onReload} />);
  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Neu laden' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});

test('SuccessBadge says Speichern erfolgreich.', () => {
  renderUi(<SuccessBadge />);
  expect(screen.getByRole('status')).toHaveTextContent('Speichern erfolgreich.');
});

test('Notice: warnings are alerts, info is a status', () => {
  renderUi(
    <>
      <Notice status="warning" title="Es fehlen noch Angaben" />
      <Notice status="info">Sie wurden einem Test zugeteilt.</Notice>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Es fehlen noch Angaben');
  expect(screen.getByRole('status')).toHaveTextContent('Sie wurden einem Test zugeteilt.');
});

test('PercentBarChart: each criterion is read with its whole-number percent', () => {
  renderUi(<PercentBarChart title="Feedback CMC" data={{ Pünktlichkeit: 87.4, Auftreten: 66.5 }} emptyMessage="Keine CMC-Daten verfügbar" />);
  const meter = screen.getByRole('meter', { name: 'Pünktlichkeit' });
  expect(meter).toHaveAttribute('aria-valuenow', '87');
  expect(meter).toHaveAttribute('aria-valuetext', '87\u00a0%');
  expect(screen.getByRole('meter', { name: 'Auftreten' })).toHaveAttribute('aria-valuenow', '67');
  expect(screen.getByRole('region', { name: 'Feedback CMC' })).toBeInTheDocument();
});

test('PercentBarChart: empty message', () => {
  renderUi(<PercentBarChart title="Feedback Club" data={[]} emptyMessage="Keine Club-Daten verfügbar" />);
  expect(screen.getByText('Keine Club-Daten verfügbar')).toBeInTheDocument();
  expect(screen.queryByRole('meter')).not.toBeInTheDocument();
});

describe('JSON viewer', () => {
  test('formatJson pretty-prints or says Invalid JSON', () => {
    expect(formatJson('{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(formatJson('{kaputt')).toBe(INVALID_JSON);
    expect(formatJson('')).toBe(INVALID_JSON);
  });

  test('collapsed by default, opens on click, max height 400px', async () => {
    const user = userEvent.setup();
    renderUi(<JsonViewer title="Feedback GC Hamburg" json='{"formParams":[]}' />);
    const region = screen.getByRole('region', { name: 'Feedback GC Hamburg', hidden: true });
    expect(region).not.toBeVisible();
    await user.click(screen.getByText('Feedback GC Hamburg'));
    expect(region).toBeVisible();
    expect(region).toHaveTextContent('"formParams": []');
    expect(region).toHaveStyle({ maxHeight: '400px', overflow: 'auto' });
  });

  test('text that is not JSON shows Invalid JSON and the raw text', () => {
    renderUi(<JsonViewer title="Kaputt" json="{kaputt" defaultOpen />);
    expect(screen.getByText(INVALID_JSON)).toBeInTheDocument();
    expect(screen.getByText('{kaputt')).toBeInTheDocument();
  });
});

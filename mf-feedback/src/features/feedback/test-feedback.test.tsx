import { screen } from '@testing-library/react';
import { demoFeedbackJson, demoMalformedFeedbackJson } from './demo-feedback';
import { feedbackTexts } from './messages';
import TestFeedback from './test-feedback';
import { renderUi } from '../../../test-support';

describe('TestFeedback', () => {
  test('shows the numbered, non-hidden entries as question and answer, ratings as "n von 5"', () => {
    renderUi(<TestFeedback feedbackJson={demoFeedbackJson} emptyText="leer" />);
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    const answers = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(terms).toEqual(['1. Pünktlichkeit', '2. Vollständigkeit des Fragebogens', '3. Qualität der Kommentare', '4. Anmerkungen']);
    expect(answers).toEqual(['5 von 5', '4 von 5', '3 von 5', 'Sehr angenehmer Tester. <b>Gerne wieder</b>']);
    expect(screen.queryByText('Ausgefüllt von')).not.toBeInTheDocument();
    expect(screen.queryByText('testingId')).not.toBeInTheDocument();
  });

  test('renders text from the JSON as text, never as HTML', () => {
    const json = JSON.stringify({
      formParams: [
        { id: 1, name: '1. <img src=x onerror="window.hacked=1">Frage', value: '<script>window.hacked=1</script><a href="javascript:1">x</a>', type: 'text' },
      ],
    });
    const { container } = renderUi(<TestFeedback feedbackJson={json} emptyText="leer" />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(screen.getByText('1. <img src=x onerror="window.hacked=1">Frage')).toBeInTheDocument();
    expect(screen.getByText('<script>window.hacked=1</script><a href="javascript:1">x</a>')).toBeInTheDocument();
  });

  test.each([null, '', '   '])('shows the given empty text when there is no feedback (%p)', (json) => {
    renderUi(<TestFeedback feedbackJson={json} emptyText={feedbackTexts.cmcGaveNoFeedback('CMC')} />);
    expect(screen.getByText('CMC hat noch kein Tester-Feedback abgegeben.')).toBeInTheDocument();
  });

  test.each([feedbackTexts.youGaveNoFeedback, feedbackTexts.clubGaveNoFeedback])('passes any empty text through: %s', (text) => {
    renderUi(<TestFeedback feedbackJson={null} emptyText={text} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  test.each([
    ['truncated JSON', demoMalformedFeedbackJson],
    ['plain text', 'Sehr gut!'],
    ['JSON without formParams', '{"foo": 1}'],
  ])('%s: a clear German message instead of a crash, and the raw text under it', async (_, json) => {
    renderUi(<TestFeedback feedbackJson={json} emptyText="leer" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Das Feedback kann nicht angezeigt werden, weil seine Daten ungültig sind.');
    expect(screen.queryByText('leer')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Feedback als Rohtext' })).toBeInTheDocument();
  });

  test('unreadable feedback: under the notice its raw text as it is, as text, never as HTML (issue 33)', async () => {
    const { container } = renderUi(<TestFeedback feedbackJson={demoMalformedFeedbackJson} emptyText="leer" />);
    const raw = await screen.findByRole('region', { name: 'Feedback als Rohtext' });
    expect(raw).toHaveTextContent(demoMalformedFeedbackJson.trim());
    expect(raw.querySelector('pre')?.textContent).toBe(demoMalformedFeedbackJson);
    expect(screen.getByRole('alert').compareDocumentPosition(raw) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Invalid JSON')).not.toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
  });

  test('JSON without formParams: the raw text pretty-printed under the notice', async () => {
    renderUi(<TestFeedback feedbackJson={'{"foo":1}'} emptyText="leer" />);
    expect((await screen.findByRole('region', { name: 'Feedback als Rohtext' })).querySelector('pre')?.textContent).toBe('{\n  "foo": 1\n}');
  });

  test('a feedback without numbered entries says so', () => {
    renderUi(<TestFeedback feedbackJson={JSON.stringify({ formParams: [{ id: 1, name: 'Kommentar', value: 'x', type: 'text' }] })} emptyText="leer" />);
    expect(screen.getByText('Das Feedback enthält keine Fragen mit Antworten.')).toBeInTheDocument();
  });

  test('an entry without answer says "keine Angabe"', () => {
    renderUi(<TestFeedback feedbackJson={JSON.stringify({ formParams: [{ id: 1, name: '1. Anmerkungen', value: '', type: 'textarea' }] })} emptyText="leer" />);
    expect(screen.getByText('keine Angabe')).toBeInTheDocument();
  });
});

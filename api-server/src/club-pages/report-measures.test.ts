/**
 * @jest-environment jsdom
 */
import { within } from '@testing-library/dom';
import type { ClubFinding, EarlierFinding, Measure } from '@dtp/contract/club-measures';
import type { ClubReport } from '@dtp/contract/club-report';
import { reportPageHtml } from './report-page';
import type { MeasuresFormState } from './report-measures';

// The report page's „Handlungsfelder“ (issue 62, item 2), read as a person does, by role and label: each finding
// with the answer, the tester's remark and the percent; one form without script for all of them; German messages
// beside the fields with everything typed kept; the answers only once CMC closed the plan; and the earlier
// season's findings with what this test found.

const site = { platformName: 'Digitale Test-Plattform', contactName: 'CMC Test' };
const open: Measure = { state: 'OPEN', text: '', who: '', until: null, photoId: null, at: null };
const callback: ClubFinding = { id: 7, sectionTitle: 'Buchung und Telefon', questionText: 'Wurde der Rückruf eingehalten?', answer: 'nein', comment: 'Niemand rief zurück.', percent: 0, measure: open };
const bunkers: ClubFinding = { id: 8, sectionTitle: 'Grüns und Bunker', questionText: 'Waren die Bunker geharkt?', answer: 'teilweise', comment: '', percent: 33.3, measure: open };
const report: ClubReport = {
  clubName: 'Golfclub Würmtal e.V.',
  year: 2023,
  date: '2023-06-14',
  premiumTest: false,
  measures: { thresholdPercent: 50, findings: [callback, bunkers], closed: false, earlier: [] },
  total: 87.5,
  averageClubs: 0,
  averageTotal: null,
  previousYear: null,
  previousTotal: null,
  sections: [{ id: 'booking', title: 'Buchung und Telefon', percent: 90, average: null, previous: null, questions: [] }],
};
const withMeasures = (findings: ClubFinding[], more: Partial<ClubReport['measures']> = {}): ClubReport => ({ ...report, measures: { ...report.measures, findings, ...more } });

/** The page as the browser has it; the part „Handlungsfelder“. */
function render(page: ClubReport, form?: MeasuresFormState) {
  const html = reportPageHtml(site, page, 'tok', form);
  document.documentElement.innerHTML = html.replace(/^<!doctype html><html lang="de">/, '').replace(/<\/html>$/, '');
  return { html, part: within(document.getElementById('handlungsfelder')!) };
}
const findingOf = (part: ReturnType<typeof render>['part'], question: string) => within(part.getByRole('region', { name: question }));

describe("the report page's „Handlungsfelder“", () => {
  it('shows each finding with the answer, the remark and the percent, and one form for all of them', () => {
    const { html, part } = render(report);
    expect(part.getByRole('heading', { level: 2, name: 'Handlungsfelder' })).toBeTruthy();
    expect(part.getByText(/^Diese Fragen haben weniger als 50 % ihrer Punkte erreicht\./)).toBeTruthy();

    const first = findingOf(part, 'Wurde der Rückruf eingehalten?');
    expect(first.getByText('Buchung und Telefon')).toBeTruthy();
    expect(first.getByText('Antwort im Test').nextElementSibling?.textContent).toBe('nein');
    expect(first.getByText('Anmerkung zum Bereich').nextElementSibling?.textContent).toBe('Niemand rief zurück.');
    expect(first.getByRole('meter', { name: 'Erreicht: 0,0\u00a0%' })).toBeTruthy();
    // No remark of the tester: no line for it.
    expect(findingOf(part, 'Waren die Bunker geharkt?').queryByText('Anmerkung zum Bereich')).toBeNull();

    const choice = within(first.getByRole('group', { name: 'Ihre Rückmeldung' }));
    expect(choice.getAllByRole('radio').map((r) => [(r as HTMLInputElement).name, (r as HTMLInputElement).value, (r as HTMLInputElement).checked])).toEqual([
      ['state-7', 'PLANNED', false],
      ['state-7', 'DONE', false],
      ['state-7', 'NOT_APPLICABLE', false],
    ]);
    expect(choice.getByRole('radio', { name: 'Maßnahme geplant' })).toBeTruthy();
    expect(choice.getByRole('radio', { name: 'Erledigt' })).toBeTruthy();
    expect(choice.getByRole('radio', { name: 'Trifft nicht zu' })).toBeTruthy();
    // One label without script, the hint naming what it means for each choice.
    const text = first.getByRole('textbox', { name: 'Beschreibung' }) as HTMLTextAreaElement;
    expect(text.name).toBe('text-7');
    expect(document.getElementById(text.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Maßnahme geplant: Was ist geplant? · Erledigt: Was wurde getan? · Trifft nicht zu: Warum trifft der Punkt nicht zu?',
    );
    expect((first.getByRole('textbox', { name: 'Wer kümmert sich darum?' }) as HTMLInputElement).name).toBe('who-7');
    const until = first.getByLabelText('Bis wann?') as HTMLInputElement;
    expect([until.type, until.name]).toEqual(['date', 'until-7']);
    const photo = first.getByLabelText('Foto als Nachweis (optional)') as HTMLInputElement;
    expect([photo.type, photo.name, photo.accept]).toEqual(['file', 'photo-7', 'image/jpeg,image/png']);

    const forms = document.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    expect([forms[0]!.method, forms[0]!.enctype, forms[0]!.getAttribute('action')]).toEqual(['post', 'multipart/form-data', '#handlungsfelder']);
    expect(part.getAllByRole('button')).toHaveLength(1);
    expect(part.getByRole('button', { name: 'Rückmeldung speichern' })).toBeTruthy();
    expect(html).not.toContain('<script');
  });

  it('shows what the club said as the defaults, and a done measure with its photo behind the page’s token', () => {
    const planned: Measure = { state: 'PLANNED', text: 'Rückrufliste im Sekretariat', who: 'Frau Berger', until: '2024-03-31', photoId: null, at: '2023-08-01T10:00:00.000Z' };
    const done: Measure = { state: 'DONE', text: 'Bunker täglich geharkt', who: '', until: null, photoId: 901, at: '2023-08-01T10:00:00.000Z' };
    const { part } = render(withMeasures([{ ...callback, measure: planned }, { ...bunkers, measure: done }]));
    const first = findingOf(part, 'Wurde der Rückruf eingehalten?');
    expect((first.getByRole('radio', { name: 'Maßnahme geplant' }) as HTMLInputElement).checked).toBe(true);
    expect((first.getByRole('textbox', { name: 'Beschreibung' }) as HTMLTextAreaElement).value).toBe('Rückrufliste im Sekretariat');
    expect((first.getByRole('textbox', { name: 'Wer kümmert sich darum?' }) as HTMLInputElement).value).toBe('Frau Berger');
    expect((first.getByLabelText('Bis wann?') as HTMLInputElement).value).toBe('2024-03-31');
    expect(first.queryByRole('img')).toBeNull();

    const second = findingOf(part, 'Waren die Bunker geharkt?');
    expect((second.getByRole('radio', { name: 'Erledigt' }) as HTMLInputElement).checked).toBe(true);
    expect(second.getByRole('img', { name: 'Nachweis zu „Waren die Bunker geharkt?“' }).getAttribute('src')).toBe('/club/report/tok/nachweis/901');
  });

  it('refused: a summary on top linking each field, the German message beside it, and everything typed shown again', () => {
    const errors = {
      'who-7': 'Bitte nennen Sie, wer sich darum kümmert.',
      'until-7': 'Bitte ein gültiges Datum angeben (TT.MM.JJJJ).',
      'state-8': 'Bitte wählen Sie, was Sie zu diesem Punkt tun.',
    };
    const values = {
      7: { state: 'PLANNED', text: 'Rückrufe <sofort> & freundlich', who: '', until: '31.02.2024' },
      8: { state: '', text: 'Harken ab Mai', who: 'Platzwart', until: '' },
    };
    const { part } = render(withMeasures([{ ...callback, measure: { ...open, state: 'NOT_APPLICABLE', text: 'alt' } }, bunkers]), { errors, values, photosSent: new Set([7]) });
    const summary = part.getByRole('alert');
    expect(summary.textContent).toContain('Bitte prüfen Sie die markierten Angaben; nichts wurde gespeichert.');
    expect(within(summary).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Wurde der Rückruf eingehalten?: Bitte nennen Sie, wer sich darum kümmert.', '#who-7'],
      ['Wurde der Rückruf eingehalten?: Bitte ein gültiges Datum angeben (TT.MM.JJJJ).', '#until-7'],
      ['Waren die Bunker geharkt?: Bitte wählen Sie, was Sie zu diesem Punkt tun.', '#state-8-PLANNED'],
    ]);

    const first = findingOf(part, 'Wurde der Rückruf eingehalten?');
    // What was typed, not what is stored.
    expect((first.getByRole('radio', { name: 'Maßnahme geplant' }) as HTMLInputElement).checked).toBe(true);
    expect((first.getByRole('textbox', { name: 'Beschreibung' }) as HTMLTextAreaElement).value).toBe('Rückrufe <sofort> & freundlich');
    const who = first.getByRole('textbox', { name: 'Wer kümmert sich darum?', description: /Bitte nennen Sie, wer sich darum kümmert\./ });
    expect(who.getAttribute('aria-invalid')).toBe('true');
    expect(first.getByLabelText('Bis wann?').getAttribute('aria-describedby')).toBe('until-7-hint until-7-error');
    expect(document.getElementById('until-7-error')?.textContent).toBe('Bitte ein gültiges Datum angeben (TT.MM.JJJJ).');
    // The browser keeps no chosen file: say so beside the photo.
    expect(first.getByLabelText('Foto als Nachweis (optional)').getAttribute('aria-describedby')).toContain('photo-7-again');
    expect(first.getByText('Das gewählte Foto wurde nicht gespeichert. Bitte wählen Sie es noch einmal.')).toBeTruthy();

    const second = findingOf(part, 'Waren die Bunker geharkt?');
    const group = second.getByRole('group', { name: 'Ihre Rückmeldung' });
    expect(group.getAttribute('aria-describedby')).toBe('state-8-error');
    expect(within(group).getByText('Bitte wählen Sie, was Sie zu diesem Punkt tun.')).toBeTruthy();
    expect(within(group).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect((second.getByRole('textbox', { name: 'Wer kümmert sich darum?' }) as HTMLInputElement).value).toBe('Platzwart');
    expect(second.queryByText(/Foto wurde nicht gespeichert/)).toBeNull();
    expect(part.queryByRole('status')).toBeNull();
  });

  it('after a save: the notice, and no error', () => {
    const { part } = render(report, { saved: true });
    expect(part.getByRole('status').textContent).toBe('Vielen Dank, Ihre Rückmeldung ist gespeichert. Sie können sie ändern, bis der Verband den Plan abschließt.');
    expect(part.queryByRole('alert')).toBeNull();
  });

  it('a photo too large for the page: the alert, and the form to try again', () => {
    const { part } = render(report, { tooLargeMegabytes: 33 });
    expect(part.getByRole('alert').textContent).toContain('Die Fotos waren zusammen größer als 33 MB; nichts wurde gespeichert.');
    expect(part.getByRole('button', { name: 'Rückmeldung speichern' })).toBeTruthy();
  });

  it('once CMC closed the plan: the answers only, with the notice; no form', () => {
    const planned: Measure = { state: 'PLANNED', text: 'Rückrufliste', who: 'Frau Berger', until: '2024-03-31', photoId: null, at: null };
    const done: Measure = { state: 'DONE', text: 'Geharkt', who: '', until: null, photoId: 5, at: null };
    const { part } = render(withMeasures([{ ...callback, measure: planned }, { ...bunkers, measure: done }], { closed: true }));
    expect(part.getByText('Der Verband hat den Plan abgeschlossen; Ihre Rückmeldungen können nicht mehr geändert werden.')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
    expect(part.queryByRole('button')).toBeNull();
    expect(part.queryByRole('radio')).toBeNull();
    const first = findingOf(part, 'Wurde der Rückruf eingehalten?');
    for (const [label, value] of [
      ['Ihre Rückmeldung', 'Maßnahme geplant'],
      ['Was ist geplant?', 'Rückrufliste'],
      ['Wer kümmert sich darum?', 'Frau Berger'],
      ['Bis wann?', '31.03.2024'],
    ]) {
      expect(first.getByText(label!).nextElementSibling?.textContent).toBe(value);
    }
    const second = findingOf(part, 'Waren die Bunker geharkt?');
    expect(second.getByText('Was wurde getan?').nextElementSibling?.textContent).toBe('Geharkt');
    expect(second.getByRole('img').getAttribute('src')).toBe('/club/report/tok/nachweis/5');
  });

  it('says when the test found nothing to act on', () => {
    const { part } = render(withMeasures([]));
    expect(part.getByText('Dieser Test hat keine Handlungsfelder ergeben.')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });

  it('„Handlungsfelder aus 2022“: each earlier finding with its outcome, its bars then and now, and what the club had said', () => {
    const earlier: EarlierFinding[] = [
      { year: 2022, sectionTitle: 'Empfang', questionText: 'Wurden Sie begrüßt?', before: 25, now: 100, outcome: 'RESOLVED', measure: { ...open, state: 'DONE', text: 'Schulung des Sekretariats' } },
      { year: 2022, sectionTitle: 'Platz', questionText: 'Waren die Abschläge sauber?', before: 40, now: 30, outcome: 'RECURRING', measure: { ...open, state: 'PLANNED', text: 'Neue Abschlagbürsten', who: 'Platzwart', until: '2023-04-01' } },
      { year: 2022, sectionTitle: 'Gastronomie', questionText: 'Gab es eine Speisekarte?', before: 0, now: null, outcome: 'INCOMPARABLE', measure: open },
    ];
    render(withMeasures([], { earlier }));
    const part = within(document.body).getByRole('region', { name: 'Handlungsfelder aus 2022' });
    const items = [...part.querySelectorAll('.earlier')].map((item) => ({
      question: item.querySelector('h3')?.textContent,
      outcome: item.querySelector('.outcome')?.textContent,
      bars: within(item as HTMLElement)
        .getAllByRole('meter')
        .map((m) => m.getAttribute('aria-label')),
      said: item.querySelector('dd')?.textContent,
    }));
    expect(items).toEqual([
      { question: 'Wurden Sie begrüßt?', outcome: 'behoben', bars: ['2022: 25,0\u00a0%', '2023: 100,0\u00a0%'], said: 'Erledigt: Schulung des Sekretariats' },
      { question: 'Waren die Abschläge sauber?', outcome: 'wiederkehrend', bars: ['2022: 40,0\u00a0%', '2023: 30,0\u00a0%'], said: 'Maßnahme geplant: Neue Abschlagbürsten' },
      { question: 'Gab es eine Speisekarte?', outcome: 'nicht vergleichbar', bars: ['2022: 0,0\u00a0%', '2023: –'], said: 'Offen' },
    ]);
  });
});

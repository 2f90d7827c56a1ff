import { fireEvent, screen } from '@testing-library/react';
import FeedbackFormLink from './feedback-form-link';
import { feedbackFormUrl } from './feedback-form-url';
import { renderSettled, resetAll, setDemoConfig } from '../../../test-support';

const form = { baseUrl: 'https://formulare.example.org/form/', formIds: { cmc: '2709', club: '27 10' } };

describe('feedbackFormUrl', () => {
  test('builds base URL + form id of the kind with club, date, tester and testing id', () => {
    expect(feedbackFormUrl(form, 'cmc', { clubName: 'GC Bad Tölz', date: '2023-05-17', testerFullName: 'Erika Musterfrau', testingId: 1061 })).toBe(
      'https://formulare.example.org/form/2709?clubName=GC%20Bad%20T%C3%B6lz&date=17.05.2023&testerFullName=Erika%20Musterfrau&testingId=1061',
    );
  });

  test('URL-encodes every part, so no value can add or change a parameter', () => {
    const url = feedbackFormUrl(form, 'club', {
      clubName: 'Golf & Country Club Ärger?x=1#top',
      date: '17.05.2023',
      testerFullName: "Jean-Luc O'Brien + Söhne/100%",
      testingId: 'a b',
    });
    expect(url).toBe(
      'https://formulare.example.org/form/27%2010?clubName=Golf%20%26%20Country%20Club%20%C3%84rger%3Fx%3D1%23top&date=17.05.2023&testerFullName=Jean-Luc%20O\'Brien%20%2B%20S%C3%B6hne%2F100%25&testingId=a%20b',
    );
    const parsed = new URL(url);
    expect([...parsed.searchParams.keys()]).toEqual(['clubName', 'date', 'testerFullName', 'testingId']);
    expect(parsed.searchParams.get('clubName')).toBe('Golf & Country Club Ärger?x=1#top');
    expect(parsed.searchParams.get('testerFullName')).toBe("Jean-Luc O'Brien + Söhne/100%");
  });

  test('keeps a date it cannot read as it is', () => {
    const url = feedbackFormUrl(form, 'cmc', { clubName: 'X', date: '2023-02-30', testerFullName: 'Y', testingId: 1 });
    expect(new URL(url).searchParams.get('date')).toBe('2023-02-30');
  });
});

describe('FeedbackFormLink', () => {
  beforeEach(() => {
  setDemoConfig();
  resetAll();
});

  test('links to the configured CMC form in a new tab, without opener', async () => {
    await renderSettled(<FeedbackFormLink kind="cmc" clubName="GC Beispiel" date="2023-05-17" testerFullName="Erika Musterfrau" testingId={1061} />);
    const link = screen.getByRole('link', { name: /Tester-Bewertung: Erika Musterfrau, GC Beispiel/ });
    expect(link).toHaveAttribute(
      'href',
      'https://formulare.example.org/form/2709?clubName=GC%20Beispiel&date=17.05.2023&testerFullName=Erika%20Musterfrau&testingId=1061',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  test('uses the club form for the club kind', async () => {
    await renderSettled(<FeedbackFormLink kind="club" clubName="GC" date="2023-05-17" testerFullName="Max" testingId="7" />);
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^https:\/\/formulare\.example\.org\/form\/2710\?/);
  });

  test('a click does not reach the table row around it', async () => {
    const onRow = jest.fn();
    await renderSettled(
      <div onClick={onRow}>
        <FeedbackFormLink kind="cmc" clubName="GC" date="2023-05-17" testerFullName="Max" testingId={7} />
      </div>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(onRow).not.toHaveBeenCalled();
  });

  test('disabled: no link, the reason is in its name and a click does nothing', async () => {
    const onRow = jest.fn();
    await renderSettled(
      <div onClick={onRow}>
        <FeedbackFormLink kind="cmc" clubName="GC" date="2023-05-17" testerFullName="Max" testingId={7} disabled tooltip="Feedback bereits abgegeben" />
      </div>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /nicht verfügbar: Feedback bereits abgegeben/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onRow).not.toHaveBeenCalled();
  });
});

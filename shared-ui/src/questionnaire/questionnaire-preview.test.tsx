import { questionnaireApi, type Question, type QuestionnaireDefinition, type QuestionOption } from '@dtp/api-client/questionnaire';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-support';
import { QuestionnairePreview } from './questionnaire-preview';

// Issue 61, item 2: the editor's 'Vorschau' shows the questionnaire as a tester sees it, normal and premium, with
// the conditions and the score of the answers given in it; nothing is saved or sent.

const YES_NO: QuestionOption[] = [
  { value: 'yes', label: 'Ja', points: 1 },
  { value: 'no', label: 'Nein', points: 0 },
];
const SCALE: QuestionOption[] = [
  { value: '0', label: 'schlecht', points: 0 },
  { value: '1', label: 'mittel', points: 1 },
  { value: '2', label: 'gut', points: 2 },
];
const q = (id: string, kind: Question['kind'], text: string, extras: Partial<Question> = {}): Question => ({
  id,
  kind,
  text,
  help: '',
  required: true,
  allowNotApplicable: false,
  weight: 1,
  premiumOnly: false,
  options: kind === 'yesNo' ? YES_NO : kind === 'scale' ? SCALE : [],
  ...extras,
});

const definition: QuestionnaireDefinition = {
  year: 2025,
  version: 3,
  title: 'Fragebogen 2025',
  sections: [
    {
      id: 'cart',
      title: 'Cart',
      intro: 'Alles rund um das Cart.',
      premiumOnly: false,
      questions: [
        q('cart.offered', 'yesNo', 'Wurde Ihnen ein Cart angeboten?'),
        q('cart.state', 'scale', 'Wie war der Zustand des Carts?', { showIf: { questionId: 'cart.offered', answers: ['yes'] } }),
        q('cart.photo', 'photos', 'Fotografieren Sie das Cart.', { required: false, weight: 0, maxPhotos: 2 }),
        q('cart.extra', 'yesNo', 'Gab es eine Kühlbox im Cart?', { premiumOnly: true }),
      ],
    },
    {
      id: 'premium-service',
      title: 'Premium-Service',
      intro: '',
      premiumOnly: true,
      questions: [q('premium.bag', 'yesNo', 'Wurden Ihre Schläger gereinigt?')],
    },
  ],
};

const pageTitle = () => screen.getByRole('heading', { level: 3 });
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
/** A line of the score: its percent beside the page's title or 'Gesamt'. */
const scoreOf = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');
const total = () => scoreOf('Gesamt');

describe('QuestionnairePreview', () => {
  test('a normal test: no premium page or question; „Premium-Test“ adds them, with the page navigation', async () => {
    const user = userEvent.setup();
    renderUi(<QuestionnairePreview definition={definition} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fragebogen' })).toBeInTheDocument();
    expect(pageTitle()).toHaveTextContent('Seite 1 von 1: Cart');
    expect(screen.getByRole('button', { name: 'Normaler Test' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('radiogroup', { name: /^Gab es eine Kühlbox/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Premium-Test' }));
    expect(screen.getByRole('button', { name: 'Premium-Test' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Premium-Fragebogen' })).toBeInTheDocument();
    expect(pageTitle()).toHaveTextContent('Seite 1 von 2: Cart');
    expect(group(/^Gab es eine Kühlbox/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(pageTitle()).toHaveTextContent('Seite 2 von 2: Premium-Service');
    expect(group(/^Wurden Ihre Schläger gereinigt/)).toBeInTheDocument();

    // Back to a normal test on the premium page: the preview stays on a page the normal test has.
    await user.click(screen.getByRole('button', { name: 'Normaler Test' }));
    expect(pageTitle()).toHaveTextContent('Seite 1 von 1: Cart');
    await user.click(screen.getByRole('button', { name: 'Premium-Test' }));
    expect(pageTitle()).toHaveTextContent('Seite 1 von 2: Cart');
  });

  test('a question that follows an answer: hidden, shown after „Ja“, hidden again after „Nein“ with its answer kept', async () => {
    const user = userEvent.setup();
    renderUi(<QuestionnairePreview definition={definition} />);
    const state = () => screen.queryByRole('radiogroup', { name: /^Wie war der Zustand des Carts/ });
    expect(state()).not.toBeInTheDocument();
    await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Ja' }));
    expect(state()).toBeInTheDocument();
    // The admin sees why it is asked; a tester does not.
    expect(screen.getByText('nur wenn „Wurde Ihnen ein Cart angeboten?“ = „Ja“')).toBeInTheDocument();
    await user.click(within(state()!).getByRole('radio', { name: 'mittel' }));
    await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Nein' }));
    expect(state()).not.toBeInTheDocument();
    await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Ja' }));
    expect(within(state()!).getByRole('radio', { name: 'mittel' })).toBeChecked();
  });

  test('the focused question hides (its condition changed without moving the focus): nothing breaks, it can come back', async () => {
    const user = userEvent.setup();
    renderUi(<QuestionnairePreview definition={definition} />);
    await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Ja' }));
    const middle = within(group(/^Wie war der Zustand des Carts/)).getByRole('radio', { name: 'mittel' });
    await user.click(middle);
    expect(middle).toHaveFocus();
    fireEvent.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Nein' }));
    expect(middle).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /^Wie war der Zustand des Carts/ })).not.toBeInTheDocument();
    await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Ja' }));
    expect(within(group(/^Wie war der Zustand des Carts/)).getByRole('radio', { name: 'mittel' })).toBeChecked();
  });

  test('the score of the answers given, total and per page; a hidden question counts neither way', async () => {
    const user = userEvent.setup();
    renderUi(<QuestionnairePreview definition={definition} />);
    expect(total()).toHaveTextContent('–');
    await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Ja' }));
    expect(total()).toHaveTextContent(/^100,0\s%$/);
    // Ja (1 of 1) and 'mittel' (1 of 2 points): 1.5 of 2 weighted points.
    await user.click(within(group(/^Wie war der Zustand des Carts/)).getByRole('radio', { name: 'mittel' }));
    expect(total()).toHaveTextContent(/^75,0\s%$/);
    expect(scoreOf('Seite 1 von 1: Cart')).toHaveTextContent(/^75,0\s%$/);
    expect(screen.getByText('1,5 von 2 Punkten')).toBeInTheDocument();
    // „Nein“ hides the scale question: 0 of 1, its 'mittel' no longer counts.
    await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Nein' }));
    expect(total()).toHaveTextContent(/^0,0\s%$/);
    expect(screen.getByText('0 von 1 Punkten')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Antworten zurücksetzen' }));
    expect(total()).toHaveTextContent('–');
    expect(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Nein' })).not.toBeChecked();
  });

  test('photos: shown, but no upload, with the note; nothing is saved or sent', async () => {
    const user = userEvent.setup();
    const fetch = jest.fn();
    const original = globalThis.fetch;
    globalThis.fetch = fetch;
    const sends = [jest.spyOn(questionnaireApi, 'save'), jest.spyOn(questionnaireApi, 'submit'), jest.spyOn(questionnaireApi, 'uploadPhoto')];
    try {
      renderUi(<QuestionnairePreview definition={definition} />);
      expect(screen.getByText('Fotografieren Sie das Cart.')).toBeInTheDocument();
      const add = screen.getByRole('button', { name: 'Foto aufnehmen oder auswählen' });
      expect(add).toBeDisabled();
      expect(add).toHaveAccessibleDescription('In der Vorschau können keine Fotos hinzugefügt werden.');
      expect(screen.getByLabelText(/^Fotos zu: /)).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Premium-Test' }));
      await user.click(within(group(/^Wurde Ihnen ein Cart angeboten/)).getByRole('radio', { name: 'Ja' }));
      await user.click(within(group(/^Wie war der Zustand des Carts/)).getByRole('radio', { name: 'gut' }));
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      await user.click(within(group(/^Wurden Ihre Schläger gereinigt/)).getByRole('radio', { name: 'Ja' }));
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      expect(fetch).not.toHaveBeenCalled();
      for (const send of sends) expect(send).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = original;
      for (const send of sends) send.mockRestore();
    }
  });

  test('a definition without questions for the test: says so', () => {
    renderUi(<QuestionnairePreview definition={{ ...definition, sections: [definition.sections[1]!] }} />);
    expect(screen.getByText('Dieser Fragebogen hat für diese Testart keine Fragen.')).toBeInTheDocument();
  });
});

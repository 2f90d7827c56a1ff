import { UiProvider } from '@dtp/shared-ui';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import ClubPage from './club-page';
import EmailComposePage from './email-compose-page';
import EmailsPage from './emails-page';

// The modules of the shell's route table that are still being built render a German page heading
// and say so (the built screens have their own tests).
const exposed: [string, ComponentType, string][] = [
  ['./ClubPage', ClubPage, 'Golfclub'],
  ['./EmailsPage', EmailsPage, 'Emails'],
  ['./EmailComposePage', EmailComposePage, 'Email verfassen'],
];

test.each(exposed)('%s renders its heading and the work-in-progress notice', (_module, Page, heading) => {
  render(
    <UiProvider>
      <Page />
    </UiProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText('Dieser Bereich ist in Arbeit.')).toBeInTheDocument();
});

import type { Locator, Page } from '@playwright/test';

/** Page object of mf-feedback's 'Tester Feedback Übersicht' (/tester-feedback). */
export class FeedbackOverviewPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^Tester Feedback Übersicht \d{4}$/ });
  }

  chart(name: 'Feedback CMC' | 'Feedback Club'): Locator {
    return this.page.getByRole('region', { name });
  }

  criterion(chart: 'Feedback CMC' | 'Feedback Club', criterion: string): Locator {
    return this.chart(chart).getByRole('meter', { name: criterion });
  }

  get ownTab(): Locator {
    return this.page.getByRole('tab', { name: 'Ihr Tester Feedback' });
  }

  get debugSection(): Locator {
    return this.page.getByTestId('feedback-debug');
  }

  get debugToggle(): Locator {
    return this.page.getByRole('button', { name: /^Rohdaten (anzeigen|ausblenden)$/ });
  }

  /** One raw-JSON viewer of the debug section, by its title. */
  debugEntry(title: string | RegExp): Locator {
    return this.debugSection.locator('details').filter({ has: this.page.locator('summary', { hasText: title }) });
  }
}

/** The CMC feedback card on mf-tester's single test page (the view itself comes from mf-feedback). */
export class TestPageFeedback {
  constructor(private readonly page: Page) {}

  get card(): Locator {
    return this.page.getByRole('region', { name: 'Feedback von CMC' });
  }
}

import { GERMAN_TIME_ZONE, germanDate } from '@dtp/contract/german-formats';
import { ClubFeedbackPageTexts as T, ClubLinkTexts, type ClubFeedbackPage, type ClubFeedbackValues } from '@dtp/contract/club-links';
import { FEEDBACK_REMARKS_MAX_LENGTH } from '@dtp/contract/feedback-form';
import { renderPage, type FrameOptions } from './page-frame';

// The club's feedback on its tester (issue 44): a plain HTML form that works without JavaScript, posted back
// to the same address. It shows the club, the test date and the tester's name, nothing else of the tester.

type Site = Omit<FrameOptions, 'title'>;

/** '2023-06-14' → '14.06.2023'; an ISO timestamp's date in Berlin. */
const dateText = (iso: string): string => germanDate(iso, { timeZone: GERMAN_TIME_ZONE });

const RATINGS = [0, 1, 2, 3, 4, 5] as const;

function Rating({ index, criterion, value, error }: { index: number; criterion: string; value: number | undefined; error: string | undefined }) {
  const name = `rating-${index}`;
  const errorId = `${name}-error`;
  return (
    <fieldset className={error ? 'invalid' : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{criterion}</legend>
      <div className="scale">
        {RATINGS.map((rating) => (
          <label key={rating}>
            <input type="radio" name={name} value={rating} defaultChecked={value === rating} required aria-label={`${criterion}: ${rating}`} />
            <span>{rating}</span>
          </label>
        ))}
      </div>
      <div className="ends" aria-hidden="true">
        <span>gar nicht</span>
        <span>sehr gut</span>
      </div>
      {error ? (
        <p className="error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface FeedbackPageState {
  page: ClubFeedbackPage;
  /** What the club sent and is shown again (after an error); default: what it gave before. */
  values?: Partial<ClubFeedbackValues>;
  errors?: Record<string, string>;
  saved?: boolean;
}

export function feedbackPageHtml(site: Site, { page, values, errors = {}, saved = false }: FeedbackPageState): string {
  const shown = values ?? page.given ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  return renderPage(
    { ...site, title: T.title },
    <>
      <h1>{T.title}</h1>
      {saved ? (
        <p className="notice" role="status">
          {T.saved}
        </p>
      ) : null}
      {hasErrors ? (
        <p className="alert" role="alert">
          {T.errorSummary}
        </p>
      ) : null}
      <div className="card">
        <dl className="facts">
          <dt>Club</dt>
          <dd>{page.clubName}</dd>
          <dt>Testdatum</dt>
          <dd>{dateText(page.date)}</dd>
          <dt>Tester</dt>
          <dd>{page.testerName}</dd>
        </dl>
      </div>
      {page.given && !saved ? <p className="notice">{T.givenBefore}</p> : null}
      <form method="post" className="card" noValidate>
        <p>{T.intro(page.testerName, dateText(page.date))}</p>
        {page.criteria.map((criterion, index) => (
          <Rating key={criterion} index={index} criterion={criterion} value={shown.ratings?.[index]} error={errors[`rating-${index}`]} />
        ))}
        <label htmlFor="remarks">
          <strong>{T.remarks}</strong>
        </label>
        <textarea
          id="remarks"
          name="remarks"
          maxLength={FEEDBACK_REMARKS_MAX_LENGTH}
          defaultValue={shown.remarks ?? ''}
          aria-describedby={errors.remarks ? 'remarks-hint remarks-error' : 'remarks-hint'}
        />
        <p className="hint" id="remarks-hint">
          {T.remarksHint}
        </p>
        {errors.remarks ? (
          <p className="error" id="remarks-error">
            {errors.remarks}
          </p>
        ) : null}
        <p className="hint">{T.validUntil(dateText(page.expiresAt))}</p>
        <button type="submit">{page.given ? T.change : T.submit}</button>
      </form>
    </>,
  );
}

/** An unknown, changed, expired or reset link: a German page with the back office's contact, never an error. */
export function invalidLinkHtml(site: Site): string {
  return renderPage(
    { ...site, title: ClubLinkTexts.invalidTitle },
    <>
      <h1>{ClubLinkTexts.invalidTitle}</h1>
      <p className="alert">{ClubLinkTexts.invalid(site.contactName)}</p>
    </>,
  );
}

/** Too many bad links from one address (429). */
export function tooManyHtml(site: Site): string {
  return renderPage(
    { ...site, title: ClubLinkTexts.tooManyTitle },
    <>
      <h1>{ClubLinkTexts.tooManyTitle}</h1>
      <p className="alert">{ClubLinkTexts.tooMany}</p>
    </>,
  );
}

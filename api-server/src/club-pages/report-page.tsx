import { germanDate } from '@dtp/contract/german-formats';
import { clubReportPhotoPath, ClubReportTexts as T, type ClubReport, type ClubReportQuestion, type ClubReportSection } from '@dtp/contract/club-report';
import { percentText } from '@dtp/contract/questionnaire';
import type { IncomparableReason } from '@dtp/contract/questionnaire-changes';
import { Bar } from './bar';
import { renderPage, type FrameOptions } from './page-frame';
import { EarlierFindings } from './report-earlier-findings';
import { Measures, type MeasuresFormState } from './report-measures';

// The club's report (issue 45, item 1) behind its personal link: the total and every section in percent with bars,
// the association's average (only when at least three other clubs count), the previous season, and every answer.
// Plain HTML without script, like the feedback page; never the tester's name or contact.
// Issue 62: the findings of the test („Handlungsfelder“) with one form for the club's answers (posted back to the
// page's address as multipart, for the evidence photos), and what this test found of the earlier season's findings.

type Site = Omit<FrameOptions, 'title'>;

const dateText = (iso: string | null): string => germanDate(iso) || '–';

/**
 * The club's bar, the association's, and the previous season's; beside that one „nicht vergleichbar (…)“ where the
 * questionnaire changed the figure's questions, weights or points between the seasons (issue 61, item 3).
 */
function Comparison({ report, own, average, previous, incomparable }: { report: ClubReport; own: number | null; average: number | null; previous: number | null; incomparable: readonly IncomparableReason[] | undefined }) {
  const note = incomparable && incomparable.length > 0 ? T.notComparable(incomparable) : undefined;
  return (
    <>
      <Bar label={T.yours} percent={own} kind="own" />
      {report.averageClubs > 0 ? <Bar label={T.average} percent={average} kind="average" /> : null}
      {report.previousYear !== null ? <Bar label={T.previous(report.previousYear)} percent={previous} kind="previous" note={note} /> : null}
    </>
  );
}

/** The photos CMC marked for the club, each opening full size; loaded only when the section is opened. */
function Photos({ question, token }: { question: ClubReportQuestion; token: string }) {
  return (
    <div className="photos">
      {(question.photos ?? []).map((id, i) => (
        <a key={id} href={clubReportPhotoPath(token, id)}>
          <img src={clubReportPhotoPath(token, id)} alt={T.photoAlt(question.text, i + 1)} loading="lazy" />
        </a>
      ))}
    </div>
  );
}

function Answers({ section, index, token }: { section: ClubReportSection; index: number; token: string }) {
  return (
    <details className="card">
      <summary>
        <strong>{`${index + 1}. ${section.title}`}</strong> · {percentText(section.percent)}
      </summary>
      <dl className="answers">
        {section.questions.map((q) => (
          <div key={q.text}>
            <dt>{q.text}</dt>
            <dd>{q.photos ? <Photos question={q} token={token} /> : q.answer}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * The page; `token` is the link's own, for the photos' addresses (the page's CSP allows images from this server only);
 * `form`: what a POST of the club's answers left to show (saved, or the errors with what was typed).
 */
export function reportPageHtml(site: Site, report: ClubReport, token: string, form?: MeasuresFormState): string {
  return renderPage(
    { ...site, title: T.title(report.year) },
    <>
      <h1>{T.title(report.year)}</h1>
      <div className="card">
        <dl className="facts">
          <dt>Club</dt>
          <dd>{report.clubName}</dd>
          <dt>Testdatum</dt>
          <dd>{dateText(report.date)}</dd>
          <dt>Testart</dt>
          <dd>{report.premiumTest ? T.premium : 'Test'}</dd>
        </dl>
      </div>
      <section className="card" aria-labelledby="total">
        <h2 id="total">{T.total}</h2>
        <Comparison report={report} own={report.total} average={report.averageTotal} previous={report.previousTotal} incomparable={report.previousTotalIncomparable} />
        <p className="hint">{report.averageClubs > 0 ? T.averageOf(report.averageClubs) : T.noAverage}</p>
        {report.previousYear !== null && report.previousTotalIncomparable ? <p className="hint">{T.notComparableHint(report.previousYear)}</p> : null}
      </section>
      <section className="card" aria-labelledby="sections">
        <h2 id="sections">{T.sections}</h2>
        {report.sections.map((s, i) => (
          <div key={s.id} className="section-bars">
            <h3>{`${i + 1}. ${s.title}`}</h3>
            <Comparison report={report} own={s.percent} average={s.average} previous={s.previous} incomparable={s.previousIncomparable} />
          </div>
        ))}
      </section>
      <EarlierFindings report={report} />
      <Measures report={report} token={token} form={form} />
      <h2>{T.answers}</h2>
      {report.sections.map((s, i) => (
        <Answers key={s.id} section={s} index={i} token={token} />
      ))}
    </>,
  );
}

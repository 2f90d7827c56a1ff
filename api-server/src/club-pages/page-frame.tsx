import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_STYLE } from './page-style';

/** A club page's frame: German, not indexed, the platform's name on top, the back office's contact at the foot. */
function PageFrame({ title, platformName, contactName, children }: { title: string; platformName: string; contactName: string; children: ReactNode }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${title} – ${platformName}`}</title>
        <style dangerouslySetInnerHTML={{ __html: PAGE_STYLE }} />
      </head>
      <body>
        <header>{platformName}</header>
        <main>{children}</main>
        <footer>{`${platformName} · ${contactName}`}</footer>
      </body>
    </html>
  );
}

export interface FrameOptions {
  title: string;
  platformName: string;
  contactName: string;
}

/** The whole HTML document of a club page. React escapes every text it is given. */
export function renderPage(options: FrameOptions, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(<PageFrame {...options}>{body}</PageFrame>)}`;
}

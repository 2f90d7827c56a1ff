// Shared HTML frame of all pages of the identity service: German, no external resources
// (no web fonts, no CDN), readable on a 375px wide phone.
import { createHash } from 'node:crypto';

export const PRODUCT = 'Digitale Test-Plattform';

/** Escapes text for HTML element and attribute content. */
export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;',
  })[c]);
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#eef1f5;color:#1b1f24;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  display:flex;flex-direction:column;align-items:center;padding:24px 16px}
.brand{font-weight:600;color:#0b4f8a;margin:8px 0 16px;text-align:center}
main{width:100%;max-width:400px;background:#fff;border-radius:8px;padding:24px 20px;
  box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 16px}
p{margin:0 0 12px}
label{display:block;font-weight:600;margin:16px 0 4px}
input[type=text],input[type=email],input[type=password]{display:block;width:100%;font:inherit;padding:10px 12px;
  border:1px solid #6b7480;border-radius:6px;background:#fff;color:inherit}
input:focus,button:focus,a:focus,summary:focus{outline:3px solid #1a73c8;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
button{display:block;width:100%;margin-top:24px;font:inherit;font-weight:600;padding:12px;
  border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
button:hover{background:#094a8c}
.error{border:1px solid #b3261e;background:#fdecea;color:#8c1d18;border-radius:6px;padding:10px 12px;margin:0 0 8px}
.hint{font-size:.875rem;color:#4a525c;margin-top:24px}
.field-hint{font-size:.875rem;color:#4a525c;margin:0 0 4px}
.field-error{color:#8c1d18;font-size:.875rem;font-weight:600;margin:4px 0 0}
.switch{margin-top:20px;text-align:center}
details{margin-top:20px;font-size:.875rem;color:#4a525c}
table{border-collapse:collapse;margin-top:8px;width:100%}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #dde1e6}
a{color:#0b5cad}
`;

/**
 * Full HTML document.
 * @param {{ title: string, body: string, script?: string }} page
 */
export function layout({ title, body, script }) {
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="brand">${PRODUCT}</div>
<main>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>
`;
}

/**
 * Restrictive Content-Security-Policy for our pages. No `form-action`: browsers apply it
 * to the redirect chain after a form POST, which ends at the app's redirect_uri.
 * @param {string} [script] inline script to allow via its hash
 */
export function contentSecurityPolicy(script) {
  const scriptSrc = script
    ? `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    : "'none'";
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${scriptSrc}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers for HTML pages. */
export function htmlHeaders(script) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': contentSecurityPolicy(script),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

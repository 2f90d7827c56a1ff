// The shell page's two inline scripts (index.html, issue 35). Both are constant, so the Content-Security-Policy
// allows them by their hashes (scripts/dev/static-headers.mjs); the per-build file list is data in a meta element.
//
// firstDownloadsScript runs at the top of <head>, before the stylesheet: a script after a stylesheet waits for it,
// and on a phone that held every download below back by the stylesheet's round trips (0.65 s with Lighthouse's
// devtools throttling). For a browser with a session (shell/src/auth/session-marker.ts: the marker of an OIDC
// sign-in, or the note of memory/test mode) it marks <html data-session> and starts the downloads: the shell's start
// chunks (listed by PreloadStartChunksPlugin in <meta name="dtp-start-chunks">), the manifests and entry scripts of
// the remotes the last visit's first screen loaded and the scripts of its screens (shell/src/federation/remotes.ts;
// the entry lies next to its manifest, scripts/build/remote-files.cjs), a connection to the API, and the first screen's calls when the page
// opens at the last visit's first address (shell/src/first-paint-hints.ts). Without a session it starts nothing:
// no script preload competes with the login view's stylesheet.
//
// firstPaintScript runs after #root, before the first paint, and decides what that paint is: the prerendered frame
// for a browser with a session, the prerendered login view from <template id="signed-out"> for one without.
const { createHash } = require('node:crypto');
const { remoteEntryFile, remoteManifestFile } = require('./remote-files.cjs');

const manifestPattern = `/^https?:\\/\\/[^\\s"'<>]+\\/${remoteManifestFile.replaceAll('.', '\\.')}$/`;

const firstDownloadsScript = [
  '(function(){',
  'var d=document,s=false,k;',
  "try{k=localStorage;s=k.getItem('dtp.oidc.session')!==null||k.getItem('dtp.local.session')!==null}catch(e){}",
  'if(!s)return;',
  "d.documentElement.setAttribute('data-session','');",
  "function h(u,a){var l=d.createElement('link');l.rel='preload';l.as=a;l.href=u;if(a==='fetch')l.crossOrigin='anonymous';d.head.appendChild(l)}",
  "var m=d.querySelector('meta[name=\"dtp-start-chunks\"]');if(m)m.content.split(' ').forEach(function(f){if(f)h(f,'script')});",
  "var u=[];try{u=JSON.parse(k.getItem('dtp.first-screen.remotes')||'[]')}catch(e){}",
  // Scripts are requested as the federation runtime and webpack will request them: classic scripts, no CORS mode.
  `if(Array.isArray(u))u.forEach(function(x){if(typeof x!=='string')return;if(${manifestPattern}.test(x)){h(x,'fetch');h(x.slice(0,-${remoteManifestFile.length})+'${remoteEntryFile}','script')}else if(/^https?:\\/\\/[^\\s"'<>]+\\.js$/.test(x))h(x,'script')});`,
  // The API's origin of the last visit (shell/src/first-paint-hints.ts), in the CORS mode of the client's calls.
  "var o=k.getItem('dtp.first-screen.api');if(typeof o==='string'&&/^https?:\\/\\/[^\\s\"'<>\\/]+$/.test(o)){var c=d.createElement('link');c.rel='preconnect';c.href=o;c.crossOrigin='anonymous';d.head.appendChild(c)}",
  // The first screen's calls when the page opens at the address of the last visit's first screen (the shell's
  // record: shell/src/first-paint-hints.ts), with the tab's stored access token while it is valid long enough; the
  // client takes their answers (shared-api/src/client/early-calls.ts).
  "var f=null;try{f=JSON.parse(k.getItem('dtp.first-screen.calls')||'null')}catch(e){}",
  "if(f&&f.path===location.pathname&&typeof f.base==='string'&&/^https?:\\/\\/[^\\s\"'<>]+$/.test(f.base)&&typeof f.tokenKey==='string'&&Array.isArray(f.calls)){",
  "var t=null;try{var g=JSON.parse(sessionStorage.getItem(f.tokenKey)||'null');if(g&&typeof g.access_token==='string'&&g.expires_at-Date.now()/1000>=f.minValidityS)t=g.access_token}catch(e){}",
  "if(t){var w={base:f.base,token:t,calls:{}};f.calls.forEach(function(p){if(typeof p==='string'&&/^\\/[^\\/\\s\"'<>][^\\s\"'<>]*$/.test(p)){var q=fetch(f.base+p,{headers:{Accept:'application/json',Authorization:'Bearer '+t}});q.catch(function(){});w.calls[p]=q}});window.dtpEarlyCalls=w}}",
  '})();',
].join('');

const firstPaintScript = [
  '(function(){',
  "if(document.documentElement.hasAttribute('data-session'))return;",
  "var t=document.getElementById('signed-out'),r=document.getElementById('root');if(t&&r)r.innerHTML=t.innerHTML;",
  '})();',
].join('');

const hashOf = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The CSP sources that allow exactly these two scripts. */
const inlineScriptHashes = [hashOf(firstDownloadsScript), hashOf(firstPaintScript)];

module.exports = { firstDownloadsScript, firstPaintScript, inlineScriptHashes };

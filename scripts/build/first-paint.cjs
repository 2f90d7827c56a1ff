// The one inline script of the shell's page (index.html, issue 35): it runs while the page is parsed, before the
// first paint, and decides what that paint is. A browser with a session (shell/src/auth/session-marker.ts: the
// marker of an OIDC sign-in, or the note of memory/test mode) keeps the prerendered frame and starts its
// downloads: the shell's start chunks (listed by PreloadStartChunksPlugin in <meta name="dtp-start-chunks">) and
// the manifests and entry scripts of the remotes the last visit's first screen loaded (shell/src/federation/remotes.ts;
// the entry lies next to its manifest, scripts/build/remote-files.cjs), a connection to the API, and the first
// screen's calls when it opens at the last visit's first address (shell/src/first-paint-hints.ts). A browser
// without one gets the prerendered login view from <template id="signed-out"> instead, and no script preloads
// compete with its stylesheet. The script is constant, so the Content-Security-Policy allows it by its hash
// (scripts/dev/static-headers.mjs); the per-build file list is data in the meta element.
const { createHash } = require('node:crypto');
const { remoteEntryFile, remoteManifestFile } = require('./remote-files.cjs');

const manifestPattern = `/^https?:\\/\\/[^\\s"'<>]+\\/${remoteManifestFile.replaceAll('.', '\\.')}$/`;

const source = [
  '(function(){',
  'var d=document,s=false,k;',
  "try{k=localStorage;s=k.getItem('dtp.oidc.session')!==null||k.getItem('dtp.local.session')!==null}catch(e){}",
  "if(!s){var t=d.getElementById('signed-out'),r=d.getElementById('root');if(t&&r)r.innerHTML=t.innerHTML;return}",
  "function h(u,a){var l=d.createElement('link');l.rel='preload';l.as=a;l.href=u;if(a==='fetch')l.crossOrigin='anonymous';d.head.appendChild(l)}",
  "var m=d.querySelector('meta[name=\"dtp-start-chunks\"]');if(m)m.content.split(' ').forEach(function(f){if(f)h(f,'script')});",
  "var u=[];try{u=JSON.parse(k.getItem('dtp.first-screen.remotes')||'[]')}catch(e){}",
  // The entry script is requested as the federation runtime will request it: a classic script, no CORS mode.
  `if(Array.isArray(u))u.forEach(function(x){if(typeof x==='string'&&${manifestPattern}.test(x)){h(x,'fetch');h(x.slice(0,-${remoteManifestFile.length})+'${remoteEntryFile}','script')}});`,
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

/** The CSP source that allows exactly this script. */
const hash = `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

module.exports = { firstPaintScript: source, firstPaintHash: hash };

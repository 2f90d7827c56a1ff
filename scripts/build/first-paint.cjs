// The shell page's two inline scripts (index.html, issue 35). Both are constant, so the Content-Security-Policy
// allows them by their hashes (scripts/dev/static-headers.mjs); the per-build file list is data in a meta element.
//
// firstDownloadsScript runs at the top of <head>, before the stylesheet: a script after a stylesheet waits for it,
// and on a phone that held every download below back by the stylesheet's round trips (0.65 s with Lighthouse's
// devtools throttling). For a browser with a session (shell/src/auth/session-marker.ts: the marker of an OIDC
// sign-in, or the note of memory/test mode) it marks <html data-session> and starts the downloads: the shell's start
// chunks (listed by PreloadStartChunksPlugin in <meta name="dtp-start-chunks">), the manifests and entry scripts of
// the remotes the last visit's first screen loaded and the scripts of its screens (shell/src/federation/remotes.ts;
// and every manifest it read for the remotes' route rows: shell/src/first-paint-hints.ts;
// the entry lies next to its manifest, scripts/build/remote-files.cjs), a connection to the API, and the first screen's calls when the page
// opens at the last visit's first address (shell/src/first-paint-hints.ts). Without a session it starts nothing:
// no script preload competes with the login view's stylesheet. It also adds the app's entry script (main.js), and for
// a new tab of a browser that signed in it starts the silent sign-in first (issue 41, below).
//
// firstPaintScript runs after #root, before the first paint, and decides what that paint is: the prerendered frame
// for a browser with a session (its skeleton kept for the early heading), the prerendered login view from
// <template id="signed-out"> for one without.
const { createHash } = require('node:crypto');
const { remoteEntryFile, remoteManifestFile } = require('./remote-files.cjs');

const manifestPattern = `/^https?:\\/\\/[^\\s"'<>]+\\/${remoteManifestFile.replaceAll('.', '\\.')}$/`;

// A new tab of a browser that signed in (the OIDC marker, no user in this tab's sessionStorage, the hint of
// shell/src/auth/silent-sign-in-hint.ts, not the identity service's answer already) signs in before the app has
// loaded (issue 41), at most once per tab and minute ('dtp.silent-sign-in.at'; after that the app signs in by itself).
// The sign-in's state with its PKCE verifier (S256) goes where oidc-client-ts looks for it (its SigninState under
// 'oidc.<id>' in sessionStorage, as signinRedirect writes it), and the authorization request with prompt=none:
// - identity service same-site with the page (the same scheme and last two labels of the host name: its cookie
//   reaches a frame): into a hidden frame, while the app downloads (<html data-silent-sign-in>). The frame's page
//   opens with the answer and posts it here as oidc-client-ts's signinSilentCallback would, loading nothing; it is
//   kept in window.dtpSilentAnswer (and handed to window.dtpOnSilentAnswer) for the shell's entry, which lets
//   oidc-client-ts finish the sign-in (shell/src/auth/early-silent-sign-in.ts).
// - otherwise: the page stops loading, the page asked for goes where the shell restores it ('dtp-requested-path'),
//   and the tab goes there itself. The app then loads once, with the answer: a code is finished by the same early
//   module as the frame's answer (window.dtpSilentAnswer is the page's address), login_required as before.
const silentSignIn = [
  "var q=location.search,b=/[?&](code|error)=/.test(q)&&/[?&]state=/.test(q),e=false;",
  "if(b&&window.parent!==window){window.stop();try{window.parent.postMessage({source:'oidc-client',url:location.href,keepOpen:false},location.origin)}catch(x){}return}",
  // The tab came back with a code and the hint is there: the same early finish takes the page's own address.
  "if(b&&/[?&]code=/.test(q)&&k){try{var A=JSON.parse(k.getItem('dtp.silent-sign-in')||'null');if(A&&A.redirectUri===location.origin+'/'){e=true;window.dtpSilentAnswer=location.href;d.documentElement.setAttribute('data-silent-sign-in','')}}catch(x){}}",
  "if(!b&&k&&k.getItem('dtp.oidc.session')!==null){try{",
  "var a=JSON.parse(k.getItem('dtp.silent-sign-in')||'null'),z=sessionStorage,n=Date.now(),y=Number(z.getItem('dtp.silent-sign-in.at'));",
  "if(a&&typeof a.authorize==='string'&&/^https?:\\/\\/[^\\s\"'<>]+$/.test(a.authorize)&&a.redirectUri===location.origin+'/'&&typeof a.userKey==='string'&&a.userKey.indexOf('oidc.user:')===0&&typeof a.authority==='string'&&typeof a.clientId==='string'&&typeof a.scope==='string'&&z.getItem(a.userKey)===null&&!(n-y<60000)&&window.crypto&&crypto.subtle){",
  "z.setItem('dtp.silent-sign-in.at',String(n));var U=new URL(a.authorize),j=function(h){return h.split('.').slice(-2).join('.')};",
  "e=U.protocol===location.protocol&&j(U.hostname)===j(location.hostname);",
  "if(e)d.documentElement.setAttribute('data-silent-sign-in','');else window.stop();",
  "var x=function(l){var r=new Uint8Array(l);crypto.getRandomValues(r);return Array.prototype.map.call(r,function(c){return(c<16?'0':'')+c.toString(16)}).join('')},v=x(48),i=x(16);",
  "crypto.subtle.digest('SHA-256',new TextEncoder().encode(v)).then(function(g){",
  "var c=btoa(String.fromCharCode.apply(null,new Uint8Array(g))).replace(/\\+/g,'-').replace(/\\//g,'_').replace(/=+$/,'');",
  "z.setItem('oidc.'+i,JSON.stringify({id:i,created:Math.floor(n/1000),request_type:'si:r',code_verifier:v,authority:a.authority,client_id:a.clientId,redirect_uri:a.redirectUri,scope:a.scope}));",
  "[['client_id',a.clientId],['redirect_uri',a.redirectUri],['response_type','code'],['scope',a.scope],['state',i],['code_challenge',c],['code_challenge_method','S256'],['prompt','none']].forEach(function(p){U.searchParams.append(p[0],p[1])});",
  "if(!e){z.setItem('dtp-requested-path',location.pathname+location.search+location.hash);location.replace(U.href);return}",
  "var f=d.createElement('iframe');f.hidden=true;f.src=U.href;",
  "window.addEventListener('message',function o(m){if(m.origin===location.origin&&m.source===f.contentWindow&&m.data&&m.data.source==='oidc-client'&&typeof m.data.url==='string'){window.removeEventListener('message',o);f.remove();window.dtpSilentAnswer=m.data.url;if(window.dtpOnSilentAnswer)window.dtpOnSilentAnswer(m.data.url)}});",
  "(d.body||d.documentElement).appendChild(f)",
  "}).catch(function(){if(!e)location.reload()});if(!e)return}",
  "}catch(x){}}",
].join('');

// The route of the page's address among the remembered ones (shell/src/first-paint-hints.ts, in the order they are
// tried): W the route, Q its parameters as the address has them (letters, digits, '-' and '_' only; digits where the
// route's reads take numbers). S: a remembered path with the parameters in place of its ':name's, null where one is
// missing.
const routeOfAddress = [
  "var X=function(r){var a=r.path.split('/'),b=location.pathname.split('/'),q=Object.create(null);if(a.length!==b.length)return null;",
  "for(var i=0;i<a.length;i++){var n=a[i];if(n.charAt(0)===':'){n=n.slice(1);if(!/^[A-Za-z0-9_-]+$/.test(b[i])||(Array.isArray(r.digits)&&r.digits.indexOf(n)>=0&&!/^\\d+$/.test(b[i])))return null;q[n]=b[i]}else if(n!==b[i])return null}return q};",
  "var S=function(t,q){if(typeof t!=='string')return null;var o=true,s=t.replace(/:([A-Za-z]\\w*)/g,function(m,n){if(!(n in q)){o=false;return m}return q[n]});return o?s:null};",
  "var Q=null,W=null;f.routes.some(function(r){Q=r&&typeof r.path==='string'&&Array.isArray(r.calls)?X(r):null;if(Q)W=r;return Q!==null});",
].join('');

// The screen's heading from its early answer (issue 63, decision 0020), with the recipe the route's screen left at an
// earlier visit (api-client/src/client/early-heading.ts, kept by route by shell/src/first-paint-hints.ts): when its
// call was sent, the first of its headings whose condition holds and whose values are all in the answer (non-empty
// strings and numbers, as text, never as markup) fills the heading of <template id="early-heading"> (without the
// subtitle's line when that is empty, without the back button when the screen has none), which replaces the
// prerendered frame's skeleton while the frame is still on the page. window.dtpEarlyHeading: `settled` once the
// heading is on screen or none will be, `heading` the texts painted, `subject` whose session cookie answered (decision
// 0021: shell/src/auth/early-silent-sign-in.ts compares it with the sign-in); the shell starts the app's code after
// `settled` (shell/src/heading-first.ts), and its skeletons show the same heading. E returns it.
const earlyHeading = [
  "var E=function(w){var h=null;try{h=JSON.parse(k.getItem('dtp.first-screen.heading')||'null')}catch(x){}",
  "h=h&&typeof h==='object'?h[W.path]:null;var C=h?S(h.call,Q):null;if(!C||!w.calls[C]||!Array.isArray(h.headings))return;",
  // The back button's address: a path of this site.
  "var B=typeof h.backTo==='string'?S(h.backTo,Q):null;if(B!==null&&!/^\\/(?!\\/)[^\\s\"'<>]*$/.test(B))return;",
  // The answer's value at a path of keys.
  "var V=function(a,p){var x=a;p.forEach(function(n){x=x!==null&&typeof x==='object'&&typeof n==='string'?x[n]:undefined});return x};",
  // A text from its pieces: a string as it is, a path's value when it is a string that is not empty or a number; else no text.
  "var T=function(a,q){var r='';for(var i=0;i<q.length;i++){var p=q[i],x=typeof p==='string'?p:Array.isArray(p)?V(a,p):null;if(typeof x!=='string'&&typeof x!=='number'||x==='')return null;r+=x}return r.length<=200?r:null};",
  // Into the page, when the prerendered frame's skeleton is still there (the app has not rendered over it: React's first
  // render removes it, so a skeleton of the app's own is never touched). The back button stands before the title.
  "var P=function(g){var m=d.getElementById('early-heading'),s=window.dtpFrameSkeleton;if(!m||!s||!s.isConnected)return false;var c=m.content.cloneNode(true),e=c.querySelector('[data-early-heading=\"title\"]'),u=c.querySelector('[data-early-heading=\"subtitle\"]');if(!e)return false;",
  "e.textContent=g.title;e.parentNode.setAttribute('elementtiming','dtp-early-heading');if(u){var l=u.parentNode;if(g.subtitle)u.textContent=g.subtitle;else l.parentNode.removeChild(l)}",
  "var K=e.parentNode.previousElementSibling,A=K&&K.querySelector('a');if(A){if(g.backTo)A.setAttribute('href',g.backTo);else K.parentNode.removeChild(K)}s.parentNode.replaceChild(c,s);return true};",
  // On screen: the heading's element timing (the frame that showed it was presented), or two frames where the browser
  // has none.
  "var O=function(){return new Promise(function(R){var o=window.PerformanceObserver;if(!(o&&o.supportedEntryTypes&&o.supportedEntryTypes.indexOf('element')>=0)){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(R,0)})});return}",
  "var b=new o(function(n){if(n.getEntries().some(function(x){return x.identifier==='dtp-early-heading'})){b.disconnect();R()}});b.observe({type:'element',buffered:true})})};",
  // An answer for the session cookie (no token) paints only while no token's calls replaced it, and names its person
  // (the header: contract/src/session-cookie.ts SESSION_SUBJECT_HEADER; first-paint-script.test.ts holds them together).
  "var H={heading:null};H.settled=w.calls[C].then(function(r){if(!w.token)H.subject=r.headers.get('dtp-session-subject');return r.ok?r.clone().json():null}).then(function(a){if(!a||!w.token&&window.dtpEarlyCalls!==w)return;",
  "h.headings.some(function(x){if(!x||!Array.isArray(x.title)||(Array.isArray(x.when)&&!V(a,x.when)))return false;var t=T(a,x.title),u=Array.isArray(x.subtitle)?T(a,x.subtitle):'';if(!t||u===null)return false;",
  "H.heading={path:location.pathname,title:t,subtitle:u};if(B)H.heading.backTo=B;return true});if(!H.heading)return;",
  "var G=function(){return P(H.heading)?O():null};",
  "if(d.readyState!=='loading')return G();return new Promise(function(R){d.addEventListener('DOMContentLoaded',function(){R(G())})})",
  "}).catch(function(){});window.dtpEarlyHeading=H;return H};",
].join('');

// The first calls of the route the page opens at (the shell's record: shell/src/first-paint-hints.ts), with the tab's
// stored access token while it is valid long enough; the client takes their answers (api-client/src/client/early-calls.ts).
// A tab without one (a new tab of a browser that signed in, before its silent sign-in) sends them with the API's
// session cookie instead (decision 0021): their answers paint the heading only, and the calls leave again with the
// token the sign-in brings (window.dtpSendFirstCalls), for the app.
// Sent before the app's entry and the start chunks are asked for: the browser sends requests in the order the page
// makes them, and over HTTP/2 with the API at the page's own address (deploy/nginx) they share one connection, where the
// answer the heading waits for must not queue behind 280 KB of scripts (issue 63).
const firstCalls = [
  "if(s){var f=null;try{f=JSON.parse(k.getItem('dtp.first-screen.calls')||'null')}catch(x){}",
  "if(f&&typeof f.base==='string'&&/^https?:\\/\\/[^\\s\"'<>]+$/.test(f.base)&&typeof f.tokenKey==='string'&&Array.isArray(f.routes)){",
  routeOfAddress,
  "if(W){var t=null;try{var g=JSON.parse(sessionStorage.getItem(f.tokenKey)||'null');if(g&&typeof g.access_token==='string'&&g.expires_at-Date.now()/1000>=f.minValidityS)t=g.access_token}catch(x){}",
  earlyHeading,
  // Sent with the stored token now, or by the sign-in in a frame with the token it brings (window.dtpSendFirstCalls).
  "var J=null,F=function(t){var w={base:f.base,token:t,calls:{}};W.calls.forEach(function(p){p=S(p,Q);if(p&&/^\\/[^\\/\\s\"'<>][^\\s\"'<>]*$/.test(p)){var q=fetch(f.base+p,t?{headers:{Accept:'application/json',Authorization:'Bearer '+t}}:{headers:{Accept:'application/json'},credentials:'include'});q.catch(function(){});w.calls[p]=q}});window.dtpEarlyCalls=w;if(!(J&&J.heading))J=E(w)};",
  "if(t)F(t);else{if(k.getItem('dtp.oidc.session')!==null)F(null);if(e)window.dtpSendFirstCalls=function(x){if(typeof x==='string')F(x)}}}}}",
].join('');

const firstDownloadsScript = [
  '(function(){',
  'var d=document,s=false,k;',
  "try{k=localStorage;s=k.getItem('dtp.oidc.session')!==null||k.getItem('dtp.local.session')!==null}catch(e){}",
  silentSignIn,
  firstCalls,
  // The app's entry (main.js, <meta name="dtp-entry">), here rather than as a tag: a page on its way to the identity
  // service, or in the sign-in's frame, returned above and never asks for it (a tag would be fetched ahead anyway).
  // With a session it is needed first, ahead of the start chunks preloaded below (an inserted script is low priority).
  "var M=d.querySelector('meta[name=\"dtp-entry\"]');if(M)M.content.split(' ').forEach(function(f){if(f){var t=d.createElement('script');t.src=f;t.async=false;if(s)t.fetchPriority='high';d.head.appendChild(t)}});",
  'if(!s)return;',
  "d.documentElement.setAttribute('data-session','');",
  // The hints go into the page as one fragment, at the end: 25 links inserted one by one took a median of 119 ms of a
  // phone-like main thread before the first paint (4x CPU), as one fragment 76 ms (docs/performance.md, 'The main
  // thread's long tasks, named').
  "var L=d.createDocumentFragment(),P={};function h(u,a){if(P[u])return;P[u]=1;var l=d.createElement('link');l.rel='preload';l.as=a;l.href=u;if(a==='fetch')l.crossOrigin='anonymous';L.appendChild(l)}",
  // The sign-in finished early (a frame's answer or a code on this page): its chunk first, which must not wait behind
  // the start chunks; another answer of the identity service (login_required): the sign-in libraries' chunks.
  "var m=d.querySelector(e?'meta[name=\"dtp-silent-sign-in-chunks\"]':b?'meta[name=\"dtp-sign-in-chunks\"]':'meta[name=\"-\"]');if(m)m.content.split(' ').forEach(function(f){if(f)h(f,'script')});",
  "m=d.querySelector('meta[name=\"dtp-start-chunks\"]');if(m)m.content.split(' ').forEach(function(f){if(f)h(f,'script')});",
  "var u=[];try{u=JSON.parse(k.getItem('dtp.first-screen.remotes')||'[]')}catch(e){}",
  // Scripts are requested as the federation runtime and webpack will request them: classic scripts, no CORS mode.
  `if(Array.isArray(u))u.forEach(function(x){if(typeof x!=='string')return;if(${manifestPattern}.test(x)){h(x,'fetch');h(x.slice(0,-${remoteManifestFile.length})+'${remoteEntryFile}','script')}else if(/^https?:\\/\\/[^\\s"'<>]+\\.js$/.test(x))h(x,'script')});`,
  // Every manifest the last visit's first screen read for the remotes' route rows (shell/src/first-paint-hints.ts):
  // the sidebar and the first screen wait for each of them, not only for the screen's own remote's.
  "var N=[];try{N=JSON.parse(k.getItem('dtp.first-screen.manifests')||'[]')}catch(e){}",
  `if(Array.isArray(N))N.forEach(function(x){if(typeof x==='string'&&${manifestPattern}.test(x))h(x,'fetch')});`,
  // The API's origin of the last visit (shell/src/first-paint-hints.ts), in the CORS mode of the client's calls.
  "var o=k.getItem('dtp.first-screen.api');if(typeof o==='string'&&/^https?:\\/\\/[^\\s\"'<>\\/]+$/.test(o)){var c=d.createElement('link');c.rel='preconnect';c.href=o;c.crossOrigin='anonymous';L.appendChild(c)}",
  'd.head.appendChild(L);',
  '})();',
].join('');

const firstPaintScript = [
  '(function(){',
  // With a session the frame stays; its skeleton is where the early heading goes (earlyHeading above).
  "if(document.documentElement.hasAttribute('data-session')){window.dtpFrameSkeleton=document.querySelector('#root [data-testid=\"page-skeleton\"]');return}",
  "var t=document.getElementById('signed-out'),r=document.getElementById('root');if(t&&r)r.innerHTML=t.innerHTML;",
  '})();',
].join('');

const hashOf = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The CSP sources that allow exactly these two scripts. */
const inlineScriptHashes = [hashOf(firstDownloadsScript), hashOf(firstPaintScript)];

module.exports = { firstDownloadsScript, firstPaintScript, inlineScriptHashes };

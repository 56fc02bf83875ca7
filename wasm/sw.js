// Deepwood's service worker: it keeps one build of the game (the page,
// wasm_exec.js, the .wasm, the manifest and its icons) in the browser's
// cache, so the game once loaded opens again without a network. The build
// puts its content hash in BUILD (webgame.writeOffline); a new build is a
// new worker with a new cache, which takes over at once and deletes the
// old cache; a page it takes over from an older build's worker offers a
// reload (index.html). Everything else (the boards' /api/ calls, other
// pages) goes to the network untouched and is never cached.
const BUILD = '__DEEPWOOD_BUILD__';
const SCOPE = self.registration.scope; // the folder the game is served from
const PREFIX = 'deepwood-'; // webgame.CacheName
const CACHE = PREFIX + BUILD;
// The build's files, relative to the scope; '' is the page.
const FILES = ['', 'wasm_exec.js', 'deepwood.wasm', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];

self.addEventListener('install', (event) => {
  // 'no-cache' asks the server again but lets it answer 304 from the
  // browser's HTTP cache: the .wasm the page has just downloaded is not
  // downloaded twice. The .wasm comes as the server sends it (Brotli or
  // gzip) and is kept decoded.
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((f) => new Request(SCOPE + f, { cache: 'no-cache' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Only this scope's caches are this game's: another Deepwood served from
  // another folder of the same site keeps its own.
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE)
      .map((n) => caches.open(n).then((c) => c.match(SCOPE)).then((hit) => hit && caches.delete(n)))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || !req.url.startsWith(SCOPE)) return;
  let file = new URL(req.url).pathname.slice(new URL(SCOPE).pathname.length);
  if (file === 'index.html') file = '';
  if (!FILES.includes(file)) return; // not the game's: the network, untouched
  // The page is one whatever its query (?watch=…).
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(SCOPE + file))
    .then((hit) => hit || fetch(req)));
});

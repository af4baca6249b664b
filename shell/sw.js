// The release's service worker (docs/hosting.md). Keeps this release's files so that the game
// and the viewer open with no network after one visit, and gives way to the next release on the
// next visit. scripts/build.sh site fills in the release and its files; no framework.
'use strict';
var RELEASE = '@CARC_VERSION@';  // the version its pages show (their carc-version meta tag)
var CACHE = 'carcassonne-@CARC_SITE_HASH@';  // one cache per release's content
// Names relative to this file. Pages and the manifest keep their names from release to release
// (links and embed codes point at them): asked of the network first, the cache when it fails.
// Everything else has its content's hash in its name: the cache's copy is always right.
var PAGES = @CARC_PAGES@;
var HASHED = @CARC_HASHED@;
// How long a page waits for a network that answers slowly (a train's) before the cached release.
var NETWORK_WAIT_MS = 4000;

var scopePath = new URL('./', self.location).pathname;

function nameOf(url) {
  var name = url.pathname.slice(scopePath.length);
  return name === '' ? 'index.html' : name;
}

// A page copied whole: a response that followed a redirect (a host that strips ".html") cannot
// answer a navigation, so it is stored as a plain response of the same body.
function store(cache, name, response) {
  if (!response.ok) throw new Error(name + ': HTTP ' + response.status);
  if (!response.redirected) return cache.put(name, response);
  return response.blob().then(function (body) {
    return cache.put(name, new Response(body, { status: response.status, headers: response.headers }));
  });
}

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    // Pages revalidated (never an old copy from the HTTP cache); hashed files may come from it.
    var all = PAGES.map(function (n) { return [n, 'no-cache']; })
      .concat(HASHED.map(function (n) { return [n, 'default']; }));
    return Promise.all(all.map(function (e) {
      return fetch(new Request(e[0], { cache: e[1] })).then(function (r) { return store(cache, e[0], r); });
    }));
  }).then(function () { return self.skipWaiting(); }));
});

// The new release takes over at once: an open game has all its files loaded already and keeps
// playing; the caches of earlier releases go.
self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.indexOf('carcassonne-') === 0 && k !== CACHE; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

function fromCache(name) {
  return caches.open(CACHE).then(function (cache) { return cache.match(name); });
}

function networkFirst(request, name) {
  return new Promise(function (resolve) {
    var settled = false;
    function finish(r) { if (!settled && r) { settled = true; resolve(r); } return !!r; }
    function cached() { return fromCache(name).then(finish); }
    var timer = setTimeout(cached, NETWORK_WAIT_MS);
    fetch(request).then(function (r) {
      clearTimeout(timer);
      // A server error with a good copy at hand: the copy.
      if (r.ok) finish(r);
      else cached().then(function (had) { if (!had) finish(r); });
    }, function () {
      clearTimeout(timer);
      cached().then(function (had) { if (!had) finish(Response.error()); });
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.indexOf(scopePath) !== 0) return;
  var name = nameOf(url);
  if (PAGES.indexOf(name) >= 0) {
    event.respondWith(networkFirst(request, name));
  } else if (HASHED.indexOf(name) >= 0) {
    event.respondWith(fromCache(name).then(function (r) { return r || fetch(request); }));
  }
});


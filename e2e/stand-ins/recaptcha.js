// Runs in the page: eslint.config.js gives e2e/ Node's globals, so the browser's are named.
/* global window, document, location, navigator, URL, URLSearchParams, btoa, setTimeout */
// A stand-in for Google's reCAPTCHA v2 script (https://www.google.com/recaptcha/api.js, or
// www.recaptcha.net), served by install.ts in end-to-end tests of the production bundle. It offers
// grecaptcha's explicit rendering API (render, getResponse, reset, execute, ready) and calls the
// function named by its own address's onload parameter, as Google's does. The checkbox lives in
// a frame from www.google.com (recaptcha-anchor.html), which checks the site key and makes the
// token, as Google's servers do; this script only carries messages.
//
// The page's CSP allows no inline style and no inline handlers: this styles through the CSSOM
// and listens with addEventListener.
(function () {
  'use strict';

  const script = document.currentScript;
  const source = new URL(script ? script.src : 'https://www.google.com/recaptcha/api.js');
  // Google's frame comes from the host the script came from (www.google.com or recaptcha.net).
  const FRAME_ORIGIN = source.origin;
  const widgets = []; // widget id → { frame, params, response, textarea }

  function widgetOf(id) {
    const widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return widget;
  }

  function post(widget, message) {
    if (widget.frame.contentWindow) {
      widget.frame.contentWindow.postMessage(
        Object.assign({ standIn: 'recaptcha' }, message),
        FRAME_ORIGIN,
      );
    }
  }

  // A callback given by name (as Google allows) or as a function.
  function call(callback, value) {
    const fn = typeof callback === 'string' ? window[callback] : callback;
    if (typeof fn === 'function') fn(value);
  }

  function setResponse(widget, token) {
    widget.response = token;
    widget.textarea.value = token;
  }

  // Messages count only from Google's origin and from the frame of the widget they name.
  window.addEventListener('message', function (event) {
    const data = event.data;
    if (event.origin !== FRAME_ORIGIN || !data || data.standIn !== 'recaptcha') return;
    const widget = widgets[data.widget];
    if (!widget || widget.frame.contentWindow !== event.source) return;
    if (data.type === 'token') {
      setResponse(widget, data.token);
      call(widget.params.callback, data.token);
    } else if (data.type === 'expired') {
      setResponse(widget, '');
      call(widget.params['expired-callback']);
    } else if (data.type === 'error') {
      call(widget.params['error-callback']);
    }
  });

  function render(container, params) {
    const host = typeof container === 'string' ? document.getElementById(container) : container;
    if (!host || !host.appendChild)
      throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (!params || !params.sitekey) throw new Error('Missing required parameters: sitekey');
    const id = widgets.length;
    const size = params.size || 'normal';
    const frame = document.createElement('iframe');
    const query = new URLSearchParams({
      ar: '1',
      k: params.sitekey,
      co: btoa(location.origin), // Google's frame learns the page's origin this way too
      hl: params.hl || navigator.language || 'en',
      v: 'stand-in',
      theme: params.theme || 'light',
      size,
      id: String(id),
    });
    frame.src = FRAME_ORIGIN + '/recaptcha/api2/anchor?' + query.toString();
    frame.title = 'reCAPTCHA';
    frame.name = 'a-stand-in-' + id;
    frame.width = size === 'compact' ? '164' : '304';
    frame.height = size === 'compact' ? '144' : '78';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.style.border = 'none';
    if (params.tabindex !== undefined) frame.tabIndex = Number(params.tabindex);
    if (size === 'invisible') frame.style.display = 'none';

    // Google keeps the token in a hidden textarea too, for forms that post it as they are.
    const textarea = document.createElement('textarea');
    textarea.id = id === 0 ? 'g-recaptcha-response' : 'g-recaptcha-response-' + id;
    textarea.name = 'g-recaptcha-response';
    textarea.setAttribute('aria-hidden', 'true');
    textarea.tabIndex = -1;
    textarea.style.display = 'none';

    const box = document.createElement('div');
    box.style.width = frame.width + 'px';
    box.style.height = frame.height + 'px';
    box.appendChild(frame);
    box.appendChild(textarea);
    host.appendChild(box);
    widgets.push({ frame, params, response: '', textarea });
    return id;
  }

  window.grecaptcha = {
    render,
    getResponse: (id) => widgetOf(id).response,
    reset(id) {
      const widget = widgetOf(id);
      setResponse(widget, '');
      post(widget, { type: 'reset' });
    },
    // For an invisible widget, the check runs (and passes: no challenge here); a checkbox
    // widget waits for its box to be ticked.
    execute(id) {
      const widget = widgetOf(id);
      if ((widget.params.size || 'normal') === 'invisible') post(widget, { type: 'execute' });
    },
    ready(fn) {
      setTimeout(fn, 0);
    },
  };

  // Google calls onload once its second script has loaded, after this script's load event (which
  // react-async-script waits for): a task later, not during this script.
  const onload = source.searchParams.get('onload');
  if (onload) {
    setTimeout(function () {
      if (typeof window[onload] === 'function') window[onload]();
    }, 0);
  }
})();

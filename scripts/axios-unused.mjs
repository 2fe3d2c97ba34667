// Parts of axios the portal never uses, which axios bundles anyway: together about 6 KB gzip on
// the first load of every page that calls the service (docs/constants.md#first-load-budget).
// vite.config.ts answers each import below with its stand-in in builds (unit tests run the real
// axios); tests/build/axiosTrim.test.ts fails when an axios upgrade imports one of these modules
// from anywhere else, or the portal starts to use one.
/** @type {{ importer: string; source: string; code: string }[]} */
export const AXIOS_UNUSED = [
  // The fetch transport (with its stream and signal helpers): the client names XMLHttpRequest
  // (src/api/client.ts). "Not available here" is an answer axios's adapter lookup accepts.
  {
    importer: 'axios/lib/adapters/adapters.js',
    source: './fetch.js',
    code: 'export const getFetch = () => false;\nexport default false;\n',
  },
  // The table of status names axios exposes as axios.HttpStatusCode; nothing of axios reads it.
  {
    importer: 'axios/lib/axios.js',
    source: './helpers/HttpStatusCode.js',
    code: 'export default {};\n',
  },
  // The deprecated cancellation API (axios.CancelToken); requests are cancelled with an
  // AbortController's signal, which axios checks by itself.
  {
    importer: 'axios/lib/axios.js',
    source: './cancel/CancelToken.js',
    code: "export default class CancelToken {\n  constructor() {\n    throw new Error('axios.CancelToken is not in this build: use an AbortSignal');\n  }\n}\n",
  },
  // Reading a FormData into JSON (axios.formToJSON, and a FormData sent as application/json); the
  // portal sends a FormData only as multipart (uploads), and JSON only from plain objects.
  ...['axios/lib/axios.js', 'axios/lib/defaults/index.js'].map((importer) => ({
    importer,
    source: importer.endsWith('axios.js')
      ? './helpers/formDataToJSON.js'
      : '../helpers/formDataToJSON.js',
    code: "export default function formDataToJSON() {\n  throw new Error('Sending a FormData as JSON is not in this build');\n}\n",
  })),
  // Turning a plain object into a FormData or a url-encoded form (axios.toFormData, and an object
  // sent as multipart or x-www-form-urlencoded), and axios's own query serializer, which uses it:
  // the portal sends FormData objects as they are, JSON otherwise, and the client serializes
  // queries with URLSearchParams (src/api/queryString.ts).
  ...['axios/lib/axios.js', 'axios/lib/defaults/index.js'].map((importer) => ({
    importer,
    source: importer.endsWith('axios.js') ? './helpers/toFormData.js' : '../helpers/toFormData.js',
    code: "export default function toFormData() {\n  throw new Error('Turning an object into a FormData is not in this build');\n}\n",
  })),
  {
    importer: 'axios/lib/defaults/index.js',
    source: '../helpers/toURLEncodedForm.js',
    code: "export default function toURLEncodedForm() {\n  throw new Error('Sending a url-encoded form is not in this build');\n}\n",
  },
  ...[
    ['axios/lib/helpers/buildURL.js', './AxiosURLSearchParams.js'],
    [
      'axios/lib/platform/browser/classes/URLSearchParams.js',
      '../../../helpers/AxiosURLSearchParams.js',
    ],
  ].map(([importer, source]) => ({
    importer,
    source,
    code: "export default class AxiosURLSearchParams {\n  constructor() {\n    throw new Error('Queries are serialized by the client (src/api/queryString.ts) in this build');\n  }\n}\n",
  })),
  // Reading the XSRF cookie: the portal sends its session in x-auth-token, never in a cookie, and
  // the client turns XSRF off (withXSRFToken: false), so axios never asks for the cookie.
  ...[
    ['axios/lib/helpers/resolveConfig.js', './cookies.js'],
    ['axios/lib/adapters/xhr.js', '../helpers/cookies.js'],
  ].map(([importer, source]) => ({
    importer,
    source,
    code: 'export default {\n  read: () => null,\n  readAsync: async () => null,\n  write() {},\n  remove() {},\n};\n',
  })),
];

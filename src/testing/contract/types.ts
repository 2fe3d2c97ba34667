// The parts of an OpenAPI 3.1 document the contract validator reads: a loose reading, since the
// document is checked by Redocly's linter (npm run lint:contract), not by these types.

export type JsonSchema = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: JsonSchema } | { $ref: string }>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject | { $ref: string }>;
  security?: Record<string, string[]>[];
  'x-host'?: 'medication';
  'x-origin'?: 'spec' | 'addition';
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {
  parameters?: (ParameterObject | { $ref: string })[];
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ContractDocument {
  openapi: string;
  paths: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    securitySchemes?: Record<string, { type: string; in?: string; name?: string }>;
    [kind: string]: unknown;
  };
}

/** A request as it crossed the wire, its body already read. */
export interface WireRequest {
  method: string;
  /** 'service' (VITE_API_URL) or 'medication' (VITE_MEDICATION_API_URL). */
  host: 'service' | 'medication';
  /** The path under the host's base address, e.g. /message/awaiting-reply. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The media type without parameters, '' without a body. */
  mediaType: string;
  /** JSON as parsed, multipart as an object of strings and lists, else the text. */
  body: unknown;
}

/** An answer as it crossed the wire, its body already read. */
export interface WireAnswer {
  status: number;
  headers: Headers;
  mediaType: string;
  body: unknown;
}

/** One disagreement with the document, in plain words. */
export interface ContractFinding {
  /** e.g. 'POST /login'. */
  call: string;
  /** 'request': what the portal sent; 'answer': what the service answered. */
  side: 'request' | 'answer';
  message: string;
  /** A field the answer has and the document lacks: the portal ignores it; a note for a real service. */
  extraField?: boolean;
}

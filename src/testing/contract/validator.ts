// Holds an exchange with the clinic service to the contract document: which operation it is, and
// whether its request and answer are the document's. The schemas are checked by Ajv (JSON Schema
// 2020-12, OpenAPI 3.1's dialect); this file finds the operation, its parameters and media types,
// which Ajv knows nothing of. openapi-backend was tried first: in a page it brings Node's HTTP
// client (undici) with it, and it checks only JSON answers and no answer headers.

import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describeSchemaErrors } from './describeErrors';
import type {
  ContractDocument,
  ContractFinding,
  HttpMethod,
  JsonSchema,
  OperationObject,
  ParameterObject,
  ResponseObject,
  WireAnswer,
  WireRequest,
} from './types';

const DOCUMENT_ID = 'https://clinic.example/contract';
const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
/** Headers the portal sends that the document must name (the rest are the browser's own). */
const OWN_HEADER = /^(x-|idempotency-key$)/i;

export interface MatchedOperation {
  /** The document's path template, e.g. /message/{id}. */
  template: string;
  method: HttpMethod;
  operation: OperationObject;
  pointer: string;
  pathParams: Record<string, string>;
}

interface PathPattern {
  template: string;
  regex: RegExp;
  names: string[];
  /** Templated segments: a literal path is matched before a templated one (OpenAPI's rule). */
  holes: number;
}

function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

function patternOf(template: string): PathPattern {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((piece) => {
      const hole = /^\{([^}]+)\}$/.exec(piece);
      if (!hole?.[1]) return piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(hole[1]);
      return '([^/]+)';
    })
    .join('');
  return { template, regex: new RegExp(`^${source}$`), names, holes: names.length };
}

function callName(request: Pick<WireRequest, 'method' | 'path'>): string {
  return `${request.method.toUpperCase()} ${request.path}`;
}

export interface ContractValidator {
  match(request: Pick<WireRequest, 'method' | 'path' | 'host'>): MatchedOperation | null;
  checkRequest(request: WireRequest): {
    operation: MatchedOperation | null;
    findings: ContractFinding[];
  };
  checkAnswer(
    request: WireRequest,
    operation: MatchedOperation,
    answer: WireAnswer,
  ): ContractFinding[];
  operations(): MatchedOperation[];
}

/** Checking functions compiled when the bundle was built, by the pointer of their schema. */
export type PrecompiledSchemas = Readonly<Record<string, ValidateFunction>>;

/**
 * `precompiled` holds the document's schemas compiled ahead (virtual:contract-validators): a page
 * under the portal's Content-Security-Policy may not compile them (Ajv makes functions with `new
 * Function`). A schema missing from it is compiled here.
 */
export function createContractValidator(
  document: ContractDocument,
  precompiled: PrecompiledSchemas = {},
): ContractValidator {
  // The document is linted by Redocly (npm run lint:contract); checking it again against JSON
  // Schema's meta-schema cost most of the 80 ms this took on every page load of a mock build.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document as unknown as JsonSchema, DOCUMENT_ID);

  const compiled = new Map<string, ValidateFunction>();
  function schemaAt(pointer: string): ValidateFunction {
    let validate = precompiled[pointer] ?? compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  }

  function resolve<T>(value: T | { $ref: string }): { value: T; pointer: string | null } {
    if (typeof value !== 'object' || value === null || !('$ref' in value)) {
      return { value: value as T, pointer: null };
    }
    const pointer = value.$ref.replace(/^#/, '');
    const found = pointer
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], document);
    if (found === undefined) throw new Error(`The contract document has no ${value.$ref}`);
    return { value: found as T, pointer };
  }

  // Headers the security schemes name (x-auth-token, x-access-token): read once, not per request.
  const securityHeaders = Object.values(document.components?.securitySchemes ?? {})
    .filter((scheme) => scheme.in === 'header' && scheme.name)
    .map((scheme) => scheme.name!.toLowerCase());

  const patterns = Object.keys(document.paths)
    .map(patternOf)
    .sort((a, b) => a.holes - b.holes);

  function match(request: Pick<WireRequest, 'method' | 'path' | 'host'>): MatchedOperation | null {
    const method = request.method.toLowerCase() as HttpMethod;
    for (const pattern of patterns) {
      const found = pattern.regex.exec(request.path);
      const operation = document.paths[pattern.template]?.[method];
      if (!found || !operation) continue;
      if ((operation['x-host'] === 'medication') !== (request.host === 'medication')) continue;
      const pathParams: Record<string, string> = {};
      pattern.names.forEach((name, index) => {
        pathParams[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      const pointer = `/paths/${escapePointer(pattern.template)}/${method}`;
      return { template: pattern.template, method, operation, pointer, pathParams };
    }
    return null;
  }

  function parametersOf(matched: MatchedOperation): { param: ParameterObject; pointer: string }[] {
    const pathItem = document.paths[matched.template] ?? {};
    const lists: [unknown[] | undefined, string][] = [
      [pathItem.parameters, `/paths/${escapePointer(matched.template)}/parameters`],
      [matched.operation.parameters, `${matched.pointer}/parameters`],
    ];
    return lists.flatMap(([list, base]) =>
      (list ?? []).map((entry, index) => {
        const { value, pointer } = resolve(entry as ParameterObject | { $ref: string });
        return { param: value, pointer: `${pointer ?? `${base}/${index}`}/schema` };
      }),
    );
  }

  function checkValue(
    findings: ContractFinding[],
    base: Omit<ContractFinding, 'message'>,
    validate: ValidateFunction,
    value: unknown,
    what: string,
  ): void {
    if (validate(value)) return;
    for (const described of describeSchemaErrors(what, validate.errors as ErrorObject[], value)) {
      findings.push({ ...base, ...described });
    }
  }

  function checkRequest(request: WireRequest) {
    const call = callName(request);
    const findings: ContractFinding[] = [];
    const base = { call, side: 'request' as const };
    const matched = match(request);
    if (!matched) {
      const other = match({
        ...request,
        host: request.host === 'service' ? 'medication' : 'service',
      });
      findings.push({
        ...base,
        message: other
          ? `the document has this call on the ${other.operation['x-host'] === 'medication' ? 'medication' : 'service'} host, not the ${request.host} host`
          : 'the document has no such call',
      });
      return { operation: null, findings };
    }
    const params = parametersOf(matched);
    for (const { param, pointer } of params) {
      const raw =
        param.in === 'path'
          ? matched.pathParams[param.name]
          : param.in === 'query'
            ? (request.query.get(param.name) ?? undefined)
            : param.in === 'header'
              ? (request.headers.get(param.name) ?? undefined)
              : undefined;
      const label = `${param.in} parameter \`${param.name}\``;
      if (raw === undefined) {
        if (param.required) findings.push({ ...base, message: `the ${label} is missing` });
        continue;
      }
      if (param.schema)
        checkValue(findings, base, schemaAt(pointer), asTyped(raw, param.schema), label);
    }
    const known = new Set(params.map(({ param }) => `${param.in}:${param.name.toLowerCase()}`));
    for (const name of new Set(request.query.keys())) {
      if (!known.has(`query:${name.toLowerCase()}`)) {
        findings.push({
          ...base,
          message: `the query parameter \`${name}\` is not in the document`,
        });
      }
    }
    request.headers.forEach((_value, name) => {
      const lower = name.toLowerCase();
      if (
        OWN_HEADER.test(lower) &&
        !known.has(`header:${lower}`) &&
        !securityHeaders.includes(lower)
      ) {
        findings.push({ ...base, message: `the header \`${name}\` is not in the document` });
      }
    });
    const body = matched.operation.requestBody;
    if (!body) {
      if (request.mediaType && request.body !== '' && request.body !== undefined) {
        findings.push({
          ...base,
          message: 'the document gives this call no body, and one was sent',
        });
      }
      return { operation: matched, findings };
    }
    if (!request.mediaType) {
      if (body.required) findings.push({ ...base, message: 'the body is missing' });
      return { operation: matched, findings };
    }
    const media = body.content[request.mediaType];
    if (!media) {
      findings.push({
        ...base,
        message: `the body is ${request.mediaType}; the document takes ${Object.keys(body.content).join(' or ')}`,
      });
      return { operation: matched, findings };
    }
    if (media.schema) {
      const pointer = `${matched.pointer}/requestBody/content/${escapePointer(request.mediaType)}/schema`;
      const value =
        request.mediaType === 'multipart/form-data'
          ? shapeMultipart(request.body as Record<string, string[]>, media.schema)
          : request.body;
      checkValue(findings, base, schemaAt(pointer), value, 'body');
    }
    return { operation: matched, findings };
  }

  function responseFor(matched: MatchedOperation, status: number) {
    const responses = matched.operation.responses;
    const key = documentedResponseKey(responses, status);
    if (!key) return null;
    const { value, pointer } = resolve(responses[key] as ResponseObject | { $ref: string });
    return { response: value, pointer: pointer ?? `${matched.pointer}/responses/${key}` };
  }

  function checkAnswer(request: WireRequest, matched: MatchedOperation, answer: WireAnswer) {
    const findings: ContractFinding[] = [];
    const base = { call: callName(request), side: 'answer' as const };
    const found = responseFor(matched, answer.status);
    if (!found) {
      const listed = Object.keys(matched.operation.responses).join(', ');
      findings.push({
        ...base,
        message: `answered ${answer.status}; the document lists ${listed}`,
      });
      return findings;
    }
    const { response, pointer } = found;
    for (const [name, entry] of Object.entries(response.headers ?? {})) {
      const { value: header, pointer: headerPointer } = resolve(entry);
      const actual = answer.headers.get(name);
      if (actual === null) {
        if (header.required)
          findings.push({ ...base, message: `the header \`${name}\` is missing` });
      } else if (header.schema) {
        const at = `${headerPointer ?? `${pointer}/headers/${escapePointer(name)}`}/schema`;
        checkValue(
          findings,
          base,
          schemaAt(at),
          asTyped(actual, header.schema),
          `header \`${name}\``,
        );
      }
    }
    const content = response.content ?? {};
    const types = Object.keys(content);
    if (types.length === 0) {
      if (answer.mediaType && answer.body !== '') {
        findings.push({
          ...base,
          message: `answered ${answer.status} with a ${answer.mediaType} body; the document gives it none`,
        });
      }
      return findings;
    }
    const mediaKey = types.find((type) => mediaTypeMatches(type, answer.mediaType));
    if (!mediaKey) {
      findings.push({
        ...base,
        message: `answered ${answer.status} as ${answer.mediaType || 'no media type'}; the document gives ${types.join(' or ')}`,
      });
      return findings;
    }
    if (content[mediaKey]?.schema && /\bjson\b/.test(mediaKey)) {
      const at = `${pointer}/content/${escapePointer(mediaKey)}/schema`;
      checkValue(findings, base, schemaAt(at), answer.body, 'body');
    }
    return findings;
  }

  function operations(): MatchedOperation[] {
    return Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        template,
        method,
        operation: item[method]!,
        pointer: `/paths/${escapePointer(template)}/${method}`,
        pathParams: {},
      })),
    );
  }

  return { match, checkRequest, checkAnswer, operations };
}

/** The key of `responses` an answer of `status` takes: the status, its range (5XX), or default. */
export function documentedResponseKey(
  responses: Readonly<Record<string, unknown>>,
  status: number,
): string | undefined {
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  if (documented === actual || documented === '*/*') return true;
  const [type, sub] = documented.split('/');
  return sub === '*' && actual.startsWith(`${type}/`);
}

/**
 * A multipart body as the schema reads it: a field the schema takes as a list is a list even
 * when one part came, any other field its one value.
 */
function shapeMultipart(
  fields: Record<string, string[]>,
  schema: JsonSchema,
): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, values]) => {
      const isList = properties[name]?.type === 'array';
      return [name, isList || values.length > 1 ? values : values[0]];
    }),
  );
}

/** A parameter arrives as text: read as the number or truth value its schema gives it. */
function asTyped(raw: string, schema: JsonSchema): unknown {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) {
    return Number(raw);
  }
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

// Ajv's errors in the words a back-end engineer reads: which field, what it is, what the
// document says. A field the document lacks is marked, since a real service may send more than
// the portal reads (npm run contract:check reports those as notes).

import type { ErrorObject } from 'ajv';
import type { ContractFinding } from './types';

type Described = Pick<ContractFinding, 'message' | 'extraField'>;

function fieldName(what: string, instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  return parts.length === 0 ? what : `${what === 'body' ? '' : `${what} `}\`${parts.join('.')}\``;
}

function valueAt(root: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

function describeOne(what: string, error: ErrorObject, root: unknown): Described {
  const params = error.params as Record<string, unknown>;
  const value = valueAt(root, error.instancePath);
  const field = fieldName(what, error.instancePath);
  switch (error.keyword) {
    case 'required':
      return {
        message: `${fieldName(what, error.instancePath, String(params.missingProperty))} is missing`,
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const extra = String(params.additionalProperty ?? params.unevaluatedProperty);
      return {
        message: `${fieldName(what, error.instancePath, extra)} is not in the document`,
        extraField: true,
      };
    }
    case 'type':
      return { message: `${field} is ${kindOf(value)}; the document says ${String(params.type)}` };
    case 'const':
      return {
        message: `${field} is ${kindOf(value)}; the document says ${JSON.stringify(params.allowedValue)}`,
      };
    case 'enum':
      return {
        message: `${field} is ${kindOf(value)}; the document allows ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    default:
      return { message: `${field} ${error.message ?? 'does not fit the document'}` };
  }
}

/** The name of the documented shape an error of a oneOf's branch belongs to. */
function shapeOf(error: ErrorObject): string {
  const named = /#\/components\/schemas\/([^/]+)/.exec(error.schemaPath);
  if (named?.[1]) return named[1];
  const branch = /\/(?:oneOf|anyOf)\/(\d+)\//.exec(error.schemaPath);
  return branch?.[1] ? `shape ${Number(branch[1]) + 1}` : 'the shape';
}

export function describeSchemaErrors(
  what: string,
  errors: ErrorObject[],
  root: unknown,
): Described[] {
  const pending: ErrorObject[] = [];
  const described: Described[] = [];
  for (const error of errors) {
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') {
      pending.push(error);
      continue;
    }
    // Ajv lists each branch's errors before the oneOf's own: gather those under its field.
    const inside = pending.filter((inner) => inner.instancePath.startsWith(error.instancePath));
    for (const inner of inside) pending.splice(pending.indexOf(inner), 1);
    const byShape = new Map<string, string[]>();
    for (const inner of inside) {
      const shape = shapeOf(inner);
      byShape.set(shape, [...(byShape.get(shape) ?? []), describeOne(what, inner, root).message]);
    }
    const reasons = [...byShape].map(([shape, list]) => `as ${shape}: ${list.join('; ')}`);
    described.push({
      message: `${fieldName(what, error.instancePath)} fits none of its documented shapes (${reasons.join(' | ') || 'none matched'})`,
      extraField:
        inside.length > 0 &&
        inside.every((inner) => /Properties$/.test(inner.keyword) && inner.keyword !== 'required'),
    });
  }
  return [...described, ...pending.map((error) => describeOne(what, error, root))];
}

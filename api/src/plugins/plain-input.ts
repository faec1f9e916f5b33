import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MULTILINE } from '../schemas/common';
import { HttpError } from '../lib/http-error';

/** PostgreSQL's integer (int4): every integer the API takes is stored in or compared with one. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

// C0 controls and DEL. NUL in particular is refused by PostgreSQL's text types (a 500 before
// this guard); a multi-line field (MULTILINE in its schema) may still hold tabs and line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half a UTF-16 pair cannot be encoded as UTF-8, so it cannot be stored or sent on either.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Ajv would read '0x10', '1e3', ' 16' or 'Infinity' as numbers; an integer is written in digits.
const DECIMAL_INTEGER = /^-?\d+$/;

interface SchemaNode {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  [MULTILINE]?: boolean;
}

const PARTS = ['body', 'querystring', 'params'] as const;
type Part = (typeof PARTS)[number];

// A field is integer (or multi-line) when its schema, or any branch of a union, says so.
function branches(node: SchemaNode | undefined): SchemaNode[] {
  if (!node) return [];
  return [node, ...(node.anyOf ?? []).flatMap(branches), ...(node.oneOf ?? []).flatMap(branches)];
}
const hasType = (node: SchemaNode | undefined, type: string) =>
  branches(node).some((n) => n.type === type || (Array.isArray(n.type) && n.type.includes(type)));
const isMultiline = (node: SchemaNode | undefined) => branches(node).some((n) => n[MULTILINE]);
const child = (node: SchemaNode | undefined, key: string) =>
  branches(node).find((n) => n.properties?.[key])?.properties?.[key];
const itemsOf = (node: SchemaNode | undefined) => branches(node).find((n) => n.items)?.items;

function refuse(part: Part, path: string, problem: string): never {
  const field = path || part;
  throw new HttpError(400, `${part}/${field} ${problem}`, {
    errors: { [field]: `${field} ${problem}` },
  });
}

function checkText(part: Part, path: string, value: string, multiline: boolean) {
  if ((multiline ? CONTROL_BUT_LINES : CONTROL).test(value)) {
    refuse(part, path, 'must not contain control characters');
  }
  if (LONE_SURROGATE.test(value)) refuse(part, path, 'must not contain broken characters');
}

function checkInteger(part: Part, path: string, value: string | number) {
  if (typeof value === 'string') {
    if (value === '') return; // Ajv's own "must be integer" names it.
    if (!DECIMAL_INTEGER.test(value)) refuse(part, path, 'must be a whole number in digits');
  }
  const number = Number(value);
  if (Number.isInteger(number) && (number < INT4_MIN || number > INT4_MAX)) {
    refuse(part, path, `must be between ${INT4_MIN} and ${INT4_MAX}`);
  }
}

// Parsed JSON, a query (whose prototype is a bare one) or params; never the Buffer or stream a
// content parser may hand over.
const isParsedObject = (value: object) =>
  !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';

/** Every value under a request part, with the schema node that describes it (if any). */
function walk(part: Part, path: string, value: unknown, node: SchemaNode | undefined) {
  if (typeof value === 'string') {
    checkText(part, path, value, isMultiline(node));
    if (hasType(node, 'integer')) checkInteger(part, path, value);
    else if (hasType(node, 'number') && value.trim() !== '' && !Number.isFinite(Number(value))) {
      refuse(part, path, 'must be a finite number');
    }
  } else if (typeof value === 'number') {
    if (hasType(node, 'integer')) checkInteger(part, path, value);
  } else if (Array.isArray(value)) {
    // A repeated query key arrives as an array of what its schema describes once.
    const items = itemsOf(node) ?? node;
    value.forEach((item, index) =>
      walk(part, path ? `${path}.${index}` : String(index), item, items),
    );
  } else if (value && typeof value === 'object' && isParsedObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      checkText(part, at, key, false);
      walk(part, at, item, child(node, key));
    }
  }
}

/**
 * Text and integers every route takes, checked before its schema: no control characters or
 * half surrogate pairs in any string (single-line fields not even line breaks), and integers
 * written in plain digits that fit PostgreSQL's int4. Hooked on the root, so a new route or
 * field is covered without asking; a 400 names the field.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const schema = request.routeOptions.schema as Partial<Record<Part, SchemaNode>> | undefined;
      const values: Record<Part, unknown> = {
        body: request.body,
        querystring: request.query,
        params: request.params,
      };
      for (const part of PARTS) walk(part, '', values[part], schema?.[part]);
    });
  },
  { name: 'plain-input' },
);

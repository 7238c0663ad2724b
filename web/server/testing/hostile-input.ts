// Hostile input for every route of the OpenAPI document (GET /api/openapi.json): the payloads a review sent
// to find 500s (objects with a `constructor` key, nesting thousands of levels deep, lone surrogates) and
// their relatives (`__proto__`, arrays where a scalar is expected, numbers beyond every range, NaN-ish and
// very long strings, repeated query keys, bodies that are not objects, garbage multipart). The request is
// built as raw text, so values JSON.stringify cannot write (1e400, a lone surrogate's escape) reach the server.

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; minimum?: number; maximum?: number; enum?: unknown[]; minLength?: number; maxLength?: number; format?: string };

/** One operation of the OpenAPI document, reduced to what the fuzz needs. */
export interface FuzzOperation {
  method: string;
  path: string;
  query: Array<{ name: string; schema: Schema }>;
  /** The JSON body's schema (POST/PUT/DELETE with a body DTO). */
  body?: Schema;
  /** A multipart upload: the file field and the schema of the form. */
  upload?: { field: string; schema: Schema };
}

/** One hostile request: a label for the report, the raw query (already encoded) and the raw body. */
export interface HostileRequest {
  label: string;
  query: string;
  body?: { contentType: string; data: string | Buffer };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; schema: Schema }>; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const multipart = op.requestBody?.content['multipart/form-data']?.schema;
      const uploadField = multipart && Object.entries(multipart.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0];
      out.push({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).map((p) => ({ name: p.name, schema: p.schema })),
        body: op.requestBody?.content['application/json']?.schema,
        upload: multipart && uploadField ? { field: uploadField, schema: multipart } : undefined,
      });
    }
  }
  return out;
}

/** Nesting far beyond any DTO, and deep enough to blow a recursive walk's stack (≈10,000 frames). */
const DEEP = 2_000;
const VERY_DEEP = 50_000;

/** JSON texts put in every field of a body (and inside lists) at once. */
const HOSTILE_VALUES: Record<string, string> = {
  constructorKey: '{"constructor":1}',
  constructorPrototype: '{"constructor":{"prototype":{"polluted":1}}}',
  protoKey: '{"__proto__":{"polluted":1,"isAdmin":true}}',
  toStringKey: '{"toString":1,"valueOf":1}',
  listOfConstructors: '[{"constructor":1},{"__proto__":{"x":1}}]',
  listOfLists: '[["\\ud800"],[{"constructor":{"prototype":1}}]]',
  loneSurrogate: '"\\ud800"',
  emailWithLoneSurrogate: '"a\\udc00@example.org"',
  nul: '"a\\u0000b"',
  overflow: '1e400',
  hugeInteger: '99999999999999999999',
  fraction: '1.5',
  nanText: '"NaN"',
  true: 'true',
  null: 'null',
};

/**
 * Tried in one field at a time, the others plausible: values that pass a DTO's type check and may reach the
 * database (an int4 column, a varchar(n), an index row of at most 2,704 bytes), by the field's type.
 */
const ONE_FIELD_VALUES: Record<'number' | 'text', Record<string, string>> = {
  number: { hugeInteger: HOSTILE_VALUES.hugeInteger, beyondInt32: '2147483648' },
  text: { longText: JSON.stringify('A'.repeat(70_000)) },
};
const oneFieldValues = (schema: Schema) =>
  schema.type === 'integer' || schema.type === 'number' ? ONE_FIELD_VALUES.number : schema.type === 'string' ? ONE_FIELD_VALUES.text : { ...ONE_FIELD_VALUES.number, ...ONE_FIELD_VALUES.text };
/** At most this many fields get a request of their own per value (the rest share the all-fields requests). */
const MAX_ONE_FIELD = 10;

/** Query values (encoded): every parameter at once gets each of them. */
const HOSTILE_QUERY_VALUES: Record<string, string> = {
  empty: '',
  text: 'x',
  nan: 'NaN',
  overflow: '1e400',
  hugeInteger: '99999999999999999999',
  beyondInt32: '2147483648',
  nul: '%00',
  invalidUtf8: '%ED%A0%80%FF',
  json: encodeURIComponent('{"constructor":1}'),
  longText: 'A'.repeat(3_000),
};

/** A plausible value for a field, so that a hostile neighbour is what the route has to cope with. */
function plausible(schema: Schema): string {
  if (schema.enum?.length) return JSON.stringify(schema.enum[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return String(Math.min(Math.max(424_242, schema.minimum ?? -Infinity), schema.maximum ?? Infinity));
    case 'boolean':
      return 'true';
    case 'array':
      return '[]';
    case 'object':
      return '{}';
    default:
      if (schema.format === 'email') return '"fuzz@example.org"';
      return JSON.stringify('fuzz'.repeat(Math.max(1, Math.ceil((schema.minLength ?? 1) / 4))).slice(0, schema.maxLength ?? 64));
  }
}

const objectText = (entries: Array<[string, string]>) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
const json = (data: string) => ({ contentType: 'application/json', data });

/** Bodies that are not a JSON object, or that no parser should walk: every JSON route gets these. */
const STRUCTURAL_BODIES: readonly HostileRequest[] = (
  [
    ['list body', '[]'],
    ['text body', '"x"'],
    ['number body', '1e400'],
    ['null body', 'null'],
    ['boolean body', 'true'],
    ['malformed JSON', '{"a":'],
    ['BOM and garbage', '\ufeff{]'],
    ['constructor.prototype at the top', '{"constructor":{"prototype":{"polluted":1}}}'],
    ['__proto__ at the top', '{"__proto__":{"polluted":1}}'],
    ['duplicate keys', '{"a":1,"a":{"constructor":1}}'],
    ['lone surrogate in a key', '{"\\ud800":1}'],
    [`${DEEP} nested lists`, `{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`],
    [`${DEEP} nested objects`, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
    [`${VERY_DEEP} nested lists`, `${'['.repeat(VERY_DEEP)}${']'.repeat(VERY_DEEP)}`],
  ] as Array<[string, string]>
).map(([label, data]) => ({ label, query: '', body: json(data) }));

/** The hostile JSON bodies of one operation. */
function jsonBodies(schema: Schema): HostileRequest[] {
  const fields = Object.entries(schema.properties ?? {});
  const names = fields.length ? fields.map(([name]) => name) : ['value'];
  const out = [...STRUCTURAL_BODIES];
  for (const [label, value] of Object.entries(HOSTILE_VALUES)) {
    out.push({ label: `every field ${label}`, query: '', body: json(objectText(names.map((n) => [n, value]))) });
  }
  for (const [name, schema] of fields.slice(0, MAX_ONE_FIELD)) {
    for (const [label, value] of Object.entries(oneFieldValues(schema))) {
      const entries = fields.map(([n, s]): [string, string] => [n, n === name ? value : plausible(s)]);
      out.push({ label: `${name} ${label}`, query: '', body: json(objectText(entries)) });
    }
  }
  return out;
}

/** Garbage multipart: no boundary, a wrong one, cut short, fields only, the file in another field, too many fields. */
function multipartBodies(field: string): HostileRequest[] {
  const b = 'fuzzboundary';
  const part = (name: string, value: string, filename?: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\n${filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;
  const form = `multipart/form-data; boundary=${b}`;
  const bodies: Array<[string, string, string | Buffer]> = [
    ['multipart without a boundary', 'multipart/form-data', 'x'],
    ['multipart with another boundary', form, `--other\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\nxx\r\n--other--\r\n`],
    ['multipart cut short', form, `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`],
    ['multipart without parts', form, `--${b}--\r\n`],
    ['multipart with fields only', form, `${part('gid', '{"constructor":1}')}${part('__proto__', 'x')}--${b}--\r\n`],
    ['multipart with the file in another field', form, `${part('other', 'xx', 'a.png')}--${b}--\r\n`],
    ['multipart with too many fields', form, `${Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'x')).join('')}${part(field, 'xx', 'a.png')}--${b}--\r\n`],
    ['multipart with a garbage file', form, `${part('gid', '99999999999999999999')}${part(field, '\u0000\u00ff garbage', '../../etc/passwd\ud800')}--${b}--\r\n`],
    ['multipart with an empty file name', form, `${part(field, 'PK\u0003\u0004garbage', '')}--${b}--\r\n`],
    ['multipart headers only', form, Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="x.zip"\r\n`)],
    ['JSON instead of multipart', 'application/json', '{"constructor":{"prototype":1}}'],
  ];
  return bodies.map(([label, contentType, data]) => ({ label, query: '', body: { contentType, data } }));
}

/** The hostile queries of one operation (every method: a POST's query is read too). */
function queries(op: FuzzOperation): HostileRequest[] {
  const names = op.query.map((q) => q.name);
  const keys = names.length ? names : ['x'];
  const out: HostileRequest[] = [
    { label: 'query keys __proto__, constructor, prototype', query: '__proto__=1&constructor=1&prototype[x]=1' },
    { label: 'every query key twice', query: keys.map((k) => `${k}=1&${k}=2`).join('&') },
    { label: 'every query key as a list', query: keys.map((k) => `${k}[]=1&${k}[a]=2`).join('&') },
  ];
  if (!names.length) return out;
  for (const [label, value] of Object.entries(HOSTILE_QUERY_VALUES)) {
    out.push({ label: `every query parameter ${label}`, query: names.map((n) => `${encodeURIComponent(n)}=${value}`).join('&') });
  }
  return out;
}

/** Every hostile request of one operation. `denied`: the caller is refused at the door, a few suffice. */
export function hostileRequests(op: FuzzOperation, denied = false): HostileRequest[] {
  const all = [...queries(op), ...(op.upload ? multipartBodies(op.upload.field) : op.method !== 'GET' ? jsonBodies(op.body ?? {}) : [])];
  if (!denied) return all;
  // one of each kind: the refusal must not depend on the input either
  return all.filter((_, i) => i % 7 === 0);
}

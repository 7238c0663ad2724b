import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import type { DtoClass } from '@oj/core';
import { API_PREFIX, type MountedRoute } from './api-router.js';

type Schema = Record<string, unknown>;

const CONSTRAINT_SCHEMA: Record<string, (args: unknown[]) => Schema> = {
  isString: () => ({ type: 'string' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: () => ({ type: 'number' }),
  isBoolean: () => ({ type: 'boolean' }),
  isEmail: () => ({ type: 'string', format: 'email' }),
  isUrl: () => ({ type: 'string', format: 'uri' }),
  isArray: () => ({ type: 'array' }),
  isIn: (args) => ({ enum: args[0] as unknown[] }),
  isEnum: (args) => ({ enum: Object.values(args[0] as object) }),
  min: (args) => ({ minimum: args[0] }),
  max: (args) => ({ maximum: args[0] }),
  minLength: (args) => ({ minLength: args[0] }),
  maxLength: (args) => ({ maxLength: args[0] }),
  isLength: (args) => ({ minLength: args[0], ...(args[1] !== undefined ? { maxLength: args[1] } : {}) }),
  matches: (args) => ({ pattern: String((args[0] as RegExp).source ?? args[0]) }),
};

const DESIGN_TYPES: Record<string, Schema> = {
  String: { type: 'string' },
  Number: { type: 'number' },
  Boolean: { type: 'boolean' },
  Array: { type: 'array' },
  Object: { type: 'object' },
};

/** JSON schema of a DTO class, read from its class-validator decorators and TypeScript design types. */
export function dtoSchema(cls: DtoClass): { schema: Schema; required: string[] } {
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  const properties: Record<string, Schema> = {};
  const optional = new Set<string>();
  for (const meta of metadatas) {
    const prop = meta.propertyName;
    const designType = Reflect.getMetadata('design:type', cls.prototype, prop) as { name?: string } | undefined;
    properties[prop] ??= { ...(designType?.name ? DESIGN_TYPES[designType.name] : {}) };
    if (meta.type === 'conditionalValidation') optional.add(prop);
    const name = meta.name ?? (meta.type === 'customValidation' ? meta.constraintCls?.name : undefined);
    const make = name ? CONSTRAINT_SCHEMA[name] : undefined;
    if (make) Object.assign(properties[prop], make(meta.constraints ?? []));
  }
  const required = Object.keys(properties).filter((p) => !optional.has(p));
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}) }, required };
}

const ENVELOPE_SCHEMA = {
  type: 'object',
  required: ['status', 'msg', 'data'],
  properties: { status: { type: 'integer', example: 200 }, msg: { type: 'string' }, data: {} },
};

const ERROR_CODES: Record<string, string> = {
  '400': 'Bad input (the envelope names each bad field in data.problems)',
  '401': 'Not signed in',
  '403': 'Not allowed, or the feature is switched off (No Access)',
  '404': 'Not found',
  '409': 'Conflicts with the current state',
  '429': 'Too many requests (Retry-After says when to try again)',
  '500': 'Unexpected server error',
};

/**
 * The OpenAPI 3.1 document of every mounted route, derived from the route definitions themselves:
 * a new route appears here with no extra work.
 */
export function openApiDocument(routes: readonly MountedRoute[], info: { title: string; version: string }): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const { route, plugin } of routes) {
    const operation: Schema = {
      summary: route.summary,
      tags: [route.tag],
      operationId: `${route.method.toLowerCase()}${route.path.slice(API_PREFIX.length).replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(plugin ? { 'x-plugin': plugin } : {}),
      ...(route.access.auth === 'login' ? { security: [{ session: [] }, { token: [] }] } : {}),
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        ...Object.fromEntries(Object.entries(ERROR_CODES).map(([code, description]) => [code, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } }])),
      },
    };
    if (route.query) {
      const { schema, required } = dtoSchema(route.query);
      operation.parameters = Object.entries(schema.properties as Record<string, Schema>).map(([name, s]) => ({ name, in: 'query', required: required.includes(name), schema: s }));
    }
    if (route.upload) {
      // the file and, beside it, the body DTO's fields as form fields
      const fields = route.body ? dtoSchema(route.body).schema : { type: 'object', properties: {} };
      const schema = {
        ...fields,
        properties: { ...(fields.properties as Schema), [route.upload.field]: { type: 'string', format: 'binary', maxLength: route.upload.maxBytes } },
        required: [route.upload.field, ...((fields.required as string[] | undefined) ?? [])],
      };
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
    } else if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: dtoSchema(route.body).schema } } };
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Envelope: ENVELOPE_SCHEMA },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'oj_session' },
        token: { type: 'apiKey', in: 'header', name: 'Authorization' },
      },
    },
  };
}

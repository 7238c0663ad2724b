import { IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { defineRoute } from '@oj/core';
import { openApiDocument } from './openapi.js';

class RegisterBody {
  @IsString() @MaxLength(20)
  username!: string;

  @IsString() @Length(6, 20)
  password!: string;

  @IsEmail()
  email!: string;
}

class RankQuery {
  @IsOptional() @IsInt() @Min(1) @Max(300)
  limit?: number;

  @IsIn([0, 1])
  type!: number;
}

describe('openApiDocument', () => {
  const doc = openApiDocument(
    [
      { route: defineRoute({ method: 'POST', path: '/api/register', summary: 'Register', tag: 'account', access: { auth: 'anon' }, body: RegisterBody, handle: async () => null }) },
      { route: defineRoute({ method: 'GET', path: '/api/get-rank-list', summary: 'Rank', tag: 'other', access: { auth: 'login' }, query: RankQuery, handle: async () => null }), plugin: 'ranks' },
      { route: defineRoute({ method: 'POST', path: '/api/upload', summary: 'Upload', tag: 'file', access: { auth: 'login' }, upload: { field: 'image', maxBytes: 1024 }, handle: async () => null }) },
    ],
    { title: 'T', version: '1' },
  ) as { paths: Record<string, Record<string, Record<string, unknown>>> };

  it('lists every route under its spec path and method', () => {
    expect(Object.keys(doc.paths)).toEqual(['/api/register', '/api/get-rank-list', '/api/upload']);
    expect(doc.paths['/api/register'].post.summary).toBe('Register');
    expect(doc.paths['/api/get-rank-list'].get['x-plugin']).toBe('ranks');
    expect(doc.paths['/api/get-rank-list'].get.security).toBeDefined();
  });

  it('derives the body schema from the DTO constraints', () => {
    const body = doc.paths['/api/register'].post.requestBody as { content: { 'application/json': { schema: Record<string, unknown> } } };
    expect(body.content['application/json'].schema).toEqual({
      type: 'object',
      properties: {
        username: { type: 'string', maxLength: 20 },
        password: { type: 'string', minLength: 6, maxLength: 20 },
        email: { type: 'string', format: 'email' },
      },
      required: ['username', 'password', 'email'],
    });
  });

  it('derives query parameters, optional ones not required', () => {
    const params = doc.paths['/api/get-rank-list'].get.parameters as Array<{ name: string; required: boolean; schema: Record<string, unknown> }>;
    expect(params).toEqual([
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 300 } },
      { name: 'type', in: 'query', required: true, schema: { type: 'number', enum: [0, 1] } },
    ]);
  });

  it('describes an upload as a multipart form with its file field', () => {
    const body = doc.paths['/api/upload'].post.requestBody as { content: Record<string, { schema: Record<string, unknown> }> };
    expect(body.content['multipart/form-data'].schema).toEqual({ type: 'object', properties: { image: { type: 'string', format: 'binary', maxLength: 1024 } }, required: ['image'] });
  });
});

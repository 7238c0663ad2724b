import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ValidationError } from '../shared/errors';
import { MAX_INPUT_DEPTH } from './input-limits';
import { validateDto } from './validate-dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

class Inner {
  @Type(() => Number) @IsInt()
  size!: number;
}

class LoginBody {
  @Transform(trim) @IsString({ message: 'account.usernameRequired' }) @MaxLength(20)
  username!: string;

  @IsOptional() @IsEmail()
  email?: string;

  @IsOptional() @Type(() => Number) @IsInt()
  page?: number;

  @IsOptional()
  tags?: string[];

  @IsOptional() @IsObject() @ValidateNested() @Type(() => Inner)
  inner?: Inner;
}

async function problemsOf(raw: unknown, source: 'query' | 'body' = 'body'): Promise<Array<{ field: string; key: string }>> {
  try {
    await validateDto(LoginBody, raw, source);
  } catch (error) {
    if (error instanceof ValidationError) return error.problems.map(({ field, key }) => ({ field, key }));
    throw error;
  }
  throw new Error('accepted');
}

describe('validateDto on hostile input', () => {
  it('refuses an object where text or a number is declared, with the field\'s own message, before transforming', async () => {
    expect(await problemsOf({ username: { constructor: 1 } })).toEqual([{ field: 'username', key: 'account.usernameRequired' }]);
    expect(await problemsOf({ username: 'ann', page: { toString: 1, valueOf: 1 } })).toEqual([{ field: 'page', key: 'validation.isInt' }]);
    expect(await problemsOf({ username: ['ann'] })).toEqual([{ field: 'username', key: 'account.usernameRequired' }]);
    expect(await problemsOf({ username: 'ann', inner: { size: { constructor: { prototype: {} } } } })).toEqual([{ field: 'inner.size', key: 'validation.isInt' }]);
  });

  it('drops keys that name an object\'s machinery, anywhere in the input', async () => {
    const parsed = JSON.parse('{"username":"ann","__proto__":{"email":"x"},"constructor":{"prototype":{"polluted":1}},"tags":[{"constructor":1}]}') as unknown;
    const dto = await validateDto(LoginBody, parsed, 'body');
    expect(Object.getPrototypeOf(dto)).toBe(LoginBody.prototype);
    expect(dto.email).toBeUndefined();
    expect(dto.tags).toEqual([{}]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses lone surrogates and NUL in values and keys, naming the field', async () => {
    expect(await problemsOf({ username: 'ann', email: 'a\ud800@example.org' })).toEqual([{ field: 'email', key: 'validation.malformedText' }]);
    expect(await problemsOf({ username: 'ann', tags: ['ok', 'x\udc00'] })).toEqual([{ field: 'tags[1]', key: 'validation.malformedText' }]);
    expect(await problemsOf({ username: 'a\u0000b' })).toEqual([{ field: 'username', key: 'validation.nulCharacter' }]);
    expect(await problemsOf({ username: 'ann', '\ud800': 1 })).toEqual([{ field: '\ud800', key: 'validation.malformedText' }]);
    // a well-formed pair is one character
    await expect(validateDto(LoginBody, { username: 'ann😀' }, 'body')).resolves.toMatchObject({ username: 'ann😀' });
  });

  it('refuses input nested deeper than MAX_INPUT_DEPTH before walking it', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    await expect(validateDto(LoginBody, { username: 'ann', tags: deep }, 'body')).rejects.toMatchObject({ key: 'validation.tooDeep', params: { source: 'body', max: MAX_INPUT_DEPTH } });
  });

  it('refuses a repeated query key where one value is declared', async () => {
    expect(await problemsOf({ username: 'ann', page: ['1', '2'] }, 'query')).toEqual([{ field: 'page', key: 'validation.isInt' }]);
  });
});

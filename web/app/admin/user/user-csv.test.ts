import { describe, expect, it } from '@jest/globals';
import { csvRecords, parseUsersCsv } from './user-csv';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the imported users CSV', () => {
  it('reads quoted fields, commas, doubled quotes and both line ends', () => {
    expect(csvRecords('a,"b,c","say ""hi"""\r\nd,e\n"multi\nline",f')).toEqual([['a', 'b,c', 'say "hi"'], ['d', 'e'], ['multi\nline', 'f']]);
  });

  it('drops the BOM, a header row and blank lines, and pads rows to seven columns', () => {
    const parsed = parseUsersCsv(bytes('\uFEFFusername,password,email\n\nzhang,pw123456,z@example.org,张三,0,,清华\r\nli,pw654321\n'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      ['zhang', 'pw123456', 'z@example.org', '张三', '0', '', '清华'],
      ['li', 'pw654321', '', '', '', '', ''],
    ]);
  });

  it('says what is wrong before sending: not UTF-8, empty, extra columns, missing username or password', () => {
    expect(parseUsersCsv(new Uint8Array([0x75, 0xc4, 0xe3, 0x2c]))).toEqual({ rows: [], problems: [{ kind: 'notUtf8' }] });
    expect(parseUsersCsv(bytes('username,password\n')).problems).toEqual([{ kind: 'empty' }]);
    expect(parseUsersCsv(bytes('a,b,c,d,e,f,g,h\n,pw\nc,  \n')).problems).toEqual([
      { kind: 'columns', row: 1, count: 8 },
      { kind: 'required', row: 2, column: 'username' },
      { kind: 'required', row: 3, column: 'password' },
    ]);
  });
});

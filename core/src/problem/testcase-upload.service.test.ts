import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Cache } from '../cache/cache.port';
import type { Archive, ArchiveReader } from '../file/archive.port';
import type { FileStore } from '../file/file-store.port';
import { ValidationError } from '../shared/errors';
import { TestcaseUploadService } from './testcase-upload.service';

/** The "zip" is JSON of name → text: the reader's safety is the adapter's (and its tests'); this is about pairing. */
const fakeReader: ArchiveReader = {
  async open(zip): Promise<Archive> {
    const files = JSON.parse(String(zip)) as Record<string, string>;
    return { entries: Object.entries(files).map(([name, text]) => ({ name, size: text.length })), read: async (name) => Buffer.from(files[name]), stream: async (name) => Readable.from([Buffer.from(files[name])]), close: async () => undefined };
  },
};
const store = new Map<string, Buffer>();
const fakeFiles = {
  async put(input: Buffer | Readable) {
    const content = Buffer.isBuffer(input) ? input : Buffer.concat(await input.toArray());
    const hash = createHash('sha256').update(content).digest('hex');
    store.set(hash, content);
    return { hash, size: content.length };
  },
} as unknown as FileStore;
const cached = new Map<string, unknown>();
const fakeCache = {
  async set(key: string, value: unknown) {
    cached.set(key, value);
  },
  async get(key: string) {
    return cached.get(key);
  },
} as unknown as Cache;

const service = new TestcaseUploadService(fakeReader, fakeFiles, fakeCache);
const zip = (files: Record<string, string>) => ({ filename: 'data.ZIP', data: Buffer.from(JSON.stringify(files)) });
const keyOf = (e: unknown) => (e instanceof ValidationError ? e.key : String(e));

describe('the test-case zip', () => {
  it('pairs inputs with .out or .ans, orders by name length then name, stores the bytes and keeps the list', async () => {
    const answer = await service.upload(zip({ 'b10.in': 'x', 'b10.out': 'y', 'b2.in': '2', 'b2.ans': '4', 'a1.in': '1', 'a1.out': '1', 'notes.md': '' }), undefined);
    expect(answer.fileList.map((c) => [c.input, c.output])).toEqual([['a1.in', 'a1.out'], ['b2.in', 'b2.ans'], ['b10.in', 'b10.out']]);
    expect(store.get(answer.fileList[1].outputHash)?.toString()).toBe('4');
    expect(answer.fileList[0].groupNum).toBeUndefined();
    expect(await service.find(answer.fileListDir)).toEqual(answer.fileList);
    expect(await service.find('../../etc')).toBeUndefined();
  });

  it('takes input/output .txt names, gives an input without an answer an empty one, and skips macOS debris', async () => {
    const answer = await service.upload(zip({ 'data/input1.txt': '1', 'data/output1.txt': '2', '3.in': '3', '__MACOSX/._3.in': 'junk', '.hidden.in': 'h' }), undefined);
    expect(answer.fileList.map((c) => [c.input, c.output, c.outputSize])).toEqual([['3.in', '3.out', 0], ['input1.txt', 'output1.txt', 1]]);
  });

  it('reads groups in the subtask modes', async () => {
    const answer = await service.upload(zip({ '2_1.in': 'a', '1_1.in': 'b', '1_2.in': 'c', 'x.in': 'd' }), 'subtask_average');
    expect(answer.fileList.map((c) => [c.input, c.groupNum])).toEqual([['x.in', 3], ['1_1.in', 1], ['1_2.in', 1], ['2_1.in', 2]]);
  });

  it('refuses other files, zips without cases and names given twice', async () => {
    expect(keyOf(await service.upload({ filename: 'data.tar', data: Buffer.from('{}') }, undefined).catch((e) => e))).toBe('testcase.zipRequired');
    expect(keyOf(await service.upload(zip({ '1.out': '1', 'a.txt': '' }), undefined).catch((e) => e))).toBe('testcase.zipEmpty');
    expect(keyOf(await service.upload(zip({ 'a/1.in': '1', 'b/1.in': '1' }), undefined).catch((e) => e))).toBe('testcase.duplicateName');
  });
});

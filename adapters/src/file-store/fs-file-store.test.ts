import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStoreContract } from './file-store.contract';
import { FsFileStore } from './fs-file-store';

fileStoreContract('filesystem', async () => {
  const root = await mkdtemp(join(tmpdir(), 'oj-files-'));
  return { store: new FsFileStore(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('FsFileStore', () => {
  it('leaves no temporary file behind after a refused upload', async () => {
    const root = await mkdtemp(join(tmpdir(), 'oj-files-'));
    const store = new FsFileStore(root);
    await expect(store.put(Buffer.alloc(100), { maxBytes: 10 })).rejects.toThrow();
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});

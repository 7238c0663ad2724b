import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { manifestFiles, parseTestDataManifest, signJudgeToken, type FileStore, type TestDataManifest } from '@oj/core';
import type { DiskCache } from './disk-cache';

/** Where a runner gets test data: a manifest by its hash, then each file, as local verified paths. */
export interface TestDataSource {
  manifest(dataVersion: string): Promise<TestDataManifest>;
  /** Local path of a data file (fetched and verified on first use). */
  file(hash: string): Promise<string>;
}

/** Test data is unreachable just now (network, the site down): the task goes back to the queue. */
export class TestDataUnavailable extends Error {}

abstract class CachedSource implements TestDataSource {
  constructor(protected readonly cache: DiskCache) {}

  protected abstract open(hash: string): Promise<Readable>;

  async manifest(dataVersion: string): Promise<TestDataManifest> {
    const manifest = parseTestDataManifest(await readFile(await this.file(dataVersion), 'utf8'));
    // fetch every file now, so judging never stops half-way for a download
    await Promise.all(manifestFiles(manifest).map((hash) => this.file(hash)));
    return manifest;
  }

  file(hash: string): Promise<string> {
    return this.cache.get(hash, () => this.open(hash));
  }
}

/** The embedded judge reads the site's own store. */
export class FileStoreTestDataSource extends CachedSource {
  constructor(
    cache: DiskCache,
    private readonly store: FileStore,
  ) {
    super(cache);
  }

  protected async open(hash: string): Promise<Readable> {
    return this.store.stream(hash);
  }
}

const TOKEN_TTL_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** A remote runner asks the site: GET <site>/api/judge/test-data/<hash> with a signed token. */
export class HttpTestDataSource extends CachedSource {
  constructor(
    cache: DiskCache,
    private readonly siteUrl: string,
    private readonly secret: string,
  ) {
    super(cache);
  }

  protected open(hash: string): Promise<Readable> {
    const url = new URL(`/api/judge/test-data/${hash}`, this.siteUrl);
    const token = signJudgeToken(this.secret, `test-data:${hash}`, Date.now() + TOKEN_TTL_MS);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(url, { headers: { 'X-Judge-Token': token }, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        if (res.statusCode === 200) return resolve(res);
        res.resume();
        reject(new TestDataUnavailable(`the site answered ${res.statusCode} for test data ${hash}`));
      });
      req.on('timeout', () => req.destroy(new TestDataUnavailable(`no answer from ${url.origin} within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => reject(error instanceof TestDataUnavailable ? error : new TestDataUnavailable(`cannot reach ${url.origin}: ${error.message}`)));
      req.end();
    });
  }
}

/** For tests and the CLI: a source over data already in memory. */
export class InMemoryTestDataSource extends CachedSource {
  constructor(
    cache: DiskCache,
    private readonly files: Map<string, Buffer>,
  ) {
    super(cache);
  }

  protected async open(hash: string): Promise<Readable> {
    const data = this.files.get(hash);
    if (!data) throw new TestDataUnavailable(`no test data file ${hash}`);
    return Readable.from([data]);
  }
}

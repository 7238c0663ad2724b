/** The adapters' zip writer for tests that upload an archive (test data of a problem): part of the test harness. */
export { ZipWriter } from '../archive/zip-writer';

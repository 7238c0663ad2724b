export { FsFileStore } from './fs-file-store';
export { FileStoreHealthIndicator } from './file-store-health';

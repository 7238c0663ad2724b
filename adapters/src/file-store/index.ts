export { FsFileStore } from './fs-file-store';

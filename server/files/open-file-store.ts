import type { Config } from '../config';
import type { Db } from '../db/database';
import { createDiskFileStore, filesDirOf } from './disk-file-store';
import type { FileStore } from './file-store';
import { createPostgresFileStore } from './postgres-file-store';

/** The file store the configuration names: the disk of this process, or the database every process shares. */
export const openFileStore = (config: Pick<Config, 'fileStore' | 'dataDir'>, db: Db): FileStore =>
  config.fileStore === 'postgres'
    ? createPostgresFileStore(db)
    : createDiskFileStore(filesDirOf(config.dataDir));

import { join } from 'node:path'
import type { Config } from '../config.js'
import { createLocalExportFiles, createS3ExportFiles, type ExportFiles } from './export-files.js'
import { createLocalStorage, type PhotoStorage } from './storage.js'
import { createS3Storage, type Logger } from './storage-s3.js'

type StoreConfig = Pick<Config, 'storage' | 'dataDir' | 'uploadsDir'>

/**
 * The photos where the config keeps them: in the object store STORAGE_URL names, else in DATA_DIR/uploads.
 * The app and the demo seed both build theirs here, so that they put photos in the same place.
 */
export function createStorage(config: StoreConfig, log: Logger): PhotoStorage {
  return config.storage ? createS3Storage(config.storage, log) : createLocalStorage(config.uploadsDir)
}

/** Finished data exports: in the same object store as the photos, else in DATA_DIR/exports. */
export function createExportFiles(config: StoreConfig, log: Logger): ExportFiles {
  return config.storage
    ? createS3ExportFiles(config.storage, log)
    : createLocalExportFiles(exportsFolder(config))
}

/** Where exports are written before they are kept; the kept files too when there is no object store. */
export function exportsFolder(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'exports')
}

/**
 * Where uploaded images are kept. Local disk by default; an S3-compatible bucket when the API runs
 * as several processes. Keys are opaque; who may read a file is decided by uploaded_files, never
 * by the storage.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export class FileStorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileStorageError';
  }
}

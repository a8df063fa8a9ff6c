import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** Uploaded files on disk under random names (DOMAIN.md §5); the database keeps everything else. */
export interface FileStore {
  /**
   * Writes the stream to a new random name and returns it with the byte count. Throws
   * `FileTooLarge` past `maxBytes`; on any failure the partial file is removed first.
   */
  save(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<{ storedName: string; size: number }>;
  remove(storedName: string): Promise<void>;
  /** A readable stream of a stored file (optionally bytes start..end inclusive), or null when it is missing on disk. */
  open(storedName: string, range?: { start: number; end: number }): Readable | null;
  /** Size and modification time of a stored file, or null when it is missing on disk. */
  stat(storedName: string): Promise<{ size: number; mtime: Date } | null>;
  /** The stored names on disk (used by tests and maintenance). */
  list(): Promise<string[]>;
}

export class FileTooLarge extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLarge';
  }
}

const STORED_NAME = /^[0-9a-f]{32}$/;

export function diskFileStore(dir: string): FileStore {
  const ensureDir = () => fs.mkdirSync(dir, { recursive: true });
  const pathOf = (storedName: string) => {
    // Names come from our database only, but a malformed one must never reach outside the folder.
    if (!STORED_NAME.test(storedName)) throw new Error(`not a stored file name: ${storedName}`);
    return path.join(dir, storedName);
  };

  return {
    async save(stream, maxBytes) {
      ensureDir();
      const storedName = randomBytes(16).toString('hex');
      const finalPath = pathOf(storedName);
      // Written under a temporary name and renamed, so a stored name always means a whole file.
      const partPath = `${finalPath}.part`;
      const handle = await fsp.open(partPath, 'wx', 0o600);
      let size = 0;
      try {
        const reader = stream.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > maxBytes) {
            await reader.cancel().catch(() => {});
            throw new FileTooLarge();
          }
          await handle.write(value);
        }
        await handle.close();
        await fsp.rename(partPath, finalPath);
        return { storedName, size };
      } catch (error) {
        await handle.close().catch(() => {});
        await fsp.rm(partPath, { force: true });
        throw error;
      }
    },
    async remove(storedName) {
      await fsp.rm(pathOf(storedName), { force: true });
    },
    open(storedName, range) {
      const file = pathOf(storedName);
      return fs.existsSync(file) ? fs.createReadStream(file, range) : null;
    },
    async stat(storedName) {
      try {
        const info = await fsp.stat(pathOf(storedName));
        return info.isFile() ? { size: info.size, mtime: info.mtime } : null;
      } catch {
        return null;
      }
    },
    async list() {
      try {
        return (await fsp.readdir(dir)).sort();
      } catch {
        return [];
      }
    },
  };
}

/** A store in a new temporary folder (created on first write), for tests. */
export function temporaryFileStore(): FileStore {
  return diskFileStore(path.join(os.tmpdir(), `coffenet-files-${randomBytes(8).toString('hex')}`));
}

let processDefault: FileStore | undefined;
/** The store of deps built without one (API-only tests): one temporary folder per process. */
export function defaultFileStore(): FileStore {
  processDefault ??= temporaryFileStore();
  return processDefault;
}

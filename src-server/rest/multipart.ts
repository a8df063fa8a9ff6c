import { Readable } from 'node:stream';
import busboy from 'busboy';
import {
  MAX_FILES_PER_UPLOAD,
  MEDIA_CONTENT_MISMATCH,
  MEDIA_EMPTY,
  MEDIA_TOO_MANY_FILES,
  SIGNATURE_BYTES,
  mediaMaxBytes,
  mediaTooLargeMessage,
  mediaTypeMessage,
  mediaTypeOf,
  signatureMatches,
  type MediaPurpose,
} from '@shared/store/media';
import { MSG } from '@shared/messages';
import { DomainError, fail } from '../errors';
import { FileTooLarge, type FileStore } from '../services/files/file-store';
import { cleanFileName } from '../services/orders/files';
import type { UploadedMedia } from '../services/store/signing';

/*
 * Streams a multipart body to disk (issue 12): each file part goes through FileStore.save under a
 * random name, its size counted as it arrives and its first bytes checked against its extension.
 * Nothing is buffered beyond a chunk. On any refusal every file of the request is removed before
 * the answer, and the rest of the body is read and dropped in the background, so the browser gets
 * the 413/415 instead of a broken connection.
 */

export interface PartSpec {
  purpose: MediaPurpose;
  multiple: boolean;
}

export interface MultipartResult {
  fields: Map<string, string[]>;
  files: Map<string, UploadedMedia[]>;
}

/** Longest wait for the rest of a refused body before answering anyway. */
const DRAIN_WAIT_MS = 10_000;

class ContentMismatch extends Error {}
class EmptyFile extends Error {}

/** Reads and drops whatever is left of a request body, ignoring errors. */
export function drain(body: ReadableStream<Uint8Array> | null): void {
  if (!body || body.locked) return;
  void body.pipeTo(new WritableStream()).catch(() => {});
}

/** A web stream of a part that fails when its first bytes are not those of its extension's format. */
function checkedStream(part: Readable, fileName: string): ReadableStream<Uint8Array> {
  let head: Buffer | null = Buffer.alloc(0);
  let finished = false;
  const stop = () => {
    finished = true; // our handlers ignore the rest (busboy's own listeners must stay)
    part.resume(); // drop the rest, so busboy goes on to the next part
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      part.on('data', (chunk: Buffer) => {
        if (finished) return;
        if (head !== null) {
          head = Buffer.concat([head, chunk]);
          if (head.length < SIGNATURE_BYTES) return;
          if (!signatureMatches(fileName, head)) {
            stop();
            return controller.error(new ContentMismatch());
          }
          chunk = head;
          head = null;
        }
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 1) <= 0) part.pause();
      });
      part.on('end', () => {
        if (finished) return;
        finished = true;
        if (head !== null) {
          if (head.length === 0) return controller.error(new EmptyFile());
          if (!signatureMatches(fileName, head)) return controller.error(new ContentMismatch());
          controller.enqueue(head);
        }
        controller.close();
      });
      part.on('error', (error) => {
        if (finished) return;
        finished = true;
        controller.error(error);
      });
    },
    pull() {
      part.resume();
    },
    cancel() {
      stop();
    },
  });
}

export async function receiveMultipart(
  request: Request,
  files: FileStore,
  parts: ReadonlyMap<string, PartSpec>,
  productType: string | null,
): Promise<MultipartResult> {
  const body = request.body;
  if (!body) return { fields: new Map(), files: new Map() };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: { files: MAX_FILES_PER_UPLOAD + 2, fields: 100, fieldSize: 64 * 1024, parts: 200 },
    });
  } catch {
    throw fail.unprocessable(MSG.invalidBody);
  }

  const fields = new Map<string, string[]>();
  const saved = new Map<string, UploadedMedia[]>();
  const tasks: Promise<void>[] = [];
  let failure: unknown = null;
  let fileCount = 0;
  // Files finish saving in any order; each keeps its place in the body (the order the person chose).
  const placeInBody = new Map<UploadedMedia, number>();
  let signalFailure = () => {};
  const failed = new Promise<void>((resolve) => {
    signalFailure = resolve;
  });
  const refuse = (error: unknown) => {
    failure ??= error;
    signalFailure();
  };

  const done = new Promise<void>((resolve) => {
    parser.on('field', (name, value) => {
      const list = fields.get(name) ?? [];
      list.push(value);
      fields.set(name, list);
    });
    parser.on('file', (name, stream, info) => {
      const spec = parts.get(name);
      if (failure !== null || !spec) return void stream.resume();
      const fileName = cleanFileName(info.filename ?? '');
      const mime = mediaTypeOf(spec.purpose, fileName, productType);
      if (!mime) {
        refuse(new DomainError('UNSUPPORTED_MEDIA_TYPE', mediaTypeMessage(spec.purpose, productType)));
        return void stream.resume();
      }
      fileCount += 1;
      const already = saved.get(name)?.length ?? 0;
      if (fileCount > MAX_FILES_PER_UPLOAD || (!spec.multiple && already > 0)) {
        refuse(fail.unprocessable(MEDIA_TOO_MANY_FILES, name));
        return void stream.resume();
      }
      const place = fileCount;
      tasks.push(
        files.save(checkedStream(stream, fileName), mediaMaxBytes(spec.purpose)).then(
          ({ storedName, size }) => {
            const list = saved.get(name) ?? [];
            const media: UploadedMedia = { stored_name: storedName, filename: fileName, size, mime_type: mime, purpose: spec.purpose };
            placeInBody.set(media, place);
            list.push(media);
            saved.set(name, list);
          },
          (error) => {
            stream.resume();
            if (error instanceof FileTooLarge) refuse(new DomainError('PAYLOAD_TOO_LARGE', mediaTooLargeMessage(spec.purpose)));
            else if (error instanceof ContentMismatch) refuse(new DomainError('UNSUPPORTED_MEDIA_TYPE', MEDIA_CONTENT_MISMATCH));
            else if (error instanceof EmptyFile) refuse(fail.unprocessable(MEDIA_EMPTY, name));
            else refuse(error);
          },
        ),
      );
    });
    parser.on('error', (error) => {
      refuse(fail.unprocessable(MSG.invalidBody));
      void error;
      resolve();
    });
    parser.on('close', () => resolve());
  });

  const input = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  // Wait for the parser, or for the first refusal. After a refusal the parser keeps reading (and
  // dropping) the rest of the body, which the upload path's size check bounds; the answer waits for
  // that (at most DRAIN_WAIT_MS), so the connection stays usable and the client reads the 413/415
  // instead of a reset.
  await Promise.race([done, failed]);
  await Promise.allSettled(tasks);
  if (failure !== null) {
    await removeAll(files, saved);
    await Promise.race([done, new Promise((r) => setTimeout(r, DRAIN_WAIT_MS).unref?.())]);
    throw failure;
  }
  for (const list of saved.values()) list.sort((a, b) => placeInBody.get(a)! - placeInBody.get(b)!);
  return { fields, files: saved };
}

export async function removeAll(files: FileStore, saved: Map<string, UploadedMedia[]>): Promise<void> {
  for (const list of saved.values()) for (const f of list) await files.remove(f.stored_name).catch(() => {});
}

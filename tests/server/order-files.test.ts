import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { diskFileStore } from '../../src-server/services/files/file-store';
import { cleanFileName } from '../../src-server/services/orders/files';
import { orderWorld } from '../helpers/orders';
import { trpcError } from '../helpers/db';

/** A file whose bytes stop arriving halfway, as when the sender's connection drops. */
class InterruptedFile extends File {
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    let sent = false;
    return new ReadableStream({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new Uint8Array(64 * 1024).fill(7));
        } else controller.error(new Error('connection reset'));
      },
    });
  }
}

describe('order files', () => {
  it('leaves no row and no partial file when the upload breaks midway', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    const broken = new InterruptedFile([new Uint8Array(200 * 1024)], 'scan.pdf');
    await expect(w.api(w.customer).orders.upload({ orderId, file: broken })).rejects.toThrow();
    expect(await w.files.list()).toEqual([]);
    expect(await w.db.selectFrom('order_files').select('id').execute()).toEqual([]);
    // The next upload works.
    await w.api(w.customer).orders.upload({ orderId, file: new File(['ok'], 'ok.txt') });
    expect(await w.files.list()).toHaveLength(1);
  });

  it('stops writing a stream that grows past the limit and removes what it wrote', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
    const store = diskFileStore(dir);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(1000));
        controller.close();
      },
    });
    await expect(store.save(chunks, 3500)).rejects.toThrow('file too large');
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });

  it('keeps a clean original name: no folders, no control characters, bounded length', () => {
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('C:\\Users\\me\\doc.pdf')).toBe('doc.pdf');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    const long = cleanFileName(`${'ن'.repeat(300)}.docx`);
    expect([...long].length).toBe(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('lets a chat message carry only a file the sender uploaded to that order', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('in_progress');
    const other = await w.orderIn('pending');
    const cafeFile = await w.api(w.cafeUser).orders.upload({ orderId, file: new File(['x'], 'draft.docx'), caption: 'پیش‌نویس' });
    const otherFile = await w.api(w.customer).orders.upload({ orderId: other, file: new File(['y'], 'a.png') });

    const sent = await w.api(w.cafeUser).chat.send({ orderId, message: '', file_id: cafeFile.file_id, caption: 'پیش‌نویس' });
    expect(sent).toMatchObject({
      kind: 'file',
      message: 'draft.docx',
      file_id: cafeFile.file_id,
      file_info: { name: 'draft.docx', size: 1, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      caption: 'پیش‌نویس',
      is_final: false,
    });
    const notMine = await trpcError(w.api(w.customer).chat.send({ orderId, message: '', file_id: cafeFile.file_id }));
    expect([notMine.code, notMine.message]).toEqual(['FORBIDDEN', ORDER_MSG.chatFileNotOfSender]);
    const wrongOrder = await trpcError(w.api(w.customer).chat.send({ orderId, message: '', file_id: otherFile.file_id }));
    expect([wrongOrder.code, wrongOrder.message]).toEqual(['NOT_FOUND', ORDER_MSG.fileNotFound]);

    const final = await w.api(w.cafeUser).orders.upload({ orderId, file: new File(['z'], 'final.pdf'), is_final: true });
    expect((await w.api(w.cafeUser).chat.send({ orderId, message: 'نسخه نهایی', file_id: final.file_id })).is_final).toBe(true);
  });
});

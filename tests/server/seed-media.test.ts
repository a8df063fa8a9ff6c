import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inflateSync } from 'node:zlib';
import { DIGITAL_TYPES } from '@shared/store/products';
import { signatureMatches } from '@shared/store/media';
import { seedDemo } from '../../src-server/seed/demo';
import { temporaryFileStore } from '../../src-server/services/files/file-store';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { callerFor, freshMemoryDb } from '../helpers/db';

describe('demo store media', () => {
  it('gives every product a drawn PNG and every digital product a one-page PDF, so demo purchases download', async () => {
    const db = await freshMemoryDb();
    const files = temporaryFileStore();
    await seedDemo(db, files);
    const products = await db.selectFrom('products').select(['id', 'product_type', 'image', 'image_type']).execute();
    expect(products.length).toBeGreaterThan(10);
    const pictures = new Set<string>();
    for (const p of products) {
      expect(p.image_type).toBe('image/png');
      const png = await buffer(files.open(p.image!)!);
      expect(signatureMatches('a.png', png)).toBe(true);
      expect(png.readUInt32BE(16)).toBe(320); // IHDR width
      // The pixels inflate to 240 rows of a filter byte and 320 RGB pixels.
      const idat = png.indexOf('IDAT');
      const length = png.readUInt32BE(idat - 4);
      expect(inflateSync(png.subarray(idat + 4, idat + 4 + length)).length).toBe(240 * (320 * 3 + 1));
      pictures.add(png.toString('base64'));
    }
    expect(pictures.size).toBe(products.length); // each its own picture
    for (const p of products.filter((p) => (DIGITAL_TYPES as readonly string[]).includes(p.product_type))) {
      const rows = await db.selectFrom('product_files').select(['stored_name', 'filename']).where('product_id', '=', p.id).execute();
      expect(rows.length).toBeGreaterThan(0);
      const pdf = await buffer(files.open(rows[0]!.stored_name)!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('%%EOF');
    }
    const ali = (await findUserByUsername(db, 'ali'))!;
    const owned = await callerFor(db, ali, { files }).store.purchased();
    const ebook = owned.find((p) => p.product_type === 'ebook')!;
    const view = await callerFor(db, ali, { files }).store.content.digital({ id: ebook.product_id });
    expect(view.files_info[0]!.url).toContain(`/api/store/download/digital-file/${ebook.product_id}/`);
  });
});

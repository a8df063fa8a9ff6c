import { deflateSync } from 'node:zlib';
import { DIGITAL_TYPES, type ProductType } from '@shared/store/products';
import type { DB } from '../db/connection';
import type { FileStore } from '../services/files/file-store';
import { newId, nowIso } from '../ids';

/*
 * Demo pictures and files (issue 12), made in code at seed time and written through the file
 * store, nothing downloaded: every product gets a small PNG (a tinted background per type with a
 * simple shape), and every digital product without files a one-page PDF, so demo purchases download.
 */

const WIDTH = 320;
const HEIGHT = 240;

type Rgb = [number, number, number];
const LOOK = new Map<ProductType, { bg: Rgb; fg: Rgb; shape: 'box' | 'circle' | 'play' | 'book' | 'diamond' }>([
  ['physical', { bg: [255, 237, 213], fg: [234, 88, 12], shape: 'box' }],
  ['digital', { bg: [219, 234, 254], fg: [37, 99, 235], shape: 'circle' }],
  ['video_course', { bg: [243, 232, 255], fg: [147, 51, 234], shape: 'play' }],
  ['ebook', { bg: [204, 251, 241], fg: [13, 148, 136], shape: 'book' }],
  ['software', { bg: [224, 231, 255], fg: [79, 70, 229], shape: 'diamond' }],
]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function inside(shape: string, x: number, y: number, cx: number, cy: number, r: number): boolean {
  const dx = x - cx;
  const dy = y - cy;
  switch (shape) {
    case 'circle':
      return dx * dx + dy * dy <= r * r;
    case 'play':
      return dx >= -r * 0.6 && dx <= r && Math.abs(dy) <= (r - dx) * 0.62;
    case 'book':
      return Math.abs(dx) <= r * 0.75 && Math.abs(dy) <= r && Math.abs(dx) > 3;
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) <= r;
    default:
      return Math.abs(dx) <= r && Math.abs(dy) <= r * 0.8;
  }
}

/** A PNG of the type's look; `variant` moves and sizes the shape so products differ. */
export function demoPicture(type: ProductType, variant: number): Buffer {
  const look = LOOK.get(type)!;
  const cx = WIDTH / 2 + ((variant * 37) % 80) - 40;
  const cy = HEIGHT / 2 + ((variant * 23) % 40) - 20;
  const r = 48 + ((variant * 11) % 24);
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < WIDTH; x++) {
      const shade = 1 - (y / HEIGHT) * 0.08;
      const colour = inside(look.shape, x, y, cx, cy, r) ? look.fg : look.bg.map((c) => Math.round(c * shade));
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A valid one-page PDF with a line of (ASCII) text. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 72 720 Td (${text}) Tj ET\nBT /F1 12 Tf 72 690 Td (Coffenet-yar demo file) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const save = (files: FileStore, bytes: Buffer) => files.save(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(), bytes.length);

/** Pictures for products without one and a PDF for digital products without files. */
export async function seedDemoMedia(db: DB, files: FileStore, now: Date = new Date()): Promise<void> {
  const products = await db.selectFrom('products').select(['id', 'name', 'product_type', 'image']).orderBy('created_at').execute();
  for (const [i, p] of products.entries()) {
    if (!p.image) {
      const stored = await save(files, demoPicture(p.product_type, i));
      await db.updateTable('products').set({ image: stored.storedName, image_type: 'image/png' }).where('id', '=', p.id).execute();
    }
    if ((DIGITAL_TYPES as readonly string[]).includes(p.product_type)) {
      const has = await db.selectFrom('product_files').select('id').where('product_id', '=', p.id).limit(1).executeTakeFirst();
      if (has) continue;
      const stored = await save(files, demoPdf(`Demo file ${i + 1}`));
      await db
        .insertInto('product_files')
        .values({ id: newId(), product_id: p.id, filename: `نمونه-${i + 1}.pdf`, size: stored.size, stored_name: stored.storedName, mime_type: 'application/pdf', created_at: nowIso(now) })
        .execute();
    }
  }
}

// Makes the app's icons from client/public/favicon.svg (run again when the logo changes):
// favicon.ico (16, 32 and 48 px PNGs in an ICO container), apple-touch-icon.png (180 px, on white
// margin as iOS expects), icon-192.png and icon-512.png for the web app manifest.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.join(import.meta.dirname, '..', 'client', 'public');
const svg = fs.readFileSync(path.join(dir, 'favicon.svg'));
const png = (size) =>
  sharp(svg, { density: 72 * (size / 32) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (every browser since 2010 reads PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
fs.writeFileSync(path.join(dir, 'favicon.ico'), ico(images));
const touch = await sharp(svg, { density: 72 * 12 })
  .resize(148, 148)
  .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
  .flatten({ background: '#ffffff' })
  .png()
  .toBuffer();
fs.writeFileSync(path.join(dir, 'apple-touch-icon.png'), touch);
for (const size of [192, 512]) fs.writeFileSync(path.join(dir, `icon-${size}.png`), await png(size));
process.stdout.write(`icons written to ${dir}\n`);

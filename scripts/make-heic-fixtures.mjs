// Makes the HEIC test photos of src/server/modules/photos/fixtures with libheif's own encoder (x265):
//   apt-get install libheif-examples && node scripts/make-heic-fixtures.mjs
// The files are committed, so tests never need the encoder. The photo is red on the left, blue on the
// right, carries EXIF with a camera make and a GPS position, and its primary image has an `irot` box
// (90° anticlockwise): HEIF's own orientation, which the decoder applies.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

const out = join(import.meta.dirname, '../src/server/modules/photos/fixtures')
const work = mkdtempSync(join(tmpdir(), 'heic-fixtures-'))
const width = 96
const height = 64

const raw = Buffer.alloc(width * height * 3)
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    raw.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], (y * width + x) * 3)
  }
}
const jpeg = join(work, 'photo.jpg')
await sharp(raw, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 92 })
  .withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '52/1 22/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '4/1 53/1 0/1',
    },
  })
  .toFile(jpeg)
const plain = join(work, 'photo.heic')
execFileSync('heif-enc', ['-q', '70', '-o', plain, jpeg])
writeFileSync(join(out, 'photo-rotated.heic'), withRotation(readFileSync(plain), 1))
console.log('written to', out)

/** Boxes of an ISO BMFF range: [type, start, size] (64-bit sizes do not occur in these small files). */
function boxes(buf, start, end) {
  const found = []
  for (let at = start; at + 8 <= end; ) {
    const size = buf.readUInt32BE(at)
    found.push([buf.toString('latin1', at + 4, at + 8), at, size])
    at += size
  }
  return found
}

function child(buf, parent, type, headerExtra = 0) {
  const [, start, size] = parent
  const hit = boxes(buf, start + 8 + headerExtra, start + size).find(([t]) => t === type)
  if (!hit) throw new Error(`no ${type}`)
  return hit
}

/** Adds an `irot` property to the primary item: ipco, ipma and the sizes of their parents grow, iloc moves. */
function withRotation(buf, quarterTurns) {
  const meta = boxes(buf, 0, buf.length).find(([t]) => t === 'meta')
  const pitm = child(buf, meta, 'pitm', 4)
  const primary = buf[pitm[1] + 8] === 0 ? buf.readUInt16BE(pitm[1] + 12) : buf.readUInt32BE(pitm[1] + 12)
  const iprp = child(buf, meta, 'iprp', 4)
  const ipco = child(buf, iprp, 'ipco')
  const ipma = child(buf, iprp, 'ipma')
  const propertyIndex = boxes(buf, ipco[1] + 8, ipco[1] + ipco[2]).length + 1
  if (buf[ipma[1] + 8] !== 0 || (buf.readUInt32BE(ipma[1] + 8) & 1) !== 0 || propertyIndex > 127)
    throw new Error('unexpected ipma layout')

  // ipma entries: item id (16 bits), count (8 bits), then one byte per association.
  let at = ipma[1] + 16
  let countAt = -1
  const entries = buf.readUInt32BE(ipma[1] + 12)
  for (let i = 0; i < entries; i++) {
    const item = buf.readUInt16BE(at)
    const count = buf[at + 2]
    if (item === primary) countAt = at + 2
    at += 3 + count
  }
  if (countAt < 0) throw new Error('primary item has no properties')
  const associationAt = countAt + 1 + buf[countAt]

  const irot = Buffer.from([0, 0, 0, 9, 0x69, 0x72, 0x6f, 0x74, quarterTurns & 3])
  const ipcoEnd = ipco[1] + ipco[2]
  const grown = Buffer.concat([
    buf.subarray(0, ipcoEnd),
    irot,
    buf.subarray(ipcoEnd, associationAt),
    Buffer.from([0x80 | propertyIndex]),
    buf.subarray(associationAt),
  ])
  const delta = irot.length + 1
  grown[countAt + irot.length] += 1
  grown.writeUInt32BE(ipco[2] + irot.length, ipco[1])
  grown.writeUInt32BE(ipma[2] + 1, ipma[1] + irot.length)
  grown.writeUInt32BE(iprp[2] + delta, iprp[1])
  grown.writeUInt32BE(meta[2] + delta, meta[1])
  moveFileOffsets(grown, child(grown, [null, meta[1], meta[2] + delta], 'iloc', 4), delta)
  return grown
}

/** Items stored in the file (construction method 0) now start `delta` bytes later. */
function moveFileOffsets(buf, iloc, delta) {
  const version = buf[iloc[1] + 8]
  let at = iloc[1] + 12
  const offsetSize = buf[at] >> 4
  const lengthSize = buf[at] & 15
  const baseOffsetSize = buf[at + 1] >> 4
  const indexSize = version === 1 || version === 2 ? buf[at + 1] & 15 : 0
  at += 2
  const itemCount = version < 2 ? buf.readUInt16BE(at) : buf.readUInt32BE(at)
  at += version < 2 ? 2 : 4
  const read = (pos, size) =>
    size === 0 ? 0 : size === 4 ? buf.readUInt32BE(pos) : Number(buf.readBigUInt64BE(pos))
  const write = (pos, size, value) =>
    size === 4 ? buf.writeUInt32BE(value, pos) : buf.writeBigUInt64BE(BigInt(value), pos)
  for (let i = 0; i < itemCount; i++) {
    at += version < 2 ? 2 : 4
    let method = 0
    if (version === 1 || version === 2) {
      method = buf.readUInt16BE(at) & 15
      at += 2
    }
    at += 2
    const baseAt = at
    const base = read(at, baseOffsetSize)
    at += baseOffsetSize
    const extents = buf.readUInt16BE(at)
    at += 2
    if (method === 0 && baseOffsetSize > 0 && base > 0) write(baseAt, baseOffsetSize, base + delta)
    for (let e = 0; e < extents; e++) {
      at += indexSize
      if (method === 0 && !(baseOffsetSize > 0 && base > 0))
        write(at, offsetSize, read(at, offsetSize) + delta)
      at += offsetSize + lengthSize
    }
  }
}

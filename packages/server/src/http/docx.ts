/**
 * A docx is a zip (SECURITY.md uploads 5.2.3): its directory is read, never its contents, and it is
 * refused unless it looks like a Word document of sane size. A zip bomb declares far more bytes
 * than it carries, so the sizes it declares are bounded, in total and per entry.
 */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const MAX_ENTRIES = 2_000;
const MAX_TOTAL_BYTES = 50 * 1024 * 1024;
const MAX_RATIO = 100;

export function isBoundedDocx(zip: Buffer): boolean {
  // The end record is within the last 22 + 65535 bytes (it may carry a comment).
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= from; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entries === 0 || entries > MAX_ENTRIES || directoryOffset >= end) return false;

  let at = directoryOffset;
  let total = 0;
  const names = new Set<string>();
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return false;
    const compressed = zip.readUInt32LE(at + 20);
    const uncompressed = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (at + 46 + skip > end) return false;
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // 0xffffffff asks for zip64, which no document of 2 MB needs.
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return false;
    if (uncompressed > Math.max(compressed, 1) * MAX_RATIO && uncompressed > 1024 * 1024) return false;
    total += uncompressed;
    if (total > MAX_TOTAL_BYTES) return false;
    if (name.startsWith('/') || name.split('/').includes('..')) return false;
    names.add(name);
    at += 46 + skip;
  }
  return names.has('[Content_Types].xml') && [...names].some((name) => name.startsWith('word/'));
}

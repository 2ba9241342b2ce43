// Unpack a tar file (ustar, as PGlite's dumpDataDir writes it) into a folder, one member at a
// time, so unpacking a data folder costs a buffer of the largest file, not the whole archive.
import { closeSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const BLOCK = 512

const field = (header: Buffer, start: number, length: number) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '')

export function untarInto(file: string, dir: string): void {
  const fd = openSync(file, 'r')
  try {
    const header = Buffer.alloc(BLOCK)
    let offset = 0
    for (;;) {
      if (readSync(fd, header, 0, BLOCK, offset) < BLOCK || header.every((b) => b === 0)) return
      offset += BLOCK
      const prefix = header.toString('latin1', 257, 262) === 'ustar' ? field(header, 345, 155) : ''
      const name = path.posix.join(prefix, field(header, 0, 100))
      const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8)
      const type = String.fromCharCode(header[156]!)
      if (name.split('/').includes('..')) throw new Error(`${file}: member ${name} lies outside the folder`)
      const target = path.join(dir, name)
      if (type === '5') mkdirSync(target, { recursive: true })
      else if (type === '0' || type === '\0') {
        const data = Buffer.alloc(size)
        if (readSync(fd, data, 0, size, offset) < size) throw new Error(`${file}: truncated at ${name}`)
        mkdirSync(path.dirname(target), { recursive: true })
        writeFileSync(target, data, { mode: 0o600 })
      }
      offset += Math.ceil(size / BLOCK) * BLOCK
    }
  } finally {
    closeSync(fd)
  }
}

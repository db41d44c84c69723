/**
 * SQLite's change marker, read on every request that may be answered from memory (see Store.version).
 *
 * `PRAGMA data_version` is the documented marker, but reading it opens a read transaction, which takes the WAL
 * index's locks: a third of a cached answer's cost. The WAL-index header in the `-shm` file holds the same news
 * without a lock (sqlite.org/walformat.html, "The WAL-Index Header"): `iChange` counts every committed
 * transaction, `mxFrame` the frames in the WAL, the salts change whenever the WAL restarts. Writers publish the
 * header in two copies, one after the other; copies that differ mean a commit is being published, and the marker is
 * then "unknown" (nothing kept is used, nothing read is kept). Whenever the header cannot be read as expected (no
 * WAL, another format version, not initialised) the marker falls back to `PRAGMA data_version`.
 *
 * Measured gain: with key-memory.ts, whose keys it keeps valid (docs/scaling.md, "The fast path, piece by piece").
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** The format version of the WAL index this reads (SQLite 3.7.0 and every version since). */
const WAL_INDEX_VERSION = 3_007_000;
/** One copy of the header; two copies follow each other at the start of the file. */
const HEADER_BYTES = 48;

/** Reads the marker: a string that differs whenever anything may have changed, or undefined (unknown right now). */
export interface ChangeMarker {
  read(ownWrites: number): string | undefined;
  /** The pages in the WAL (the header's mxFrame), or undefined when the header cannot be read as expected. */
  walPages(): number | undefined;
  /**
   * Closes the `-shm` descriptor. Only once the store's connection is closed: closing any descriptor of a file
   * drops every POSIX lock this process holds on it, SQLite's among them.
   */
  close(): void;
}

/** The marker of the store at `file`; `dataVersion` reads `PRAGMA data_version` (the fallback). */
export function changeMarker(file: string, dataVersion: () => number): ChangeMarker {
  const header = Buffer.alloc(2 * HEADER_BYTES);
  const last = Buffer.alloc(2 * HEADER_BYTES);
  let fd: number | undefined;
  let lastWrites = -1;
  let generation = 0;
  let marker = '';

  let bigEndian = false;
  const walHeader = (): 'read' | 'torn' | 'unreadable' => {
    try {
      fd ??= openSync(`${file}-shm`, 'r');
      if (readSync(fd, header, 0, header.length, 0) !== header.length) return 'unreadable';
    } catch {
      return 'unreadable';
    }
    // iVersion and isInit (offset 12) of the first copy; the header is in the machine's byte order.
    bigEndian = header.readUInt32BE(0) === WAL_INDEX_VERSION;
    const version = header.readUInt32LE(0) === WAL_INDEX_VERSION || bigEndian;
    if (!version || header[12] !== 1) return 'unreadable';
    return header.compare(header, HEADER_BYTES, 2 * HEADER_BYTES, 0, HEADER_BYTES) === 0 ? 'read' : 'torn';
  };

  return {
    read(ownWrites) {
      const state = walHeader();
      if (state === 'torn') return undefined;
      if (state === 'unreadable') return `${ownWrites}.v${dataVersion()}`;
      // The same string while nothing changed: no allocation, and kept values compare by identity first.
      if (ownWrites !== lastWrites || !header.equals(last)) {
        header.copy(last);
        lastWrites = ownWrites;
        generation += 1;
        marker = `${ownWrites}.w${generation}`;
      }
      return marker;
    },
    walPages() {
      // mxFrame: offset 16 of the header, in the machine's byte order.
      if (walHeader() === 'unreadable') return undefined;
      return bigEndian ? header.readUInt32BE(16) : header.readUInt32LE(16);
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed twin saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli 9 packs JSON nearly as tight as 11 at a fraction of the time; 11 would hold a 500-product
 * shop's first answers back for the better part of a second.
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 9,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

export type ContentEncoding = 'br' | 'gzip';

/**
 * One answer's bytes and, once zlib's threads have made them, its Brotli and gzip twins: compressed
 * once per change rather than once per request. Until a twin is ready the plain bytes are sent.
 */
export class EncodedBody {
  private readonly twins: Partial<Record<ContentEncoding, Buffer>> = {};
  /** Settles once both twins are made (or given up): from then on `bytes` is what this body holds. */
  readonly compressed: Promise<void>;
  /** The plain bytes, until `shrink` leaves the twins alone to hold them. */
  private plain: Buffer | undefined;

  constructor(identity: Buffer) {
    this.plain = identity;
    if (identity.length < MIN_COMPRESSED_BYTES) {
      this.compressed = Promise.resolve();
      return;
    }
    // A failure only means this answer goes out uncompressed.
    this.compressed = Promise.all([
      brotli(identity, BROTLI_OPTIONS).then((body) => (this.twins.br = body), ignore),
      gzipAsync(identity, { level: 6 }).then((body) => (this.twins.gzip = body), ignore),
    ]).then(ignore);
  }

  /** The smallest ready form the client accepts (by its Accept-Encoding header). */
  pick(acceptEncoding: string | undefined): { body: Buffer; encoding?: ContentEncoding } {
    if (acceptEncoding) {
      for (const encoding of acceptedEncodings(acceptEncoding)) {
        const body = this.twins[encoding];
        if (body) return { body, encoding };
      }
    }
    return { body: this.identity };
  }

  /** The plain bytes: as kept, or unpacked again from the gzip twin once `shrink` let them go. */
  get identity(): Buffer {
    return this.plain ?? gunzipSync(this.twins.gzip!);
  }

  /**
   * Lets the plain bytes go once both twins are made (about a tenth of them): nearly every client
   * takes a twin, and the rare one that does not gets them unpacked again.
   */
  shrink(): void {
    if (this.twins.br && this.twins.gzip) this.plain = undefined;
  }

  /** What the plain and compressed bytes together hold in memory. */
  get bytes(): number {
    return (this.plain?.length ?? 0) + (this.twins.br?.length ?? 0) + (this.twins.gzip?.length ?? 0);
  }
}

function ignore(): void {}

/** `br` before `gzip` (smaller), each only when the header does not refuse it with `q=0`. */
export function acceptedEncodings(header: string): ContentEncoding[] {
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)).find(Boolean);
    quality.set(name.trim().toLowerCase(), q ? Number(q[1]) : 1);
  }
  const wildcard = quality.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((encoding) => (quality.get(encoding) ?? wildcard) > 0);
}

/** The part of http_ece (RFC 8188 / 8291 content coding; it ships no types) the local push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParameters {
    version: 'aes128gcm';
    /** The receiver's key pair: the device's. */
    privateKey: ECDH;
    /** The device's 16-byte authentication secret. */
    authSecret: Buffer | string;
  }
  export function decrypt(buffer: Buffer, parameters: DecryptParameters): Buffer;
}

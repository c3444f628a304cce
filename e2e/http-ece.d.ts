/** The part of http_ece (web-push’s payload encryption, RFC 8188) the push spec uses to decrypt what was sent. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}

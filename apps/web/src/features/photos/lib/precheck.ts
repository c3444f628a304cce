import { MAX_UPLOAD_BYTES } from '@revy/shared';

/** Image types the photo pipeline reads; the server checks the real type from the bytes. */
// HEIC/HEIF is not here: the server's image library has no HEVC decoder (decision 008), so an
// iPhone photo must be shared as JPEG ("Most compatible"), which iOS does when uploading.
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
const EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** Why a file will not be uploaded, or null when it may be (a quick check before sending bytes). */
export function uploadProblem(file: File): string | null {
  const typeOk = file.type ? (ACCEPTED_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'Not a photo we can use. Choose a JPEG, PNG, WebP or AVIF image.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `Too large (${formatBytes(file.size)}). Photos can be up to ${formatBytes(MAX_UPLOAD_BYTES)}.`;
  if (file.size === 0) return 'This file is empty.';
  return null;
}

import { AssetSchema } from '@revy/shared';
import { api } from '../../../../lib/api-client';

/**
 * Uploads an image through the same POST /v1/asset as listing photos, filed under the staff member's own id (a
 * target staff may always edit), and answers the address to put in the Markdown or the cover field.
 */
export async function uploadContentImage(file: File, targetId: string): Promise<string> {
  const form = new FormData();
  form.append('targetId', targetId);
  form.append('tag', 'content');
  form.append('file', file, file.name);
  const asset = await api('/v1/asset', {
    method: 'POST',
    body: form,
    schema: import.meta.env.DEV ? AssetSchema : undefined,
  });
  const url = asset.fileUrl ?? Object.values(asset.files ?? {}).find((v): v is string => typeof v === 'string');
  if (!url) throw new Error('The upload gave no address');
  return url;
}

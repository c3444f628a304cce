import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestContactResult, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/current-user';
import { chatApiPaths } from '../../../lib/paths';

/** POST /v1/chat/{id}/contact-email: a guest's address for the seller's replies (issue 19). */
export const saveContactEmail = (chatId: string, email: string) =>
  api<GuestContactResult>(chatApiPaths.contactEmail(chatId), { method: 'POST', body: { email } });

export function useSaveContactEmail(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => saveContactEmail(chatId, email),
    onSuccess: ({ contactEmail }) => {
      qc.setQueryData<User | null>(currentUserKey, (u) => (u ? { ...u, contactEmail } : u));
    },
  });
}

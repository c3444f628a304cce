import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PreValidateResultSchema, PreValidateSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type PreValidateInput = z.infer<typeof PreValidateSchema>;
/** Field name to problem, or null when every field given is fine (spec 5). */
export type PreValidateResult = z.infer<typeof PreValidateResultSchema>;

export const preValidate = (input: PreValidateInput) =>
  api<PreValidateResult>(apiPaths.user.preValidate, { method: 'POST', body: input });

export function usePreValidate() {
  return useMutation({ mutationFn: preValidate });
}

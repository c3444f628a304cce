import { z } from 'zod';
import { PERMISSIONS, type Grant } from './permissions';

export const PermissionSchema = z.enum(PERMISSIONS);

/** A grant: a permission, either global (no target) or on one target id. */
export const GrantSchema = z.object({
  targetId: z.string().nullable(),
  permission: PermissionSchema,
}) satisfies z.ZodType<Grant>;

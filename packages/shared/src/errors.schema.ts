import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors';

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** The body of every failed API response (spec 8). */
export const ErrorBodySchema = z
  .object({
    name: z.string(),
    error: z.string(),
    message: z.string(),
    status: z.number().int(),
    createdAt: z.string(),
    /** Field path -> problem, for validation failures. */
    fields: z.record(z.string(), z.string()).optional(),
    supportedMediaTypes: z.array(z.string()).optional(),
    /**
     * A 409 over money carries the payment that already exists (a checkout already open, a
     * purchase already paid), so the client can continue with it instead of paying again.
     */
    payment: z
      .looseObject({ id: z.string(), status: z.string(), checkoutUrl: z.string().nullable().optional() })
      .optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

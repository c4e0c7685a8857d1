import { z } from 'zod';

/** Every error the API returns has this body (docs/product-rules.md#error-shape). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The text a client shows for a failed call: errors joined by line breaks, else message, else 'Error'. */
export function errorText(body: unknown): string {
  const parsed = ErrorBody.partial().safeParse(body);
  if (!parsed.success) return 'Error';
  const { errors, message } = parsed.data;
  if (errors && errors.length > 0) return errors.join('\n');
  if (message) return message;
  return 'Error';
}

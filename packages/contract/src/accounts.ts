import { z } from 'zod';
import { AccountRef } from './auth.js';
import { BusinessName } from './auth.js';

export const CreateAccountRequest = z.object({ business_name: BusinessName });
export type CreateAccountRequest = z.infer<typeof CreateAccountRequest>;

export const CreateAccountResponse = z.object({
  message: z.string(),
  account: AccountRef,
  related_accounts: z.array(AccountRef),
});
export type CreateAccountResponse = z.infer<typeof CreateAccountResponse>;

import {
  ChangeLoginResponse,
  LoginResponse,
  ChooseFreePlanResponse,
  CreateAccountResponse,
  MessageResponse,
  RegisterResponse,
  type CreateAccountRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@playdesk/contract';
import { ApiError, apiRequest } from './client';

/**
 * The calls the console shell makes (the profile and the plans: api/queries.ts). Answers are checked against the contract; a login answer
 * without a user (or any answer of the wrong shape) is an 'Invalid response'
 * (docs/product-rules.md#fixed-texts).
 */
export const api = {
  login: (body: LoginRequest) =>
    apiRequest('login', { method: 'POST', body, schema: LoginResponse }),
  logout: () => apiRequest('logout', { schema: MessageResponse, resetOn401: false }),
  register: (body: RegisterRequest) =>
    apiRequest('register', { method: 'POST', body, schema: RegisterResponse }),
  changeLogin: (accountPublicId: string) =>
    apiRequest(`change-login/${encodeURIComponent(accountPublicId)}`, {
      method: 'POST',
      schema: ChangeLoginResponse,
    }),
  forgotPassword: (body: ForgotPasswordRequest) =>
    apiRequest('forgot-password', { method: 'POST', body, schema: MessageResponse }),
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest('reset-password', { method: 'POST', body, schema: MessageResponse }),
  createAccount: (body: CreateAccountRequest) =>
    apiRequest('accounts', { method: 'POST', body, schema: CreateAccountResponse }),
  chooseFreePlan: () =>
    apiRequest('subscription/choose-free', { method: 'POST', schema: ChooseFreePlanResponse }),
};

export { ApiError };

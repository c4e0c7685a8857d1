import {
  AccountSettingsResponse,
  CreateAccountRequest,
  CreateAccountResponse,
  ErrorBody,
  LANGUAGES,
  UpdateAccountSettingsRequest,
} from '@playdesk/contract';
import { auditContextOf } from '../../http/audit-context.js';
import { authOf, scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { createAccountService } from './service.js';

export function accountRoutes(app: App, { db, config }: RouteDeps): void {
  const service = createAccountService(db, config.sessionTtlDays);

  app.post(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'createAccount',
        summary: "Add a child account under the plan's sub-account limit",
        description:
          "Creates a child account under the caller's business, within the plan's sub-account limit. The caller becomes its owner; answers the updated sign-in payload.",
        body: CreateAccountRequest,
        response: { 201: CreateAccountResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
      config: { access: 'account' },
    },
    async (request, reply) => {
      const result = await service.createChild(
        authOf(request).user.id,
        scopeOf(request),
        request.body.business_name,
      );
      return reply.status(201).send(result);
    },
  );

  const settingsConfig = { access: 'account', module: 'account_managment' } as const;
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
  app.get(
    '/account-settings',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'getAccountSettings',
        summary: "The account's settings",
        description:
          "The X-ACCOUNT account's settings: its default language, the language new games start in, and its business's session lifetimes (idle minutes, absolute days) in force.",
        response: { 200: AccountSettingsResponse, ...errors },
      },
      config: settingsConfig,
    },
    async (request) => ({ account_settings: await service.settings(scopeOf(request)) }),
  );
  app.patch(
    '/account-settings',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'updateAccountSettings',
        summary: "Change the account's settings",
        description: `Changes the settings sent (the default language of new games, one of ${LANGUAGES.join(', ')}; games already made keep theirs). The session lifetimes are the business's and only its owner changes them: a session unused for \`session_idle_minutes\` or older than \`session_absolute_days\` ends at its next request (a shorter absolute lifetime applies to open sessions at once, a longer one to new sessions). Recorded in the audit log with the values before and after.`,
        body: UpdateAccountSettingsRequest,
        response: { 200: AccountSettingsResponse, ...errors },
      },
      config: { ...settingsConfig, audit: ['account.settings_changed'] },
    },
    async (request) => ({
      account_settings: await service.updateSettings(
        scopeOf(request),
        request.body,
        auditContextOf(request),
      ),
    }),
  );
}

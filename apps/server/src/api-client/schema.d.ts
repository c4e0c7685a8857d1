/**
 * Types of the Playdesk API, generated from the served OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run openapi:client` (apps/server/src/api-client/generate.ts).
 */
export interface paths {
  '/services/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness check
     * @description Answers `ok` while the server runs. No credentials needed.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description Signs in with email and password and returns a session token with the user and their accounts. Rate-limited per client address and per email.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a business account
     * @description Creates a business account and its owner, and signs the owner in. Rate-limited per client address.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Revoke the current session token
     * @description Revokes the session token sent with the call. Session tokens only.
     */
    get: operations['logout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/user-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user in the X-ACCOUNT account
     * @description The signed-in user as seen in the X-ACCOUNT account: their accounts, role, modules and plan. Session tokens only.
     */
    get: operations['getUserProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/user-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the signed-in person's own settings
     * @description Changes the signed-in person's own settings, whatever the account: `language`, the console's language (en or fr; null: the browser's). Session tokens only.
     */
    patch: operations['updateUserSettings'];
    trace?: never;
  };
  '/services/api/v1/change-login/{account}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Switch the session to another account of the user
     * @description Makes another of the user's accounts the session's current account and returns the new sign-in payload.
     */
    post: operations['changeLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Email a password-reset link
     * @description Emails a password-reset link when the address belongs to a user. Always answers the same message, so it never tells whether an address is registered.
     */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset token
     * @description Sets a new password with the token from a reset email; the token works once and every other session of the user ends.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a child account under the plan's sub-account limit
     * @description Creates a child account under the caller's business, within the plan's sub-account limit. The caller becomes its owner; answers the updated sign-in payload.
     */
    post: operations['createAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/account-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's settings
     * @description The X-ACCOUNT account's settings: its default language, the language new games start in.
     */
    get: operations['getAccountSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the account's settings
     * @description Changes the settings sent (the default language of new games, one of en, fr, de, es, it, nl, pt, ar); games already made keep theirs.
     */
    patch: operations['updateAccountSettings'];
    trace?: never;
  };
  '/services/api/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the account's API keys
     * @description Every API key of the account, newest first, revoked ones included: name, visible prefix, modules, access, creator, creation, last use and expiry. Never the secret. Owner and team mates with full access, session token only.
     */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Create an API key
     * @description Creates an API key for the account with the modules (never one the caller lacks), read or write access and an optional expiry. The answer holds the secret: it is shown this once and stored only as a hash. Recorded in the account activity.
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key
     * @description Revokes an API key of the account: every call with it is refused from the next request on, on every server. The key stays listed as revoked. Recorded in the account activity.
     */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plans a business can choose
     * @description The plans a business can choose, with their prices and limits. No credentials needed.
     */
    get: operations['listPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/subscription/choose-free': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Continue on the Free plan instead of paying for the chosen one
     * @description Continues on the Free plan instead of paying for the plan chosen at registration; answers the updated sign-in payload.
     */
    post: operations['chooseFreePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plan and status of the account's billing subscription
     * @description The plan, status, renewal date, card on file and this month’s gameplays of the billing subscription that covers the account.
     */
    get: operations['getSubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/subscription/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay for, or change to, a plan
     * @description A business waiting for its first payment, or on the free plan, gets the payment page of the provider (`outcome: checkout`). A paying business changing paid plan is changed at once, the provider prorating the difference (`changed`); choosing the free plan cancels at the period’s end (`scheduled`). A plan the business does not fit (extra accounts, team mates) is refused with 409. Owner only.
     */
    post: operations['createCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/subscription/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A page to change the card on file
     * @description The payment provider’s page where the owner changes the card. Owner only.
     */
    post: operations['createBillingPortal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/subscription/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel at the end of the paid period
     * @description The subscription stops renewing; at the end of the paid period the business moves to the free plan. Refused with 409 when the business has more extra accounts or team mates than the free plan allows. Owner only.
     */
    post: operations['cancelSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/subscription/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take back a cancellation
     * @description A subscription set to end at the period’s end renews again. Owner only.
     */
    post: operations['resumeSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/subscription/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The business's invoices
     * @description A page of the invoices of the billing subscription, newest first.
     */
    get: operations['listInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/billing/test-checkout/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A TEST MODE checkout session
     * @description What the TEST MODE payment page shows: the plan, the amount and where to go afterwards. Only with test payments (PAYMENTS=test), for the owner of the business.
     */
    get: operations['getTestCheckout'];
    put?: never;
    /**
     * Pay a TEST MODE checkout with a test card
     * @description Card 4242 4242 4242 4242 pays and answers the refreshed sign-in payload; 4000 0000 0000 0002 is declined (402) and nothing changes. No real card is ever charged. Only with test payments (PAYMENTS=test).
     */
    post: operations['payTestCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/billing/test-invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A test invoice as a web page
     * @description The page a test payment’s invoice links to (HTML). Only with test payments (PAYMENTS=test).
     */
    get: operations['viewTestInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/billing/webhooks/{provider}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Events from the payment provider
     * @description Where the payment provider (Stripe) sends its events: checkout completed, subscription created, updated or deleted, invoice paid or failed. The `Stripe-Signature` header is checked against the endpoint secret; each event is applied once, whatever the order or number of deliveries.
     */
    post: operations['receiveBillingWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List games (paginated, filterable)
     * @description A page of the account's games, newest change first, filterable by status, type and name.
     */
    get: operations['listGames'];
    put?: never;
    /**
     * Create a game
     * @description Creates a game of one type with its content (validated by that game type's schema) and settings. Publishing it is a `PATCH` of `status`.
     */
    post: operations['createGame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/games/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One game with its content
     * @description One game of the account with its full content and settings.
     */
    get: operations['getGame'];
    put?: never;
    post?: never;
    /**
     * Delete a game and its plays
     * @description Deletes a game of the account and its plays.
     */
    delete: operations['deleteGame'];
    options?: never;
    head?: never;
    /**
     * Change a game
     * @description Changes the fields sent (name, content, settings, status); the others stay as they are. `status: published` puts the game live on its public address.
     */
    patch: operations['updateGame'];
    trace?: never;
  };
  '/services/api/v1/play/games/{public_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A published game, as a player sees it
     * @description A published game as its player sees it: the view of its content without answers, its settings and end screens, in one of its languages: `lang` if the game has it, else the first language of `Accept-Language` it has, else its default language (`language` says which; `languages` lists them all). A malformed `lang` is a 400. No credentials needed.
     */
    get: operations['playGetGame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/accounts/{public_id}/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The published games of a business
     * @description The published games of a business, for its game hub page. No credentials needed.
     */
    get: operations['playListAccountGames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/accounts/{public_id}/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The business's game scheduled for a day
     * @description The business's game scheduled in its calendar for a day (`date`, the player's local date; default today in UTC), if any. No credentials needed.
     */
    get: operations['playGetLiveGame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/accounts/{public_id}/notification-bar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The business's notification bar as its site shows it now (CORS: any origin)
     * @description The business's notification bar as its site shows it now; readable from any origin (CORS).
     */
    get: operations['playGetNotificationBar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/games/{public_id}/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a play session (counts one gameplay)
     * @description Starts a play session of a published game and counts one gameplay against the plan. Rate-limited per client address.
     */
    post: operations['playStartSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Resume a play session
     * @description Resumes a play session with the player's token (`X-PLAYER`): the game's view and the session's state.
     */
    get: operations['playGetSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/sessions/{id}/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a move; the server checks it
     * @description Sends one move of the game's type; the server checks it with the game's rules and answers the new state (score, finished, won).
     */
    post: operations['playSendAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/games/{public_id}/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Top 10 and the asking player’s rank
     * @description The game's top 10 scores and, with `X-PLAYER`, the asking player's rank.
     */
    get: operations['playGetLeaderboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/players/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Forget me: erase this player's personal data
     * @description Forget me: erases this player's personal data.
     */
    delete: operations['playForgetMe'];
    options?: never;
    head?: never;
    /**
     * Set the player’s name or avatar
     * @description Sets the player’s display name or avatar (identified by `X-PLAYER`).
     */
    patch: operations['playUpdatePlayer'];
    trace?: never;
  };
  '/services/api/v1/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List templates
     * @description A page of the account's end-screen templates.
     */
    get: operations['listTemplates'];
    put?: never;
    /**
     * Create a template
     * @description Creates an end-screen template (game over, success or leaderboard).
     */
    post: operations['createTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One template
     * @description One template of the account.
     */
    get: operations['getTemplate'];
    put?: never;
    post?: never;
    /**
     * Delete a template (games using it fall back to the default pop-up)
     * @description Deletes a template; games that used it fall back to the default pop-up.
     */
    delete: operations['deleteTemplate'];
    options?: never;
    head?: never;
    /**
     * Change a template
     * @description Changes the fields sent; the others stay as they are.
     */
    patch: operations['updateTemplate'];
    trace?: never;
  };
  '/services/api/v1/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Scheduled games overlapping a date range
     * @description The scheduled entries of the account that overlap the `from`–`to` date range (at most one year).
     */
    get: operations['listCalendarEntries'];
    put?: never;
    /**
     * Schedule a game for a date range or for single days
     * @description Schedules a game of the account for a date range or for a list of single days; answers the entries created.
     */
    post: operations['createCalendarEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/calendar/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a scheduled entry
     * @description Removes one scheduled entry; the game itself is unchanged.
     */
    delete: operations['deleteCalendarEntry'];
    options?: never;
    head?: never;
    /**
     * Move or resize a scheduled entry
     * @description Moves or resizes one scheduled entry (its start and end days).
     */
    patch: operations['updateCalendarEntry'];
    trace?: never;
  };
  '/services/api/v1/notification-bar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's notification bar
     * @description The account's notification bar: its text, colours, link and whether it is shown.
     */
    get: operations['getNotificationBar'];
    /**
     * Save the notification bar
     * @description Replaces the account's notification bar.
     */
    put: operations['saveNotificationBar'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Plays, wins, new players and top games over a period (UTC days)
     * @description The account's plays, wins, new players and top games per UTC day over the `from`–`to` period, and its plays and wins by language. With `language`, only that language's plays and the players whose form was in it count.
     */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/players': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List known players (filters; keyset paging with `cursor`)
     * @description Known players of the account (who sent a game form), filterable, in keyset pages: pass the `cursor` of the previous page. Needs a plan with player data.
     */
    get: operations['listPlayers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/players/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The filtered players as CSV (streamed)
     * @description The filtered players as a CSV file, streamed. Needs a plan with player data.
     */
    get: operations['exportPlayers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/players/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erase the personal data of every player matching a filter
     * @description Erases the personal data of every player matching the filter; their plays stay, anonymous. Logged in the erasure log.
     */
    post: operations['erasePlayers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/players/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One player: plays, consent history, form answers
     * @description One known player: their plays, consent history and form answers.
     */
    get: operations['getPlayer'];
    put?: never;
    post?: never;
    /**
     * Erase a player's personal data (plays stay, anonymous)
     * @description Erases one player's personal data; their plays stay, anonymous. Logged in the erasure log.
     */
    delete: operations['erasePlayer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/consents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List consents
     * @description The account's consents with their current text and version.
     */
    get: operations['listConsents'];
    put?: never;
    /**
     * Create a consent
     * @description Creates a consent that game forms can ask players to accept.
     */
    post: operations['createConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/consents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Archive a consent (its records stay)
     * @description Archives a consent: forms stop asking it; its records stay.
     */
    delete: operations['archiveConsent'];
    options?: never;
    head?: never;
    /**
     * Change a consent (a new text is a new version)
     * @description Changes a consent; a new text becomes a new version, and earlier acceptances keep theirs.
     */
    patch: operations['updateConsent'];
    trace?: never;
  };
  '/services/api/v1/privacy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retention and email blocks, with the retention job’s next run
     * @description Retention period and email blocks of the account, with the next run of the retention job.
     */
    get: operations['getPrivacySettings'];
    /**
     * Change retention and email blocks
     * @description Changes the retention period and the email blocks.
     */
    put: operations['savePrivacySettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/privacy/erasures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The erasure log (who, when, how many)
     * @description The erasure log: who erased how many players, when and how.
     */
    get: operations['listErasures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/games/{public_id}/lead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The game's form, its consents and participation limit
     * @description The game's lead form, its consents and the participation limit. No credentials needed.
     */
    get: operations['playGetLeadForm'];
    put?: never;
    /**
     * Send the form: makes this player known (one per email) and records consents
     * @description Sends the lead form: makes this player (`X-PLAYER`; without it a new player, whose token is answered) known to the business and records the consents given. An email no other player of the business has becomes this player’s at once. An email another player already has is **not** taken over: the answers stay on this player, `email_confirmation_sent` is true and a link is emailed to the address; only `POST play/players/email/confirm` with that link’s token joins the two. At most 3 such links go to one address per hour: past that, 429 with `Retry-After`.
     */
    post: operations['playSendLeadForm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/players/email/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an email from the link sent when a form gave a known address
     * @description Confirms the address a form gave when another player of the business already had it, with the token from the emailed link. The player of the form is merged into the player of the email (plays, consents, rewards and the newer answers move), and `player_token`, a new token, opens that player from now on: keep it as this browser’s `X-PLAYER` for `account_public_id`. A link works once and for 24 hours: 404 when unknown or used, 410 when expired.
     */
    post: operations['playConfirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/consents/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a consent from the link in its email (double opt-in)
     * @description Confirms a consent with the token from its confirmation email (double opt-in).
     */
    post: operations['playConfirmConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/players/me/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything the business holds about this player
     * @description Everything the business holds about this player (identified by `X-PLAYER`).
     */
    get: operations['playGetMyData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List rewards
     * @description A page of the account's rewards, newest first, each with its stock (total, won, redeemed, left), whether it is low on stock, and the games that give it. `q` filters by a prefix of the name.
     */
    get: operations['listRewards'];
    put?: never;
    /**
     * Create a reward
     * @description Creates a reward of one kind: a unique code or link from a pool (filled by upload or generation), one code or link for everyone, or a physical prize. The kind cannot change later.
     */
    post: operations['createReward'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/rewards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a reward
     * @description One reward of the account with its stock and the games that give it.
     */
    get: operations['getReward'];
    put?: never;
    post?: never;
    /**
     * Delete a reward
     * @description Deletes a reward and its pool. Refused (409) once it was won, or while a game gives it.
     */
    delete: operations['deleteReward'];
    options?: never;
    head?: never;
    /**
     * Change a reward
     * @description Changes the fields sent and leaves the others as they are. The quantity cannot fall below what was already won, and a pool reward has no quantity (its stock is its codes).
     */
    patch: operations['updateReward'];
    trace?: never;
  };
  '/services/api/v1/rewards/{id}/codes/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate codes into a pool
     * @description Adds up to 1,000,000 crypto-random codes (prefix, length, alphabet) to the pool of a unique-code reward, each different from every code already in it.
     */
    post: operations['generateRewardCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/rewards/{id}/winners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a reward's winners
     * @description A page of the players who won the reward, newest first: code, game, when, expiry and whether it was redeemed. `format=csv` streams every winner as a CSV file instead.
     */
    get: operations['listRewardWinners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/rewards/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeem a won reward
     * @description Marks a won reward redeemed, found by its code (or link), or by the win id for a code everyone shares or a physical prize, or by `typed` (what staff typed: tried as a code, then as a win id). Once only: a second try is a 409 saying when it was redeemed; an unknown code is a 404.
     */
    post: operations['redeemReward'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/accounts/{public_id}/rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a business gives its players, and a player’s rewards
     * @description The rewards a business's live games can give, with how each game gives them, and the draw commitments of its games with odds or winning moments. With a player's token (`X-PLAYER`) of this business, also that player's rewards (code, expiry, status) and whether they can still win each one. No credentials needed.
     */
    get: operations['playListAccountRewards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/games/{public_id}/fairness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The draw periods of a game, with their commitments
     * @description Every draw period of a game with odds or winning moments, newest first: the SHA-256 commitment published before its draws, its draw table, how many draws it holds and, once the period ended, the seed and its winning moments. Anyone can recompute the draws with scripts/verify-draws.ts.
     */
    get: operations['playListDrawPeriods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/games/{public_id}/draws': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the draws of a game’s draw period
     * @description One page of the draws of a draw period (`commitment`; default the newest), oldest first: each play's id, its ticket and what it won. A play's draw appears once the play has ended; all of them once the period's seed is revealed.
     */
    get: operations['playListDraws'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook endpoints
     * @description The account's webhook endpoints, oldest first (at most 10). Secrets are never listed.
     */
    get: operations['listWebhookEndpoints'];
    put?: never;
    /**
     * Add a webhook endpoint
     * @description An https:// URL on a public address (checked after DNS resolution) and the events it wants. The answer carries the signing secret (`whsec_…`): it is shown this once. Each request is a POST of the JSON payload, signed per the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`); see docs/webhooks.md.
     */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook endpoint
     * @description One endpoint of the account (without its secret).
     */
    get: operations['getWebhookEndpoint'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description The endpoint, its delivery log and its pending deliveries go.
     */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    /**
     * Change a webhook endpoint
     * @description Only the fields sent change. Switching an endpoint on again (after the server switched it off for failing) starts afresh.
     */
    patch: operations['updateWebhookEndpoint'];
    trace?: never;
  };
  '/services/api/v1/integrations/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the signing secret
     * @description A new secret, shown this once. For 24 hours the previous secret signs too (`webhook-signature` carries both signatures, space-separated), so receivers can switch without missing an event.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event
     * @description Queues a `webhook.test` event to this endpoint now (one attempt, no retries); it appears in the delivery log.
     */
    post: operations['sendWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The delivery log of an endpoint
     * @description Deliveries newest first, each with its payload and every attempt (status code, first 1 KB of the answer, duration). Retries follow 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/deliveries/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resend a delivery
     * @description One more attempt of the same message now (same `webhook-id`, so a receiver that already has it can tell).
     */
    post: operations['resendWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/mailchimp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Mailchimp connector settings
     * @description The API key is never answered, only its last characters. Players who gave the chosen consent are sent when they fill in a form, play, win or redeem; withdrawing the consent unsubscribes them; erased players are never sent. Each sync runs on the job queue with retries, and its result appears in `recent_syncs`.
     */
    get: operations['getMailchimp'];
    /**
     * Save the Mailchimp connector
     * @description Only the fields sent change (leave `api_key` out to keep the saved one). Enabling needs the key, the audience id and the marketing consent. Players who gave the chosen consent are sent when they fill in a form, play, win or redeem; withdrawing the consent unsubscribes them; erased players are never sent. Each sync runs on the job queue with retries, and its result appears in `recent_syncs`.
     */
    put: operations['updateMailchimp'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/mailchimp/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Test the Mailchimp connection
     * @description Checks the saved key and audience with Mailchimp; `ok: false` with the reason (e.g. the key was refused) when it does not work. The attempt is logged in `recent_syncs`.
     */
    post: operations['testMailchimp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/hubspot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * HubSpot connector settings
     * @description The private app token is never answered, only its last characters. Players who gave the chosen consent are sent when they fill in a form, play, win or redeem; withdrawing the consent unsubscribes them; erased players are never sent. Each sync runs on the job queue with retries, and its result appears in `recent_syncs`.
     */
    get: operations['getHubspot'];
    /**
     * Save the HubSpot connector
     * @description Only the fields sent change (leave `access_token` out to keep the saved one). Enabling needs the token (scopes crm.objects.contacts.read/write, crm.schemas.contacts.write) and the marketing consent. Players who gave the chosen consent are sent when they fill in a form, play, win or redeem; withdrawing the consent unsubscribes them; erased players are never sent. Each sync runs on the job queue with retries, and its result appears in `recent_syncs`.
     */
    put: operations['updateHubspot'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/integrations/hubspot/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Test the HubSpot connection
     * @description Checks the saved token with HubSpot; `ok: false` with the reason (e.g. the token was refused) when it does not work. The attempt is logged in `recent_syncs`.
     */
    post: operations['testHubspot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/team-mates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the team mates and pending invitations
     * @description Every member of the account with their modules, when they were last active and who invited them, and the invitations not yet accepted. Needs the teams module.
     */
    get: operations['listTeamMates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/team-mates/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite a team mate by email
     * @description Emails a link to join the account with the given modules, valid for 7 days. A team mate can grant only modules they hold. Rate-limited per account and per address.
     */
    post: operations['inviteTeamMate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/team-mates/invitations/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an invitation again
     * @description Emails a new link (the earlier one stops working), valid for another 7 days. Rate-limited per account and per address.
     */
    post: operations['resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/team-mates/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an invitation
     * @description The invitation link stops working at once.
     */
    delete: operations['revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/team-mates/{user_public_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a team mate
     * @description Ends the member’s access to this account at once (their sessions in it end); their other accounts are untouched. The owner cannot be removed.
     */
    delete: operations['removeTeamMate'];
    options?: never;
    head?: never;
    /**
     * Change a team mate's modules
     * @description Replaces the modules of a member; it applies to their very next request. Nobody changes their own modules or an owner, and a team mate cannot grant or remove a module they lack.
     */
    patch: operations['updateTeamMate'];
    trace?: never;
  };
  '/services/api/v1/team-mates/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The activity log of the account
     * @description Invitations sent, accepted and revoked, modules changed, members removed and first sign-ins with a provider, newest first. Owners only.
     */
    get: operations['listTeamActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a team invitation link offers
     * @description The business, who invited, the invited email and modules, and whether that email already has a login. 404 for an unknown link, 409 once used, 410 when withdrawn or expired.
     */
    get: operations['getInvitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/invitations/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept a team invitation
     * @description A new person gives a name and chooses a password; an existing login gives its password. Signs them in to the inviting account. The link works once.
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List domains
     * @description A page of the account's allowed sites and custom domains: allowed sites first, newest first.
     */
    get: operations['listDomains'];
    put?: never;
    /**
     * Add an allowed site or a custom domain
     * @description An allowed site (`https://shop.example.com`, `https://*.example.com`) limits where the games may be embedded; a custom domain (`play.example.com`) starts `pending` with the DNS records to create, then `POST domains/{id}/verify`.
     */
    post: operations['createDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/domains/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a domain
     * @description Removes an allowed site (embeds there stop at once) or a custom domain.
     */
    delete: operations['deleteDomain'];
    options?: never;
    head?: never;
    /**
     * Change a domain
     * @description Changes the value or the note. A custom domain whose host changes is verified again, with a new TXT token.
     */
    patch: operations['updateDomain'];
    trace?: never;
  };
  '/services/api/v1/domains/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify a custom domain by DNS
     * @description Looks up the TXT record `_playdesk.{host}` and the CNAME of the host now; the domain becomes `verified`, or `failed` with the reason.
     */
    post: operations['verifyDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/domains/tls-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * On-demand TLS check
     * @description For a TLS proxy's on-demand certificates (Caddy's `ask`): 200 when `domain` is a verified custom domain of a business, 404 otherwise. Rate-limited per client.
     */
    get: operations['checkDomainTls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/accounts/{public_id}/page-embed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the page embedder may show a business's page
     * @description For `/page-embedder/{public_id}/{url}/{game_id}`: the page must be on the business's allowed sites and the game one of its games (else 403/404, so the link is never an open redirect), and `frameable` says whether the page lets itself be framed. No credentials needed.
     */
    get: operations['playCheckPageEmbed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/auth/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The social sign-in providers offered
     * @description The providers this installation has a client id and secret for, in the order the sign-in buttons show. Empty when none is configured.
     */
    get: operations['listAuthProviders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/auth/{provider}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start signing in with a provider
     * @description Answers the provider's authorization URL (code flow with PKCE, state and, for OpenID Connect, a nonce) and sets a short-lived cookie binding the sign-in to this browser. With `invitation`, finishing it accepts that team invitation.
     */
    get: operations['startSocialSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/auth/callback/{provider}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish signing in with a provider
     * @description Takes the code and state the provider sent to /auth/callback/{provider}, checks the state against this browser’s sign-in, exchanges the code and signs the person in: a known identity, a login with the same verified email (linked), an invitation, or a new business.
     */
    post: operations['finishSocialSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/rewards/{id}/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add codes to a pool from a file
     * @description Adds the codes (or links) of a text or CSV file, at most 64 MB, to the pool of a unique-code or unique-link reward: one per line, trimmed; the first column of a CSV. Duplicates (in the file or already in the pool), blank, over-long and invalid lines are counted and reported with examples, not imported. A file that is not UTF-8 text is refused.
     */
    post: operations['uploadRewardCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's uploaded images
     * @description The account's uploaded images, newest first.
     */
    get: operations['listMedia'];
    put?: never;
    /**
     * Upload an image (multipart field `file`; PNG, JPEG, WebP or GIF, at most 5 MB)
     * @description Uploads one image as multipart field `file` (PNG, JPEG, WebP or GIF, at most 5 MB) and answers its stored reference for game content and templates.
     */
    post: operations['uploadMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/pwa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The game app's settings
     * @description The business's installable game app: names, icons, colours, what it opens, the install invitation and the daily new-game notification.
     */
    get: operations['getPwaSettings'];
    /**
     * Change the game app's settings
     * @description Changes the fields sent; the others stay as they are.
     */
    put: operations['updatePwaSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/pwa/icon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload the app icon (multipart field `file`, a square image of at least 192 px)
     * @description Uploads one square image (PNG, JPEG or WebP, at least 192 × 192 px, at most 5 MB) as multipart field `file`; the server makes the 192 and 512 px icons, a maskable 512 px icon and the 180 px apple-touch icon.
     */
    post: operations['uploadPwaIcon'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/pwa/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Push notifications sent and scheduled
     * @description A page of the business's push notifications, newest first, with their counts (sent, failed, clicked) and the month's usage against the plan's limit.
     */
    get: operations['listPushNotifications'];
    put?: never;
    /**
     * Send or schedule a push notification
     * @description Sends a notification (title, message, icon, the page it opens) to an audience of subscribers now, or at `send_at`. Refused with 409 when it would pass the plan’s monthly limit.
     */
    post: operations['createPushNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/pwa/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One push notification and its counts
     * @description A push notification with its status and counts: recipients, sent, failed, clicked.
     */
    get: operations['getPushNotification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/accounts/{public_id}/manifest.webmanifest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The business's web app manifest
     * @description The business's web app manifest (application/manifest+json): its own id, names, colours, icons and start URL, so each business's app installs on its own. No credentials needed.
     */
    get: operations['playGetManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/pwa/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the game app opens
     * @description What `/pwa/start` opens for a business (`account`, or the business whose custom domain was called): today's game from its calendar (`date`, the player's local day), a chosen game or the rewards front; with the app's name and colours. No credentials needed.
     */
    get: operations['playGetPwaStart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/push/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The VAPID public key to subscribe with
     * @description The server's VAPID public key (base64url), the `applicationServerKey` of a push subscription. No credentials needed.
     */
    get: operations['playGetPushKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe the player's browser to a business's notifications
     * @description Stores the browser's push subscription for the business (`account`) and the player (`X-PLAYER` token). The endpoint must be an https URL of a public push service.
     */
    post: operations['playCreatePushSubscription'];
    /**
     * Unsubscribe from a business’s notifications
     * @description Deletes the player's (`X-PLAYER`) push subscription with this endpoint at the business (`account`).
     */
    delete: operations['playDeletePushSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/api/v1/play/push/clicks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Count a click on a notification
     * @description Reported by the service worker when a notification is clicked; counts one click for the notification (`campaign`). No credentials needed.
     */
    post: operations['playReportPushClick'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @example lea.martin@example.com
           */
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
            limits: {
              /** Format: int64 */
              impressions_used: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** @description YYYY-MM, UTC */
              period: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          business_name: string;
          /**
           * Format: email
           * @example lea.martin@example.com
           */
          email: string;
          password: string;
          plan: string;
          /** @enum {string} */
          language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getUserProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
            limits: {
              /** Format: int64 */
              impressions_used: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** @description YYYY-MM, UTC */
              period: string;
            };
            game_settings: {
              background_image: string | null;
              game_image: string | null;
              /** @enum {string} */
              difficulty: 'easy' | 'normal' | 'hard';
              popup_texts: {
                fail: string;
                win: string;
              };
              cta_icon: string | null;
              instructions: string;
            };
            /** @enum {string} */
            default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateUserSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string|null} */
          language?: 'en' | 'fr' | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user_settings: {
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  changeLogin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        account: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
            limits: {
              /** Format: int64 */
              impressions_used: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** @description YYYY-MM, UTC */
              period: string;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @example lea.martin@example.com
           */
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          business_name: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            account: {
              public_id: string;
              business_name: string;
            };
            related_accounts: {
              public_id: string;
              business_name: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getAccountSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account_settings: {
              /** @enum {string} */
              default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateAccountSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account_settings: {
              /** @enum {string} */
              default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              prefix: string;
              modules: ('games' | 'rewards' | 'pwa' | 'integrations' | 'domains' | 'player_data')[];
              /** @enum {string} */
              access: 'read' | 'write';
              created_by: {
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              created_at: string;
              last_used_at: string | null;
              expires_at: string | null;
              revoked_at: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          modules: ('games' | 'rewards' | 'pwa' | 'integrations' | 'domains' | 'player_data')[];
          /** @enum {string} */
          access: 'read' | 'write';
          expires_at?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            api_key: {
              id: string;
              name: string;
              prefix: string;
              modules: ('games' | 'rewards' | 'pwa' | 'integrations' | 'domains' | 'player_data')[];
              /** @enum {string} */
              access: 'read' | 'write';
              created_by: {
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              created_at: string;
              last_used_at: string | null;
              expires_at: string | null;
              revoked_at: string | null;
            };
            secret: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plans: {
              key: string;
              name: string;
              /**
               * Format: int64
               * @description Monthly price in US cents
               */
              price_cents: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** Format: int64 */
              sub_accounts: number;
              crm: boolean;
              /**
               * Format: int64
               * @description How many team mates the business may have on this plan
               */
              team_mates: number;
            }[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  chooseFreePlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
            limits: {
              /** Format: int64 */
              impressions_used: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** @description YYYY-MM, UTC */
              period: string;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getSubscription: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
            plan: {
              key: string;
              name: string;
              /**
               * Format: int64
               * @description Monthly price in US cents
               */
              price_cents: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** Format: int64 */
              sub_accounts: number;
              crm: boolean;
              /**
               * Format: int64
               * @description How many team mates the business may have on this plan
               */
              team_mates: number;
            };
            /** @enum {string} */
            provider: 'stripe' | 'test';
            current_period_end: string | null;
            cancel_at_period_end: boolean;
            scheduled_plan: {
              key: string;
              name: string;
              /**
               * Format: int64
               * @description Monthly price in US cents
               */
              price_cents: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** Format: int64 */
              sub_accounts: number;
              crm: boolean;
              /**
               * Format: int64
               * @description How many team mates the business may have on this plan
               */
              team_mates: number;
            } | null;
            payment_method: {
              /** @description visa, mastercard, amex, … */
              brand: string;
              last4: string;
              /** Format: int32 */
              exp_month: number;
              /** Format: int64 */
              exp_year: number;
            } | null;
            usage: {
              /** @description YYYY-MM */
              period: string;
              /** Format: int64 */
              gameplays: number;
              /** Format: int64 */
              limit: number;
            };
            can_manage: boolean;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createCheckout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
            /** @enum {string} */
            outcome: 'checkout' | 'changed' | 'scheduled';
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createBillingPortal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  cancelSubscription: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @example {
             *       "status": "paid",
             *       "plan": {
             *         "key": "pro",
             *         "name": "Pro",
             *         "price_cents": 2900,
             *         "monthly_total_impressions": 50000,
             *         "sub_accounts": 3,
             *         "crm": true,
             *         "team_mates": 5
             *       },
             *       "provider": "stripe",
             *       "current_period_end": "2026-12-01T00:00:00.000Z",
             *       "cancel_at_period_end": false,
             *       "scheduled_plan": null,
             *       "payment_method": {
             *         "brand": "visa",
             *         "last4": "4242",
             *         "exp_month": 8,
             *         "exp_year": 2028
             *       },
             *       "usage": {
             *         "period": "2026-11",
             *         "gameplays": 1284,
             *         "limit": 50000
             *       },
             *       "can_manage": true
             *     }
             */
            subscription: {
              /** @enum {string} */
              status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
              plan: {
                key: string;
                name: string;
                /**
                 * Format: int64
                 * @description Monthly price in US cents
                 */
                price_cents: number;
                /** Format: int64 */
                monthly_total_impressions: number;
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
                /**
                 * Format: int64
                 * @description How many team mates the business may have on this plan
                 */
                team_mates: number;
              };
              /** @enum {string} */
              provider: 'stripe' | 'test';
              current_period_end: string | null;
              cancel_at_period_end: boolean;
              scheduled_plan: {
                key: string;
                name: string;
                /**
                 * Format: int64
                 * @description Monthly price in US cents
                 */
                price_cents: number;
                /** Format: int64 */
                monthly_total_impressions: number;
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
                /**
                 * Format: int64
                 * @description How many team mates the business may have on this plan
                 */
                team_mates: number;
              } | null;
              payment_method: {
                /** @description visa, mastercard, amex, … */
                brand: string;
                last4: string;
                /** Format: int32 */
                exp_month: number;
                /** Format: int64 */
                exp_year: number;
              } | null;
              usage: {
                /** @description YYYY-MM */
                period: string;
                /** Format: int64 */
                gameplays: number;
                /** Format: int64 */
                limit: number;
              };
              can_manage: boolean;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  resumeSubscription: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @example {
             *       "status": "paid",
             *       "plan": {
             *         "key": "pro",
             *         "name": "Pro",
             *         "price_cents": 2900,
             *         "monthly_total_impressions": 50000,
             *         "sub_accounts": 3,
             *         "crm": true,
             *         "team_mates": 5
             *       },
             *       "provider": "stripe",
             *       "current_period_end": "2026-12-01T00:00:00.000Z",
             *       "cancel_at_period_end": false,
             *       "scheduled_plan": null,
             *       "payment_method": {
             *         "brand": "visa",
             *         "last4": "4242",
             *         "exp_month": 8,
             *         "exp_year": 2028
             *       },
             *       "usage": {
             *         "period": "2026-11",
             *         "gameplays": 1284,
             *         "limit": 50000
             *       },
             *       "can_manage": true
             *     }
             */
            subscription: {
              /** @enum {string} */
              status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
              plan: {
                key: string;
                name: string;
                /**
                 * Format: int64
                 * @description Monthly price in US cents
                 */
                price_cents: number;
                /** Format: int64 */
                monthly_total_impressions: number;
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
                /**
                 * Format: int64
                 * @description How many team mates the business may have on this plan
                 */
                team_mates: number;
              };
              /** @enum {string} */
              provider: 'stripe' | 'test';
              current_period_end: string | null;
              cancel_at_period_end: boolean;
              scheduled_plan: {
                key: string;
                name: string;
                /**
                 * Format: int64
                 * @description Monthly price in US cents
                 */
                price_cents: number;
                /** Format: int64 */
                monthly_total_impressions: number;
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
                /**
                 * Format: int64
                 * @description How many team mates the business may have on this plan
                 */
                team_mates: number;
              } | null;
              payment_method: {
                /** @description visa, mastercard, amex, … */
                brand: string;
                last4: string;
                /** Format: int32 */
                exp_month: number;
                /** Format: int64 */
                exp_year: number;
              } | null;
              usage: {
                /** @description YYYY-MM */
                period: string;
                /** Format: int64 */
                gameplays: number;
                /** Format: int64 */
                limit: number;
              };
              can_manage: boolean;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listInvoices: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              number: string | null;
              created_at: string;
              /**
               * Format: int64
               * @description Total in US cents
               */
              amount_cents: number;
              /** @enum {string} */
              status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
              url: string | null;
              description: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getTestCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            public_id: string;
            /** @enum {string} */
            mode: 'subscribe' | 'card';
            business_name: string;
            plan: {
              key: string;
              name: string;
              /**
               * Format: int64
               * @description Monthly price in US cents
               */
              price_cents: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** Format: int64 */
              sub_accounts: number;
              crm: boolean;
              /**
               * Format: int64
               * @description How many team mates the business may have on this plan
               */
              team_mates: number;
            };
            /** Format: int64 */
            amount_cents: number;
            /** @enum {string} */
            status: 'open' | 'complete' | 'expired';
            success_path: string;
            cancel_path: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  payTestCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          card_number: string;
          /** Format: int32 */
          exp_month: number;
          /** Format: int32 */
          exp_year: number;
          cvc: string;
          /** @default  */
          name?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
            limits: {
              /** Format: int64 */
              impressions_used: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** @description YYYY-MM, UTC */
              period: string;
            };
            redirect_path: string;
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  viewTestInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice as an HTML page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  receiveBillingWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        provider: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listGames: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        type?: 'puzzle' | 'emojiq' | 'wordhunt' | 'quiz' | 'scratch' | 'wordle';
        status?: 'draft' | 'published' | 'paused';
        search?: string;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              /** @enum {string} */
              type: 'puzzle' | 'emojiq' | 'wordhunt' | 'quiz' | 'scratch' | 'wordle';
              name: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'paused';
              /** @enum {string} */
              difficulty: 'easy' | 'normal' | 'hard';
              /** @enum {string} */
              default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
              created_at: string;
              updated_at: string;
              /** Format: int64 */
              plays: number;
              /** Format: int64 */
              wins: number;
              game_image: string | null;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createGame: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              type: 'puzzle';
              name: string;
              /**
               * @default draft
               * @enum {string}
               */
              status?: 'draft' | 'published' | 'paused';
              /**
               * @default normal
               * @enum {string}
               */
              difficulty?: 'easy' | 'normal' | 'hard';
              settings?: {
                /** @default null */
                background_image?: string | null;
                /** @default null */
                game_image?: string | null;
                /**
                 * @default {
                 *       "win": "Congratulations.",
                 *       "fail": "Game over"
                 *     }
                 */
                popup_texts?: {
                  /** @default Congratulations. */
                  win?: string;
                  /** @default Game over */
                  fail?: string;
                };
                /**
                 * @default {
                 *       "icon": null,
                 *       "label": "",
                 *       "link": null
                 *     }
                 */
                cta?: {
                  /** @default null */
                  icon?: string | null;
                  /** @default  */
                  label?: string;
                  /**
                   * Format: uri
                   * @default null
                   * @example https://cafe-aurora.example.com/menu
                   */
                  link?: string | null;
                };
                /** @default  */
                instructions?: string;
                footer_buttons?: (
                  | 'timer'
                  | 'letter'
                  | 'leaderboard'
                  | 'hint'
                  | 'reset'
                  | 'solve'
                  | 'share'
                  | 'change_avatar'
                  | 'start'
                  | 'call_to_action'
                  | 'lives'
                )[];
                /**
                 * @default {
                 *       "game_over": null,
                 *       "success": null,
                 *       "leaderboard": null
                 *     }
                 */
                templates?: {
                  /** @default null */
                  game_over?: string | null;
                  /** @default null */
                  success?: string | null;
                  /** @default null */
                  leaderboard?: string | null;
                };
                lead_form?: {
                  /** @enum {string} */
                  mode: 'off' | 'before' | 'after';
                  fields: {
                    key: string;
                    /** @enum {string} */
                    type:
                      | 'first_name'
                      | 'last_name'
                      | 'email'
                      | 'phone'
                      | 'birth_date'
                      | 'postcode'
                      | 'text'
                      | 'choice'
                      | 'checkbox';
                    label: string;
                    required: boolean;
                    options?: string[];
                  }[];
                  consents: string[];
                };
                participation?: {
                  /** @enum {string} */
                  rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                  /** Format: int32 */
                  per_day?: number;
                };
                rewards?: {
                  rules?: {
                    id?: string;
                    reward_id: string;
                    /** @enum {string} */
                    mode: 'winner' | 'odds' | 'moments';
                    /** Format: int32 */
                    min_score?: number | null;
                    odds?: number | null;
                    moments?:
                      | {
                          /** @enum {string} */
                          mode: 'random';
                          /** Format: int32 */
                          count: number;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          starts_at: string;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          ends_at: string;
                        }
                      | {
                          /** @enum {string} */
                          mode: 'manual';
                          times: string[];
                        }
                      | (never | null);
                    /** Format: int32 */
                    per_player?: number;
                    /** Format: int32 */
                    per_day?: number | null;
                    /** Format: int32 */
                    stock?: number | null;
                    /**
                     * Format: date-time
                     * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                     * @example 2026-11-21T09:00:00Z
                     */
                    all_from?: string | null;
                  }[];
                  /** @default null */
                  consolation_reward_id?: string | null;
                };
              };
              /**
               * Puzzle content
               * @description The content of a `puzzle` game.
               */
              content: {
                image: string;
              };
              /** @enum {string} */
              default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              translations?: {
                en?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                fr?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                de?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                es?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                it?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                nl?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                pt?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                ar?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
              };
            }
          | {
              /** @enum {string} */
              type: 'emojiq';
              name: string;
              /**
               * @default draft
               * @enum {string}
               */
              status?: 'draft' | 'published' | 'paused';
              /**
               * @default normal
               * @enum {string}
               */
              difficulty?: 'easy' | 'normal' | 'hard';
              settings?: {
                /** @default null */
                background_image?: string | null;
                /** @default null */
                game_image?: string | null;
                /**
                 * @default {
                 *       "win": "Congratulations.",
                 *       "fail": "Game over"
                 *     }
                 */
                popup_texts?: {
                  /** @default Congratulations. */
                  win?: string;
                  /** @default Game over */
                  fail?: string;
                };
                /**
                 * @default {
                 *       "icon": null,
                 *       "label": "",
                 *       "link": null
                 *     }
                 */
                cta?: {
                  /** @default null */
                  icon?: string | null;
                  /** @default  */
                  label?: string;
                  /**
                   * Format: uri
                   * @default null
                   * @example https://cafe-aurora.example.com/menu
                   */
                  link?: string | null;
                };
                /** @default  */
                instructions?: string;
                footer_buttons?: (
                  | 'timer'
                  | 'letter'
                  | 'leaderboard'
                  | 'hint'
                  | 'reset'
                  | 'solve'
                  | 'share'
                  | 'change_avatar'
                  | 'start'
                  | 'call_to_action'
                  | 'lives'
                )[];
                /**
                 * @default {
                 *       "game_over": null,
                 *       "success": null,
                 *       "leaderboard": null
                 *     }
                 */
                templates?: {
                  /** @default null */
                  game_over?: string | null;
                  /** @default null */
                  success?: string | null;
                  /** @default null */
                  leaderboard?: string | null;
                };
                lead_form?: {
                  /** @enum {string} */
                  mode: 'off' | 'before' | 'after';
                  fields: {
                    key: string;
                    /** @enum {string} */
                    type:
                      | 'first_name'
                      | 'last_name'
                      | 'email'
                      | 'phone'
                      | 'birth_date'
                      | 'postcode'
                      | 'text'
                      | 'choice'
                      | 'checkbox';
                    label: string;
                    required: boolean;
                    options?: string[];
                  }[];
                  consents: string[];
                };
                participation?: {
                  /** @enum {string} */
                  rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                  /** Format: int32 */
                  per_day?: number;
                };
                rewards?: {
                  rules?: {
                    id?: string;
                    reward_id: string;
                    /** @enum {string} */
                    mode: 'winner' | 'odds' | 'moments';
                    /** Format: int32 */
                    min_score?: number | null;
                    odds?: number | null;
                    moments?:
                      | {
                          /** @enum {string} */
                          mode: 'random';
                          /** Format: int32 */
                          count: number;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          starts_at: string;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          ends_at: string;
                        }
                      | {
                          /** @enum {string} */
                          mode: 'manual';
                          times: string[];
                        }
                      | (never | null);
                    /** Format: int32 */
                    per_player?: number;
                    /** Format: int32 */
                    per_day?: number | null;
                    /** Format: int32 */
                    stock?: number | null;
                    /**
                     * Format: date-time
                     * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                     * @example 2026-11-21T09:00:00Z
                     */
                    all_from?: string | null;
                  }[];
                  /** @default null */
                  consolation_reward_id?: string | null;
                };
              };
              /**
               * EmojiQ content
               * @description The content of a `emojiq` game.
               */
              content: {
                phrases: {
                  emojis: string;
                  answer: string;
                  hint?: string;
                }[];
                /** @default false */
                reveal_answers?: boolean;
                /** Format: int32 */
                pool_size?: number | null;
              };
              /** @enum {string} */
              default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              translations?: {
                en?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                fr?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                de?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                es?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                it?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                nl?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                pt?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                ar?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
              };
            }
          | {
              /** @enum {string} */
              type: 'wordhunt';
              name: string;
              /**
               * @default draft
               * @enum {string}
               */
              status?: 'draft' | 'published' | 'paused';
              /**
               * @default normal
               * @enum {string}
               */
              difficulty?: 'easy' | 'normal' | 'hard';
              settings?: {
                /** @default null */
                background_image?: string | null;
                /** @default null */
                game_image?: string | null;
                /**
                 * @default {
                 *       "win": "Congratulations.",
                 *       "fail": "Game over"
                 *     }
                 */
                popup_texts?: {
                  /** @default Congratulations. */
                  win?: string;
                  /** @default Game over */
                  fail?: string;
                };
                /**
                 * @default {
                 *       "icon": null,
                 *       "label": "",
                 *       "link": null
                 *     }
                 */
                cta?: {
                  /** @default null */
                  icon?: string | null;
                  /** @default  */
                  label?: string;
                  /**
                   * Format: uri
                   * @default null
                   * @example https://cafe-aurora.example.com/menu
                   */
                  link?: string | null;
                };
                /** @default  */
                instructions?: string;
                footer_buttons?: (
                  | 'timer'
                  | 'letter'
                  | 'leaderboard'
                  | 'hint'
                  | 'reset'
                  | 'solve'
                  | 'share'
                  | 'change_avatar'
                  | 'start'
                  | 'call_to_action'
                  | 'lives'
                )[];
                /**
                 * @default {
                 *       "game_over": null,
                 *       "success": null,
                 *       "leaderboard": null
                 *     }
                 */
                templates?: {
                  /** @default null */
                  game_over?: string | null;
                  /** @default null */
                  success?: string | null;
                  /** @default null */
                  leaderboard?: string | null;
                };
                lead_form?: {
                  /** @enum {string} */
                  mode: 'off' | 'before' | 'after';
                  fields: {
                    key: string;
                    /** @enum {string} */
                    type:
                      | 'first_name'
                      | 'last_name'
                      | 'email'
                      | 'phone'
                      | 'birth_date'
                      | 'postcode'
                      | 'text'
                      | 'choice'
                      | 'checkbox';
                    label: string;
                    required: boolean;
                    options?: string[];
                  }[];
                  consents: string[];
                };
                participation?: {
                  /** @enum {string} */
                  rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                  /** Format: int32 */
                  per_day?: number;
                };
                rewards?: {
                  rules?: {
                    id?: string;
                    reward_id: string;
                    /** @enum {string} */
                    mode: 'winner' | 'odds' | 'moments';
                    /** Format: int32 */
                    min_score?: number | null;
                    odds?: number | null;
                    moments?:
                      | {
                          /** @enum {string} */
                          mode: 'random';
                          /** Format: int32 */
                          count: number;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          starts_at: string;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          ends_at: string;
                        }
                      | {
                          /** @enum {string} */
                          mode: 'manual';
                          times: string[];
                        }
                      | (never | null);
                    /** Format: int32 */
                    per_player?: number;
                    /** Format: int32 */
                    per_day?: number | null;
                    /** Format: int32 */
                    stock?: number | null;
                    /**
                     * Format: date-time
                     * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                     * @example 2026-11-21T09:00:00Z
                     */
                    all_from?: string | null;
                  }[];
                  /** @default null */
                  consolation_reward_id?: string | null;
                };
              };
              /**
               * Wordhunt content
               * @description The content of a `wordhunt` game.
               */
              content: {
                words: string[];
              };
              /** @enum {string} */
              default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              translations?: {
                en?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                fr?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                de?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                es?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                it?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                nl?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                pt?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                ar?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
              };
            }
          | {
              /** @enum {string} */
              type: 'quiz';
              name: string;
              /**
               * @default draft
               * @enum {string}
               */
              status?: 'draft' | 'published' | 'paused';
              /**
               * @default normal
               * @enum {string}
               */
              difficulty?: 'easy' | 'normal' | 'hard';
              settings?: {
                /** @default null */
                background_image?: string | null;
                /** @default null */
                game_image?: string | null;
                /**
                 * @default {
                 *       "win": "Congratulations.",
                 *       "fail": "Game over"
                 *     }
                 */
                popup_texts?: {
                  /** @default Congratulations. */
                  win?: string;
                  /** @default Game over */
                  fail?: string;
                };
                /**
                 * @default {
                 *       "icon": null,
                 *       "label": "",
                 *       "link": null
                 *     }
                 */
                cta?: {
                  /** @default null */
                  icon?: string | null;
                  /** @default  */
                  label?: string;
                  /**
                   * Format: uri
                   * @default null
                   * @example https://cafe-aurora.example.com/menu
                   */
                  link?: string | null;
                };
                /** @default  */
                instructions?: string;
                footer_buttons?: (
                  | 'timer'
                  | 'letter'
                  | 'leaderboard'
                  | 'hint'
                  | 'reset'
                  | 'solve'
                  | 'share'
                  | 'change_avatar'
                  | 'start'
                  | 'call_to_action'
                  | 'lives'
                )[];
                /**
                 * @default {
                 *       "game_over": null,
                 *       "success": null,
                 *       "leaderboard": null
                 *     }
                 */
                templates?: {
                  /** @default null */
                  game_over?: string | null;
                  /** @default null */
                  success?: string | null;
                  /** @default null */
                  leaderboard?: string | null;
                };
                lead_form?: {
                  /** @enum {string} */
                  mode: 'off' | 'before' | 'after';
                  fields: {
                    key: string;
                    /** @enum {string} */
                    type:
                      | 'first_name'
                      | 'last_name'
                      | 'email'
                      | 'phone'
                      | 'birth_date'
                      | 'postcode'
                      | 'text'
                      | 'choice'
                      | 'checkbox';
                    label: string;
                    required: boolean;
                    options?: string[];
                  }[];
                  consents: string[];
                };
                participation?: {
                  /** @enum {string} */
                  rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                  /** Format: int32 */
                  per_day?: number;
                };
                rewards?: {
                  rules?: {
                    id?: string;
                    reward_id: string;
                    /** @enum {string} */
                    mode: 'winner' | 'odds' | 'moments';
                    /** Format: int32 */
                    min_score?: number | null;
                    odds?: number | null;
                    moments?:
                      | {
                          /** @enum {string} */
                          mode: 'random';
                          /** Format: int32 */
                          count: number;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          starts_at: string;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          ends_at: string;
                        }
                      | {
                          /** @enum {string} */
                          mode: 'manual';
                          times: string[];
                        }
                      | (never | null);
                    /** Format: int32 */
                    per_player?: number;
                    /** Format: int32 */
                    per_day?: number | null;
                    /** Format: int32 */
                    stock?: number | null;
                    /**
                     * Format: date-time
                     * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                     * @example 2026-11-21T09:00:00Z
                     */
                    all_from?: string | null;
                  }[];
                  /** @default null */
                  consolation_reward_id?: string | null;
                };
              };
              /**
               * Quiz content
               * @description The content of a `quiz` game.
               */
              content: {
                questions?: {
                  id?: string;
                  text: string;
                  image?: string | null;
                  options: string[];
                  /** Format: int64 */
                  correct: number;
                }[];
                /** @default 60 */
                pass_percent?: number;
                /** @default false */
                reveal_answers?: boolean;
                /** Format: int32 */
                pool_size?: number | null;
              };
              /** @enum {string} */
              default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              translations?: {
                en?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                fr?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                de?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                es?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                it?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                nl?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                pt?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                ar?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
              };
            }
          | {
              /** @enum {string} */
              type: 'scratch';
              name: string;
              /**
               * @default draft
               * @enum {string}
               */
              status?: 'draft' | 'published' | 'paused';
              /**
               * @default normal
               * @enum {string}
               */
              difficulty?: 'easy' | 'normal' | 'hard';
              settings?: {
                /** @default null */
                background_image?: string | null;
                /** @default null */
                game_image?: string | null;
                /**
                 * @default {
                 *       "win": "Congratulations.",
                 *       "fail": "Game over"
                 *     }
                 */
                popup_texts?: {
                  /** @default Congratulations. */
                  win?: string;
                  /** @default Game over */
                  fail?: string;
                };
                /**
                 * @default {
                 *       "icon": null,
                 *       "label": "",
                 *       "link": null
                 *     }
                 */
                cta?: {
                  /** @default null */
                  icon?: string | null;
                  /** @default  */
                  label?: string;
                  /**
                   * Format: uri
                   * @default null
                   * @example https://cafe-aurora.example.com/menu
                   */
                  link?: string | null;
                };
                /** @default  */
                instructions?: string;
                footer_buttons?: (
                  | 'timer'
                  | 'letter'
                  | 'leaderboard'
                  | 'hint'
                  | 'reset'
                  | 'solve'
                  | 'share'
                  | 'change_avatar'
                  | 'start'
                  | 'call_to_action'
                  | 'lives'
                )[];
                /**
                 * @default {
                 *       "game_over": null,
                 *       "success": null,
                 *       "leaderboard": null
                 *     }
                 */
                templates?: {
                  /** @default null */
                  game_over?: string | null;
                  /** @default null */
                  success?: string | null;
                  /** @default null */
                  leaderboard?: string | null;
                };
                lead_form?: {
                  /** @enum {string} */
                  mode: 'off' | 'before' | 'after';
                  fields: {
                    key: string;
                    /** @enum {string} */
                    type:
                      | 'first_name'
                      | 'last_name'
                      | 'email'
                      | 'phone'
                      | 'birth_date'
                      | 'postcode'
                      | 'text'
                      | 'choice'
                      | 'checkbox';
                    label: string;
                    required: boolean;
                    options?: string[];
                  }[];
                  consents: string[];
                };
                participation?: {
                  /** @enum {string} */
                  rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                  /** Format: int32 */
                  per_day?: number;
                };
                rewards?: {
                  rules?: {
                    id?: string;
                    reward_id: string;
                    /** @enum {string} */
                    mode: 'winner' | 'odds' | 'moments';
                    /** Format: int32 */
                    min_score?: number | null;
                    odds?: number | null;
                    moments?:
                      | {
                          /** @enum {string} */
                          mode: 'random';
                          /** Format: int32 */
                          count: number;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          starts_at: string;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          ends_at: string;
                        }
                      | {
                          /** @enum {string} */
                          mode: 'manual';
                          times: string[];
                        }
                      | (never | null);
                    /** Format: int32 */
                    per_player?: number;
                    /** Format: int32 */
                    per_day?: number | null;
                    /** Format: int32 */
                    stock?: number | null;
                    /**
                     * Format: date-time
                     * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                     * @example 2026-11-21T09:00:00Z
                     */
                    all_from?: string | null;
                  }[];
                  /** @default null */
                  consolation_reward_id?: string | null;
                };
              };
              /**
               * ScratchMe content
               * @description The content of a `scratch` game.
               */
              content: {
                prizes?: {
                  id?: string;
                  label: string;
                  odds: number;
                }[];
                cover_image?: string | null;
                no_luck_text?: string;
              };
              /** @enum {string} */
              default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              translations?: {
                en?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                fr?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                de?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                es?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                it?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                nl?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                pt?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                ar?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
              };
            }
          | {
              /** @enum {string} */
              type: 'wordle';
              name: string;
              /**
               * @default draft
               * @enum {string}
               */
              status?: 'draft' | 'published' | 'paused';
              /**
               * @default normal
               * @enum {string}
               */
              difficulty?: 'easy' | 'normal' | 'hard';
              settings?: {
                /** @default null */
                background_image?: string | null;
                /** @default null */
                game_image?: string | null;
                /**
                 * @default {
                 *       "win": "Congratulations.",
                 *       "fail": "Game over"
                 *     }
                 */
                popup_texts?: {
                  /** @default Congratulations. */
                  win?: string;
                  /** @default Game over */
                  fail?: string;
                };
                /**
                 * @default {
                 *       "icon": null,
                 *       "label": "",
                 *       "link": null
                 *     }
                 */
                cta?: {
                  /** @default null */
                  icon?: string | null;
                  /** @default  */
                  label?: string;
                  /**
                   * Format: uri
                   * @default null
                   * @example https://cafe-aurora.example.com/menu
                   */
                  link?: string | null;
                };
                /** @default  */
                instructions?: string;
                footer_buttons?: (
                  | 'timer'
                  | 'letter'
                  | 'leaderboard'
                  | 'hint'
                  | 'reset'
                  | 'solve'
                  | 'share'
                  | 'change_avatar'
                  | 'start'
                  | 'call_to_action'
                  | 'lives'
                )[];
                /**
                 * @default {
                 *       "game_over": null,
                 *       "success": null,
                 *       "leaderboard": null
                 *     }
                 */
                templates?: {
                  /** @default null */
                  game_over?: string | null;
                  /** @default null */
                  success?: string | null;
                  /** @default null */
                  leaderboard?: string | null;
                };
                lead_form?: {
                  /** @enum {string} */
                  mode: 'off' | 'before' | 'after';
                  fields: {
                    key: string;
                    /** @enum {string} */
                    type:
                      | 'first_name'
                      | 'last_name'
                      | 'email'
                      | 'phone'
                      | 'birth_date'
                      | 'postcode'
                      | 'text'
                      | 'choice'
                      | 'checkbox';
                    label: string;
                    required: boolean;
                    options?: string[];
                  }[];
                  consents: string[];
                };
                participation?: {
                  /** @enum {string} */
                  rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                  /** Format: int32 */
                  per_day?: number;
                };
                rewards?: {
                  rules?: {
                    id?: string;
                    reward_id: string;
                    /** @enum {string} */
                    mode: 'winner' | 'odds' | 'moments';
                    /** Format: int32 */
                    min_score?: number | null;
                    odds?: number | null;
                    moments?:
                      | {
                          /** @enum {string} */
                          mode: 'random';
                          /** Format: int32 */
                          count: number;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          starts_at: string;
                          /**
                           * Format: date-time
                           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                           * @example 2026-11-21T09:00:00Z
                           */
                          ends_at: string;
                        }
                      | {
                          /** @enum {string} */
                          mode: 'manual';
                          times: string[];
                        }
                      | (never | null);
                    /** Format: int32 */
                    per_player?: number;
                    /** Format: int32 */
                    per_day?: number | null;
                    /** Format: int32 */
                    stock?: number | null;
                    /**
                     * Format: date-time
                     * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                     * @example 2026-11-21T09:00:00Z
                     */
                    all_from?: string | null;
                  }[];
                  /** @default null */
                  consolation_reward_id?: string | null;
                };
              };
              /**
               * Wordle content
               * @description The content of a `wordle` game.
               */
              content: {
                words?: string[];
                allowed_guesses?: string[];
              };
              /** @enum {string} */
              default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              translations?: {
                en?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                fr?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                de?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                es?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                it?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                nl?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                pt?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
                ar?: {
                  name?: string;
                  popup_texts?: {
                    win?: string;
                    fail?: string;
                  };
                  cta?: {
                    label?: string;
                  };
                  instructions?: string;
                  content?: {
                    [key: string]: string;
                  };
                };
              };
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            game:
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'puzzle';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Puzzle content
                   * @description The content of a `puzzle` game.
                   */
                  content: {
                    image: string;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'emojiq';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * EmojiQ content
                   * @description The content of a `emojiq` game.
                   */
                  content: {
                    phrases: {
                      emojis: string;
                      answer: string & string;
                      hint?: unknown;
                    }[];
                    /** @default false */
                    reveal_answers: boolean;
                    pool_size: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'wordhunt';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Wordhunt content
                   * @description The content of a `wordhunt` game.
                   */
                  content: {
                    words: unknown[];
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'quiz';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Quiz content
                   * @description The content of a `quiz` game.
                   */
                  content: {
                    questions: unknown;
                    /** @default 60 */
                    pass_percent: number;
                    /** @default false */
                    reveal_answers: boolean;
                    pool_size: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'scratch';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * ScratchMe content
                   * @description The content of a `scratch` game.
                   */
                  content: {
                    prizes: unknown;
                    cover_image: unknown;
                    no_luck_text: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'wordle';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Wordle content
                   * @description The content of a `wordle` game.
                   */
                  content: {
                    words: unknown;
                    allowed_guesses: unknown;
                  };
                };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 1 MB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getGame: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            game:
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'puzzle';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Puzzle content
                   * @description The content of a `puzzle` game.
                   */
                  content: {
                    image: string;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'emojiq';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * EmojiQ content
                   * @description The content of a `emojiq` game.
                   */
                  content: {
                    phrases: {
                      emojis: string;
                      answer: string & string;
                      hint?: unknown;
                    }[];
                    /** @default false */
                    reveal_answers: boolean;
                    pool_size: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'wordhunt';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Wordhunt content
                   * @description The content of a `wordhunt` game.
                   */
                  content: {
                    words: unknown[];
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'quiz';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Quiz content
                   * @description The content of a `quiz` game.
                   */
                  content: {
                    questions: unknown;
                    /** @default 60 */
                    pass_percent: number;
                    /** @default false */
                    reveal_answers: boolean;
                    pool_size: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'scratch';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * ScratchMe content
                   * @description The content of a `scratch` game.
                   */
                  content: {
                    prizes: unknown;
                    cover_image: unknown;
                    no_luck_text: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'wordle';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Wordle content
                   * @description The content of a `wordle` game.
                   */
                  content: {
                    words: unknown;
                    allowed_guesses: unknown;
                  };
                };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  deleteGame: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateGame: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @enum {string} */
          status?: 'draft' | 'published' | 'paused';
          /** @enum {string} */
          difficulty?: 'easy' | 'normal' | 'hard';
          settings?: {
            background_image?: string | null;
            game_image?: string | null;
            popup_texts?: {
              win?: string;
              fail?: string;
            };
            cta?: {
              icon?: string | null;
              label?: string;
              /**
               * Format: uri
               * @example https://cafe-aurora.example.com/menu
               */
              link?: string | null;
            };
            instructions?: string;
            footer_buttons?: (
              | 'timer'
              | 'letter'
              | 'leaderboard'
              | 'hint'
              | 'reset'
              | 'solve'
              | 'share'
              | 'change_avatar'
              | 'start'
              | 'call_to_action'
              | 'lives'
            )[];
            templates?: {
              game_over?: string | null;
              success?: string | null;
              leaderboard?: string | null;
            };
            lead_form?: {
              /** @enum {string} */
              mode: 'off' | 'before' | 'after';
              fields: {
                key: string;
                /** @enum {string} */
                type:
                  | 'first_name'
                  | 'last_name'
                  | 'email'
                  | 'phone'
                  | 'birth_date'
                  | 'postcode'
                  | 'text'
                  | 'choice'
                  | 'checkbox';
                label: string;
                required: boolean;
                options?: string[];
              }[];
              consents: string[];
            };
            participation?: {
              /** @enum {string} */
              rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
              /** Format: int32 */
              per_day?: number;
            };
            rewards?: {
              rules: {
                id?: string;
                reward_id: string;
                /** @enum {string} */
                mode: 'winner' | 'odds' | 'moments';
                /** Format: int32 */
                min_score?: number | null;
                odds?: number | null;
                moments?:
                  | {
                      /** @enum {string} */
                      mode: 'random';
                      /** Format: int32 */
                      count: number;
                      /**
                       * Format: date-time
                       * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                       * @example 2026-11-21T09:00:00Z
                       */
                      starts_at: string;
                      /**
                       * Format: date-time
                       * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                       * @example 2026-11-21T09:00:00Z
                       */
                      ends_at: string;
                    }
                  | {
                      /** @enum {string} */
                      mode: 'manual';
                      times: string[];
                    }
                  | (never | null);
                /** Format: int32 */
                per_player?: number;
                /** Format: int32 */
                per_day?: number | null;
                /** Format: int32 */
                stock?: number | null;
                /**
                 * Format: date-time
                 * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
                 * @example 2026-11-21T09:00:00Z
                 */
                all_from?: string | null;
              }[];
              consolation_reward_id: string | null;
            };
          };
          /** @description The new content, in the shape of the game’s type (see POST /games). */
          content?:
            | {
                image: string;
              }
            | {
                phrases: {
                  emojis: string;
                  answer: string;
                  hint?: string;
                }[];
                /** @default false */
                reveal_answers?: boolean;
                /** Format: int32 */
                pool_size?: number | null;
              }
            | {
                words: string[];
              }
            | {
                questions?: {
                  id?: string;
                  text: string;
                  image?: string | null;
                  options: string[];
                  /** Format: int64 */
                  correct: number;
                }[];
                /** @default 60 */
                pass_percent?: number;
                /** @default false */
                reveal_answers?: boolean;
                /** Format: int32 */
                pool_size?: number | null;
              }
            | {
                prizes?: {
                  id?: string;
                  label: string;
                  odds: number;
                }[];
                cover_image?: string | null;
                no_luck_text?: string;
              }
            | {
                words?: string[];
                allowed_guesses?: string[];
              };
          /** @enum {string} */
          default_language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
          translations?: {
            en?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
            fr?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
            de?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
            es?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
            it?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
            nl?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
            pt?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
            ar?: {
              name?: string;
              popup_texts?: {
                win?: string;
                fail?: string;
              };
              cta?: {
                label?: string;
              };
              instructions?: string;
              content?: {
                [key: string]: string;
              };
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            game:
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'puzzle';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Puzzle content
                   * @description The content of a `puzzle` game.
                   */
                  content: {
                    image: string;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'emojiq';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * EmojiQ content
                   * @description The content of a `emojiq` game.
                   */
                  content: {
                    phrases: {
                      emojis: string;
                      answer: string & string;
                      hint?: unknown;
                    }[];
                    /** @default false */
                    reveal_answers: boolean;
                    pool_size: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'wordhunt';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Wordhunt content
                   * @description The content of a `wordhunt` game.
                   */
                  content: {
                    words: unknown[];
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'quiz';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Quiz content
                   * @description The content of a `quiz` game.
                   */
                  content: {
                    questions: unknown;
                    /** @default 60 */
                    pass_percent: number;
                    /** @default false */
                    reveal_answers: boolean;
                    pool_size: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'scratch';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * ScratchMe content
                   * @description The content of a `scratch` game.
                   */
                  content: {
                    prizes: unknown;
                    cover_image: unknown;
                    no_luck_text: unknown;
                  };
                }
              | {
                  public_id: string;
                  /** @enum {string} */
                  type: 'wordle';
                  name: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'paused';
                  /** @enum {string} */
                  difficulty: 'easy' | 'normal' | 'hard';
                  settings: {
                    background_image: string | null;
                    game_image: string | null;
                    popup_texts: {
                      win: string;
                      fail: string;
                    };
                    cta: {
                      icon: string | null;
                      label: string;
                      link: string | null;
                    };
                    instructions: string;
                    footer_buttons: (
                      | 'timer'
                      | 'letter'
                      | 'leaderboard'
                      | 'hint'
                      | 'reset'
                      | 'solve'
                      | 'share'
                      | 'change_avatar'
                      | 'start'
                      | 'call_to_action'
                      | 'lives'
                    )[];
                    templates: {
                      game_over: string | null;
                      success: string | null;
                      leaderboard: string | null;
                    };
                    lead_form: {
                      /** @enum {string} */
                      mode: 'off' | 'before' | 'after';
                      fields: {
                        key: string;
                        /** @enum {string} */
                        type:
                          | 'first_name'
                          | 'last_name'
                          | 'email'
                          | 'phone'
                          | 'birth_date'
                          | 'postcode'
                          | 'text'
                          | 'choice'
                          | 'checkbox';
                        label: string;
                        required: boolean;
                        options?: string[];
                      }[];
                      consents: string[];
                    };
                    participation: {
                      /** @enum {string} */
                      rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                      /** Format: int32 */
                      per_day?: number;
                    };
                    rewards: {
                      rules: {
                        id: string;
                        reward_id: string;
                        /** @enum {string} */
                        mode: 'winner' | 'odds' | 'moments';
                        /** Format: int64 */
                        min_score: number | null;
                        odds: number | null;
                        moments:
                          | {
                              /** @enum {string} */
                              mode: 'random';
                              /** Format: int64 */
                              count: number;
                              starts_at: string;
                              ends_at: string;
                            }
                          | {
                              /** @enum {string} */
                              mode: 'manual';
                              times: string[];
                            }
                          | (never | null);
                        /** Format: int64 */
                        per_player: number;
                        /** Format: int64 */
                        per_day: number | null;
                        /** Format: int64 */
                        stock: number | null;
                        all_from: string | null;
                      }[];
                      consolation_reward_id: string | null;
                      fairness: {
                        commitment: string;
                        committed_at: string;
                        seed: string | null;
                        revealed_at: string | null;
                      }[];
                    };
                  };
                  /** @enum {string} */
                  default_language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
                  languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
                  translations: {
                    en?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    fr?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    de?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    es?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    it?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    nl?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    pt?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                    ar?: {
                      name?: string;
                      popup_texts?: {
                        win?: string;
                        fail?: string;
                      };
                      cta?: {
                        label?: string;
                      };
                      instructions?: string;
                      content?: {
                        [key: string]: string;
                      };
                    };
                  };
                  created_at: string;
                  updated_at: string;
                  /**
                   * Wordle content
                   * @description The content of a `wordle` game.
                   */
                  content: {
                    words: unknown;
                    allowed_guesses: unknown;
                  };
                };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 1 MB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetGame: {
    parameters: {
      query?: {
        lang?: string;
      };
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            game: {
              public_id: string;
              /** @enum {string} */
              type: 'puzzle' | 'emojiq' | 'wordhunt' | 'quiz' | 'scratch' | 'wordle';
              name: string;
              /** @enum {string} */
              difficulty: 'easy' | 'normal' | 'hard';
              /** Format: int64 */
              time_limit_seconds: number | null;
              background_image: string | null;
              game_image: string | null;
              popup_texts: {
                win: string;
                fail: string;
              };
              cta: {
                icon: string | null;
                label: string;
                link: string | null;
              };
              instructions: string;
              footer_buttons: (
                | 'timer'
                | 'letter'
                | 'leaderboard'
                | 'hint'
                | 'reset'
                | 'solve'
                | 'share'
                | 'change_avatar'
                | 'start'
                | 'call_to_action'
                | 'lives'
              )[];
              templates: {
                game_over: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
                success: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
                leaderboard: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
              };
              account: {
                public_id: string;
                business_name: string;
              };
              gives_reward: boolean;
              /** @enum {string} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playListAccountGames: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            games: {
              public_id: string;
              /** @enum {string} */
              type: 'puzzle' | 'emojiq' | 'wordhunt' | 'quiz' | 'scratch' | 'wordle';
              name: string;
              /** @enum {string} */
              difficulty: 'easy' | 'normal' | 'hard';
              /** Format: int64 */
              time_limit_seconds: number | null;
              background_image: string | null;
              game_image: string | null;
              popup_texts: {
                win: string;
                fail: string;
              };
              cta: {
                icon: string | null;
                label: string;
                link: string | null;
              };
              instructions: string;
              footer_buttons: (
                | 'timer'
                | 'letter'
                | 'leaderboard'
                | 'hint'
                | 'reset'
                | 'solve'
                | 'share'
                | 'change_avatar'
                | 'start'
                | 'call_to_action'
                | 'lives'
              )[];
              templates: {
                game_over: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
                success: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
                leaderboard: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
              };
              account: {
                public_id: string;
                business_name: string;
              };
              gives_reward: boolean;
              /** @enum {string} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetLiveGame: {
    parameters: {
      query?: {
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        date?: string;
      };
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            date: string;
            game: {
              public_id: string;
              /** @enum {string} */
              type: 'puzzle' | 'emojiq' | 'wordhunt' | 'quiz' | 'scratch' | 'wordle';
              name: string;
              /** @enum {string} */
              difficulty: 'easy' | 'normal' | 'hard';
              /** Format: int64 */
              time_limit_seconds: number | null;
              background_image: string | null;
              game_image: string | null;
              popup_texts: {
                win: string;
                fail: string;
              };
              cta: {
                icon: string | null;
                label: string;
                link: string | null;
              };
              instructions: string;
              footer_buttons: (
                | 'timer'
                | 'letter'
                | 'leaderboard'
                | 'hint'
                | 'reset'
                | 'solve'
                | 'share'
                | 'change_avatar'
                | 'start'
                | 'call_to_action'
                | 'lives'
              )[];
              templates: {
                game_over: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
                success: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
                leaderboard: {
                  title: string;
                  message: string;
                  image: string | null;
                  button_label: string;
                  button_link: string | null;
                  colors: {
                    /** @example #6F4E37 */
                    background: string;
                    /** @example #6F4E37 */
                    text: string;
                    /** @example #6F4E37 */
                    button: string;
                    /** @example #6F4E37 */
                    button_text: string;
                  };
                } | null;
              };
              account: {
                public_id: string;
                business_name: string;
              };
              gives_reward: boolean;
              /** @enum {string} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              languages: ('en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar')[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetNotificationBar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notification_bar: {
              text: string;
              button_label: string;
              /** @example #6F4E37 */
              background: string;
              /** @example #6F4E37 */
              color: string;
              /** @enum {string} */
              position: 'top' | 'bottom';
              game_url: string | null;
            } | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playStartSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          display_name?: string;
          source_url?: string;
          parent_url?: string;
          /** @example fr */
          language?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            session: {
              session_id: string;
              game_public_id: string;
              started_at: string;
              ends_at: string | null;
              server_now: string;
              outcome: {
                /** @enum {string} */
                status: 'playing' | 'won' | 'lost';
                /** Format: int64 */
                score: number;
                reason?: string;
              };
              view:
                | {
                    size: number;
                    tiles: number[];
                    moves: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'solved_by_player' | 'timeout' | null;
                    score: number;
                    image: string;
                    hints: number;
                    show_picture: boolean;
                  }
                | {
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'out_of_lives' | null;
                    score: number;
                    lives: number;
                    max_lives: number;
                    phrase_index: number;
                    phrase_count: number;
                    solved_count: number;
                    emojis: string;
                    hint: string | null;
                    mask: (string | null)[];
                    tried_letters: string[];
                    missed_letters: string[];
                    can_buy_letter: boolean;
                    answer: string | null;
                    revealed: {
                      emojis: string;
                      answer: string;
                      solved: boolean;
                    }[];
                  }
                | {
                    size: number;
                    grid: string[];
                    words: string[];
                    found: {
                      word: string;
                      cells: {
                        row: number;
                        col: number;
                      }[];
                    }[];
                    unfound:
                      | {
                          word: string;
                          cells: {
                            row: number;
                            col: number;
                          }[];
                        }[]
                      | null;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'solved_by_player' | 'timeout' | null;
                    score: number;
                  }
                | {
                    current: {
                      id: string;
                      text: string;
                      image: string | null;
                      options: string[];
                    } | null;
                    index: number;
                    total: number;
                    answered: {
                      id: string;
                      text: string;
                      image: string | null;
                      options: string[];
                      option: number;
                      correct_option: number | null;
                      correct: boolean;
                    }[];
                    correct_count: number;
                    score: number;
                    pass_percent: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                  }
                | {
                    revealed: boolean;
                    percent: number;
                    cover_image: string | null;
                    result:
                      | {
                          /** @enum {string} */
                          kind: 'prize';
                          prize_id: string;
                          label: string;
                        }
                      | {
                          /** @enum {string} */
                          kind: 'no_luck';
                          text: string;
                        }
                      | (never | null);
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                    score: number;
                  }
                | {
                    word_length: number;
                    max_tries: number;
                    guesses: {
                      word: string;
                      marks: ('correct' | 'present' | 'absent')[];
                    }[];
                    keyboard: {
                      [key: string]: 'correct' | 'present' | 'absent';
                    };
                    tries_left: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                    score: number;
                    secret: string | null;
                    /** @enum {string} */
                    language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt';
                  };
              reward?: {
                id: string;
                reward: {
                  public_id: string;
                  name: string;
                  description: string;
                  image: string | null;
                  value: string;
                  terms: string;
                  how_to_redeem: string;
                  /** @enum {string} */
                  kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
                };
                code: string | null;
                link: string | null;
                won_at: string;
                expires_at: string | null;
                redeemed_at: string | null;
                /** @enum {string} */
                status: 'active' | 'redeemed' | 'expired';
                game: {
                  public_id: string;
                  name: string;
                } | null;
              } | null;
            };
            player: {
              public_id: string;
              display_name: string | null;
              avatar: string | null;
            };
            player_token?: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            session: {
              session_id: string;
              game_public_id: string;
              started_at: string;
              ends_at: string | null;
              server_now: string;
              outcome: {
                /** @enum {string} */
                status: 'playing' | 'won' | 'lost';
                /** Format: int64 */
                score: number;
                reason?: string;
              };
              view:
                | {
                    size: number;
                    tiles: number[];
                    moves: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'solved_by_player' | 'timeout' | null;
                    score: number;
                    image: string;
                    hints: number;
                    show_picture: boolean;
                  }
                | {
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'out_of_lives' | null;
                    score: number;
                    lives: number;
                    max_lives: number;
                    phrase_index: number;
                    phrase_count: number;
                    solved_count: number;
                    emojis: string;
                    hint: string | null;
                    mask: (string | null)[];
                    tried_letters: string[];
                    missed_letters: string[];
                    can_buy_letter: boolean;
                    answer: string | null;
                    revealed: {
                      emojis: string;
                      answer: string;
                      solved: boolean;
                    }[];
                  }
                | {
                    size: number;
                    grid: string[];
                    words: string[];
                    found: {
                      word: string;
                      cells: {
                        row: number;
                        col: number;
                      }[];
                    }[];
                    unfound:
                      | {
                          word: string;
                          cells: {
                            row: number;
                            col: number;
                          }[];
                        }[]
                      | null;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'solved_by_player' | 'timeout' | null;
                    score: number;
                  }
                | {
                    current: {
                      id: string;
                      text: string;
                      image: string | null;
                      options: string[];
                    } | null;
                    index: number;
                    total: number;
                    answered: {
                      id: string;
                      text: string;
                      image: string | null;
                      options: string[];
                      option: number;
                      correct_option: number | null;
                      correct: boolean;
                    }[];
                    correct_count: number;
                    score: number;
                    pass_percent: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                  }
                | {
                    revealed: boolean;
                    percent: number;
                    cover_image: string | null;
                    result:
                      | {
                          /** @enum {string} */
                          kind: 'prize';
                          prize_id: string;
                          label: string;
                        }
                      | {
                          /** @enum {string} */
                          kind: 'no_luck';
                          text: string;
                        }
                      | (never | null);
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                    score: number;
                  }
                | {
                    word_length: number;
                    max_tries: number;
                    guesses: {
                      word: string;
                      marks: ('correct' | 'present' | 'absent')[];
                    }[];
                    keyboard: {
                      [key: string]: 'correct' | 'present' | 'absent';
                    };
                    tries_left: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                    score: number;
                    secret: string | null;
                    /** @enum {string} */
                    language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt';
                  };
              reward?: {
                id: string;
                reward: {
                  public_id: string;
                  name: string;
                  description: string;
                  image: string | null;
                  value: string;
                  terms: string;
                  how_to_redeem: string;
                  /** @enum {string} */
                  kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
                };
                code: string | null;
                link: string | null;
                won_at: string;
                expires_at: string | null;
                redeemed_at: string | null;
                /** @enum {string} */
                status: 'active' | 'redeemed' | 'expired';
                game: {
                  public_id: string;
                  name: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playSendAction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A move of the session’s game type; each game’s moves are told apart by `type`. */
          action:
            | (
                | {
                    /** @enum {string} */
                    type: 'move';
                    /** Format: int64 */
                    tile: number;
                  }
                | {
                    /** @enum {string} */
                    type: 'hint';
                  }
                | {
                    /** @enum {string} */
                    type: 'solve';
                  }
                | {
                    /** @enum {string} */
                    type: 'reset';
                    /** Format: int64 */
                    seed: number;
                  }
              )
            | (
                | {
                    /** @enum {string} */
                    type: 'guess';
                    letter: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'letter';
                  }
              )
            | (
                | {
                    /** @enum {string} */
                    type: 'select';
                    start: {
                      /** Format: int64 */
                      row: number;
                      /** Format: int64 */
                      col: number;
                    };
                    end: {
                      /** Format: int64 */
                      row: number;
                      /** Format: int64 */
                      col: number;
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'solve';
                  }
              )
            | {
                /** @enum {string} */
                type: 'answer';
                question_id: string;
                /** Format: int64 */
                option: number;
              }
            | (
                | {
                    /** @enum {string} */
                    type: 'scratch';
                    percent: number;
                  }
                | {
                    /** @enum {string} */
                    type: 'reveal';
                  }
              )
            | {
                /** @enum {string} */
                type: 'guess';
                word: string;
              };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            session: {
              session_id: string;
              game_public_id: string;
              started_at: string;
              ends_at: string | null;
              server_now: string;
              outcome: {
                /** @enum {string} */
                status: 'playing' | 'won' | 'lost';
                /** Format: int64 */
                score: number;
                reason?: string;
              };
              view:
                | {
                    size: number;
                    tiles: number[];
                    moves: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'solved_by_player' | 'timeout' | null;
                    score: number;
                    image: string;
                    hints: number;
                    show_picture: boolean;
                  }
                | {
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'out_of_lives' | null;
                    score: number;
                    lives: number;
                    max_lives: number;
                    phrase_index: number;
                    phrase_count: number;
                    solved_count: number;
                    emojis: string;
                    hint: string | null;
                    mask: (string | null)[];
                    tried_letters: string[];
                    missed_letters: string[];
                    can_buy_letter: boolean;
                    answer: string | null;
                    revealed: {
                      emojis: string;
                      answer: string;
                      solved: boolean;
                    }[];
                  }
                | {
                    size: number;
                    grid: string[];
                    words: string[];
                    found: {
                      word: string;
                      cells: {
                        row: number;
                        col: number;
                      }[];
                    }[];
                    unfound:
                      | {
                          word: string;
                          cells: {
                            row: number;
                            col: number;
                          }[];
                        }[]
                      | null;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    /** @enum {string|null} */
                    reason: 'solved' | 'solved_by_player' | 'timeout' | null;
                    score: number;
                  }
                | {
                    current: {
                      id: string;
                      text: string;
                      image: string | null;
                      options: string[];
                    } | null;
                    index: number;
                    total: number;
                    answered: {
                      id: string;
                      text: string;
                      image: string | null;
                      options: string[];
                      option: number;
                      correct_option: number | null;
                      correct: boolean;
                    }[];
                    correct_count: number;
                    score: number;
                    pass_percent: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                  }
                | {
                    revealed: boolean;
                    percent: number;
                    cover_image: string | null;
                    result:
                      | {
                          /** @enum {string} */
                          kind: 'prize';
                          prize_id: string;
                          label: string;
                        }
                      | {
                          /** @enum {string} */
                          kind: 'no_luck';
                          text: string;
                        }
                      | (never | null);
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                    score: number;
                  }
                | {
                    word_length: number;
                    max_tries: number;
                    guesses: {
                      word: string;
                      marks: ('correct' | 'present' | 'absent')[];
                    }[];
                    keyboard: {
                      [key: string]: 'correct' | 'present' | 'absent';
                    };
                    tries_left: number;
                    time_left_seconds: number;
                    /** @enum {string} */
                    status: 'playing' | 'won' | 'lost';
                    reason: string | null;
                    score: number;
                    secret: string | null;
                    /** @enum {string} */
                    language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt';
                  };
              reward?: {
                id: string;
                reward: {
                  public_id: string;
                  name: string;
                  description: string;
                  image: string | null;
                  value: string;
                  terms: string;
                  how_to_redeem: string;
                  /** @enum {string} */
                  kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
                };
                code: string | null;
                link: string | null;
                won_at: string;
                expires_at: string | null;
                redeemed_at: string | null;
                /** @enum {string} */
                status: 'active' | 'redeemed' | 'expired';
                game: {
                  public_id: string;
                  name: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetLeaderboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              /** Format: int64 */
              rank: number;
              display_name: string;
              avatar: string | null;
              /** Format: int64 */
              score: number;
              is_me: boolean;
            }[];
            me: {
              /** Format: int64 */
              rank: number;
              /** Format: int64 */
              score: number;
            } | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playForgetMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playUpdatePlayer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          display_name?: string;
          /** @enum {string} */
          avatar?:
            '🦊' | '🐼' | '🐯' | '🐸' | '🐙' | '🦄' | '🐝' | '🐳' | '🦉' | '🐢' | '🦁' | '🐧';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            player: {
              public_id: string;
              display_name: string | null;
              avatar: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Understood but refused by the rules (for example a move the game does not allow) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listTemplates: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        kind?: 'game-over' | 'success' | 'leaderboard';
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              /** @enum {string} */
              kind: 'game-over' | 'success' | 'leaderboard';
              name: string;
              title: string;
              message: string;
              image: string | null;
              button_label: string;
              button_link: string | null;
              colors: {
                /** @example #6F4E37 */
                background: string;
                /** @example #6F4E37 */
                text: string;
                /** @example #6F4E37 */
                button: string;
                /** @example #6F4E37 */
                button_text: string;
              };
              updated_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createTemplate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          title?: string;
          /** @default  */
          message?: string;
          /** @default null */
          image?: string | null;
          /** @default  */
          button_label?: string;
          /**
           * Format: uri
           * @default null
           * @example https://cafe-aurora.example.com/menu
           */
          button_link?: string | null;
          /**
           * @default {
           *       "background": "#FFFFFF",
           *       "text": "#1F1640",
           *       "button": "#4A3494",
           *       "button_text": "#FFFFFF"
           *     }
           */
          colors?: {
            /**
             * @default #FFFFFF
             * @example #6F4E37
             */
            background?: string;
            /**
             * @default #1F1640
             * @example #6F4E37
             */
            text?: string;
            /**
             * @default #4A3494
             * @example #6F4E37
             */
            button?: string;
            /**
             * @default #FFFFFF
             * @example #6F4E37
             */
            button_text?: string;
          };
          /** @enum {string} */
          kind: 'game-over' | 'success' | 'leaderboard';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            template: {
              public_id: string;
              /** @enum {string} */
              kind: 'game-over' | 'success' | 'leaderboard';
              name: string;
              title: string;
              message: string;
              image: string | null;
              button_label: string;
              button_link: string | null;
              colors: {
                /** @example #6F4E37 */
                background: string;
                /** @example #6F4E37 */
                text: string;
                /** @example #6F4E37 */
                button: string;
                /** @example #6F4E37 */
                button_text: string;
              };
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 128 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getTemplate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            template: {
              public_id: string;
              /** @enum {string} */
              kind: 'game-over' | 'success' | 'leaderboard';
              name: string;
              title: string;
              message: string;
              image: string | null;
              button_label: string;
              button_link: string | null;
              colors: {
                /** @example #6F4E37 */
                background: string;
                /** @example #6F4E37 */
                text: string;
                /** @example #6F4E37 */
                button: string;
                /** @example #6F4E37 */
                button_text: string;
              };
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  deleteTemplate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateTemplate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          title?: string;
          message?: string;
          image?: string | null;
          button_label?: string;
          /**
           * Format: uri
           * @example https://cafe-aurora.example.com/menu
           */
          button_link?: string | null;
          colors?: {
            /** @example #6F4E37 */
            background?: string;
            /** @example #6F4E37 */
            text?: string;
            /** @example #6F4E37 */
            button?: string;
            /** @example #6F4E37 */
            button_text?: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            template: {
              public_id: string;
              /** @enum {string} */
              kind: 'game-over' | 'success' | 'leaderboard';
              name: string;
              title: string;
              message: string;
              image: string | null;
              button_label: string;
              button_link: string | null;
              colors: {
                /** @example #6F4E37 */
                background: string;
                /** @example #6F4E37 */
                text: string;
                /** @example #6F4E37 */
                button: string;
                /** @example #6F4E37 */
                button_text: string;
              };
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 128 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listCalendarEntries: {
    parameters: {
      query: {
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        from: string;
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        to: string;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              id: string;
              game: {
                public_id: string;
                name: string;
                type: string;
                status: string;
              };
              starts_on: string;
              ends_on: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createCalendarEntries: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          game_id: string;
          /**
           * Format: date
           * @description A day (YYYY-MM-DD) between 2000 and 2099.
           * @example 2026-11-21
           */
          starts_on?: string;
          /**
           * Format: date
           * @description A day (YYYY-MM-DD) between 2000 and 2099.
           * @example 2026-11-21
           */
          ends_on?: string;
          days?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              id: string;
              game: {
                public_id: string;
                name: string;
                type: string;
                status: string;
              };
              starts_on: string;
              ends_on: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  deleteCalendarEntry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateCalendarEntry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date
           * @description A day (YYYY-MM-DD) between 2000 and 2099.
           * @example 2026-11-21
           */
          starts_on: string;
          /**
           * Format: date
           * @description A day (YYYY-MM-DD) between 2000 and 2099.
           * @example 2026-11-21
           */
          ends_on: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entry: {
              id: string;
              game: {
                public_id: string;
                name: string;
                type: string;
                status: string;
              };
              starts_on: string;
              ends_on: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getNotificationBar: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notification_bar: {
              enabled: boolean;
              text: string;
              game: {
                public_id: string;
                name: string;
              } | null;
              button_label: string;
              /** @example #6F4E37 */
              background: string;
              /** @example #6F4E37 */
              color: string;
              /** @enum {string} */
              position: 'top' | 'bottom';
              starts_at: string | null;
              ends_at: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  saveNotificationBar: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
          text: string;
          game_id: string | null;
          button_label: string;
          /** @example #6F4E37 */
          background: string;
          /** @example #6F4E37 */
          color: string;
          /** @enum {string} */
          position: 'top' | 'bottom';
          /**
           * Format: date-time
           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
           * @example 2026-11-21T09:00:00Z
           */
          starts_at: string | null;
          /**
           * Format: date-time
           * @description An instant (ISO 8601 with its offset, e.g. `Z` or `+01:00`) between 2000 and 2099.
           * @example 2026-11-21T09:00:00Z
           */
          ends_at: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notification_bar: {
              enabled: boolean;
              text: string;
              game: {
                public_id: string;
                name: string;
              } | null;
              button_label: string;
              /** @example #6F4E37 */
              background: string;
              /** @example #6F4E37 */
              color: string;
              /** @enum {string} */
              position: 'top' | 'bottom';
              starts_at: string | null;
              ends_at: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getDashboard: {
    parameters: {
      query: {
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        from: string;
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        to: string;
        language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            from: string;
            to: string;
            days: {
              date: string;
              /** Format: int64 */
              plays: number;
              /** Format: int64 */
              wins: number;
            }[];
            totals: {
              /** Format: int64 */
              plays: number;
              /** Format: int64 */
              wins: number;
              /** Format: int64 */
              new_players: number;
            };
            top_games: {
              public_id: string;
              name: string;
              type: string;
              /** Format: int64 */
              plays: number;
              /** Format: int64 */
              wins: number;
            }[];
            usage: {
              /** Format: int64 */
              used: number;
              /** Format: int64 */
              limit: number;
              period: string;
            };
            languages: {
              /** @enum {string} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
              /** Format: int64 */
              plays: number;
              /** Format: int64 */
              wins: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listPlayers: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
        game?: string;
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        from?: string;
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        to?: string;
        won?: 'yes' | 'no';
        consent?: string;
        language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
        sort?: 'last_seen' | 'plays' | 'best_score';
        cursor?: string;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              name: string | null;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string | null;
              /** Format: int64 */
              games_played: number;
              /** Format: int64 */
              plays: number;
              /** Format: int64 */
              best_score: number | null;
              /** Format: int64 */
              wins: number;
              /** Format: int64 */
              rewards: number;
              consents: {
                public_id: string;
                name: string;
                /** @enum {string} */
                state: 'given' | 'pending' | 'withdrawn';
              }[];
              first_seen_at: string;
              last_seen_at: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | null;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
              total_exact: boolean;
              next_cursor: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  exportPlayers: {
    parameters: {
      query?: {
        search?: string;
        game?: string;
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        from?: string;
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        to?: string;
        won?: 'yes' | 'no';
        consent?: string;
        language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  erasePlayers: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          search?: string;
          game?: string;
          /**
           * Format: date
           * @description A day (YYYY-MM-DD) between 2000 and 2099.
           * @example 2026-11-21
           */
          from?: string;
          /**
           * Format: date
           * @description A day (YYYY-MM-DD) between 2000 and 2099.
           * @example 2026-11-21
           */
          to?: string;
          /** @enum {string} */
          won?: 'yes' | 'no';
          consent?: string;
          /** @enum {string} */
          language?: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            /** Format: int64 */
            erased: number;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getPlayer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            player: {
              public_id: string;
              name: string | null;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string | null;
              /** Format: int64 */
              games_played: number;
              /** Format: int64 */
              plays: number;
              /** Format: int64 */
              best_score: number | null;
              /** Format: int64 */
              wins: number;
              /** Format: int64 */
              rewards: number;
              consents: {
                public_id: string;
                name: string;
                /** @enum {string} */
                state: 'given' | 'pending' | 'withdrawn';
              }[];
              first_seen_at: string;
              last_seen_at: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | null;
              personal: {
                public_id: string;
                display_name: string | null;
                avatar: string | null;
                first_name: string | null;
                last_name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string | null;
                phone: string | null;
                birth_date: string | null;
                postcode: string | null;
                custom_fields: {
                  key: string;
                  label: string | null;
                  value: string | boolean;
                }[];
              };
              plays_timeline: {
                game_public_id: string;
                game_name: string;
                /** @enum {string} */
                status: 'playing' | 'won' | 'lost';
                /** Format: int64 */
                score: number;
                reason: string | null;
                started_at: string;
                ended_at: string | null;
                /** Format: int64 */
                duration_ms: number | null;
                /** @enum {string|null} */
                language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | null;
              }[];
              consent_history: {
                consent_public_id: string;
                consent_name: string;
                /** @enum {string} */
                action: 'given' | 'withdrawn';
                /** @enum {string} */
                status: 'pending' | 'confirmed';
                /** Format: int64 */
                version: number;
                text: string;
                game_public_id: string | null;
                page_url: string | null;
                /** @enum {string|null} */
                language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | null;
                at: string;
                confirmed_at: string | null;
              }[];
              rewards_won: {
                id: string;
                reward: {
                  public_id: string;
                  name: string;
                };
                game: {
                  public_id: string;
                  name: string;
                } | null;
                code: string | null;
                won_at: string;
                expires_at: string | null;
                redeemed_at: string | null;
                /** @enum {string} */
                status: 'active' | 'redeemed' | 'expired';
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  erasePlayer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listConsents: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              name: string;
              text: string;
              mandatory: boolean;
              double_opt_in: boolean;
              /** Format: int64 */
              version: number;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createConsent: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          text: string;
          /** @default false */
          mandatory?: boolean;
          /** @default false */
          double_opt_in?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            consent: {
              public_id: string;
              name: string;
              text: string;
              mandatory: boolean;
              double_opt_in: boolean;
              /** Format: int64 */
              version: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  archiveConsent: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateConsent: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          text?: string;
          mandatory?: boolean;
          double_opt_in?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            consent: {
              public_id: string;
              name: string;
              text: string;
              mandatory: boolean;
              double_opt_in: boolean;
              /** Format: int64 */
              version: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getPrivacySettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            privacy: {
              /** Format: int64 */
              retention_days: number;
              blocked_email_domains: string[];
              block_plus_addresses: boolean;
              last_retention_run_at: string | null;
              next_retention_run_at: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  savePrivacySettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: int32 */
          retention_days?: number;
          blocked_email_domains?: string[];
          block_plus_addresses?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            privacy: {
              /** Format: int64 */
              retention_days: number;
              blocked_email_domains: string[];
              block_plus_addresses: boolean;
              last_retention_run_at: string | null;
              next_retention_run_at: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listErasures: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              at: string;
              /** @enum {string} */
              scope: 'one' | 'bulk' | 'self' | 'retention';
              by: string | null;
              /** Format: int64 */
              count: number;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetLeadForm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            lead_form: {
              /** @enum {string} */
              mode: 'off' | 'before' | 'after';
              fields: {
                key: string;
                /** @enum {string} */
                type:
                  | 'first_name'
                  | 'last_name'
                  | 'email'
                  | 'phone'
                  | 'birth_date'
                  | 'postcode'
                  | 'text'
                  | 'choice'
                  | 'checkbox';
                label: string;
                required: boolean;
                options: string[];
              }[];
              consents: {
                public_id: string;
                text: string;
                mandatory: boolean;
                double_opt_in: boolean;
                /** Format: int64 */
                version: number;
              }[];
              participation: {
                /** @enum {string} */
                rule: 'unlimited' | 'once' | 'once_per_day' | 'once_per_week' | 'n_per_day';
                /** Format: int64 */
                per_day: number | null;
              };
              known: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playSendLeadForm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          values: {
            [key: string]: string | boolean;
          };
          consents?: {
            public_id: string;
            given: boolean;
            /** Format: int64 */
            version: number;
          }[];
          page_url?: string;
          /** @example fr */
          language?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            player: {
              public_id: string;
              display_name: string | null;
              avatar: string | null;
            };
            player_token?: string;
            pending_consents: string[];
            email_confirmation_sent: boolean;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playConfirmEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            account_public_id: string;
            game_public_id: string | null;
            player_token: string;
            player: {
              public_id: string;
              display_name: string | null;
              avatar: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playConfirmConsent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetMyData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              public_id: string;
              business_name: string;
            };
            player: {
              public_id: string;
              display_name: string | null;
              avatar: string | null;
              first_name: string | null;
              last_name: string | null;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string | null;
              phone: string | null;
              birth_date: string | null;
              postcode: string | null;
              custom_fields: {
                key: string;
                label: string | null;
                value: string | boolean;
              }[];
              first_seen_at: string;
              last_seen_at: string;
            };
            plays: {
              game_public_id: string;
              game_name: string;
              /** @enum {string} */
              status: 'playing' | 'won' | 'lost';
              /** Format: int64 */
              score: number;
              reason: string | null;
              started_at: string;
              ended_at: string | null;
              /** Format: int64 */
              duration_ms: number | null;
              /** @enum {string|null} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | null;
            }[];
            consents: {
              consent_public_id: string;
              consent_name: string;
              /** @enum {string} */
              action: 'given' | 'withdrawn';
              /** @enum {string} */
              status: 'pending' | 'confirmed';
              /** Format: int64 */
              version: number;
              text: string;
              game_public_id: string | null;
              page_url: string | null;
              /** @enum {string|null} */
              language: 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | null;
              at: string;
              confirmed_at: string | null;
            }[];
            rewards: {
              id: string;
              reward: {
                public_id: string;
                name: string;
              };
              game: {
                public_id: string;
                name: string;
              } | null;
              code: string | null;
              won_at: string;
              expires_at: string | null;
              redeemed_at: string | null;
              /** @enum {string} */
              status: 'active' | 'redeemed' | 'expired';
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listRewards: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        q?: string;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              name: string;
              description: string;
              image: string | null;
              value: string;
              terms: string;
              how_to_redeem: string;
              expiry:
                | {
                    /** @enum {string} */
                    type: 'none';
                  }
                | {
                    /** @enum {string} */
                    type: 'date';
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD) between 2000 and 2099.
                     * @example 2026-11-21
                     */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'days_after_win';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              shared_value: string | null;
              /** Format: int64 */
              quantity: number | null;
              /** Format: int64 */
              low_stock_threshold: number | null;
              stock: {
                /** Format: int64 */
                total: number | null;
                /** Format: int64 */
                won: number;
                /** Format: int64 */
                redeemed: number;
                /** Format: int64 */
                left: number | null;
              };
              low_stock: boolean;
              games: {
                public_id: string;
                name: string;
              }[];
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          description?: string;
          /** @default null */
          image?: string | null;
          /** @default  */
          value?: string;
          /** @default  */
          terms?: string;
          /** @default  */
          how_to_redeem?: string;
          /**
           * @default {
           *       "type": "none"
           *     }
           */
          expiry?:
            | {
                /** @enum {string} */
                type: 'none';
              }
            | {
                /** @enum {string} */
                type: 'date';
                /**
                 * Format: date
                 * @description A day (YYYY-MM-DD) between 2000 and 2099.
                 * @example 2026-11-21
                 */
                date: string;
              }
            | {
                /** @enum {string} */
                type: 'days_after_win';
                /** Format: int32 */
                days: number;
              };
          /** @enum {string} */
          kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
          /** @default null */
          shared_value?: string | null;
          /**
           * Format: int32
           * @default null
           */
          quantity?: number | null;
          /**
           * Format: int32
           * @default null
           */
          low_stock_threshold?: number | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reward: {
              public_id: string;
              name: string;
              description: string;
              image: string | null;
              value: string;
              terms: string;
              how_to_redeem: string;
              expiry:
                | {
                    /** @enum {string} */
                    type: 'none';
                  }
                | {
                    /** @enum {string} */
                    type: 'date';
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD) between 2000 and 2099.
                     * @example 2026-11-21
                     */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'days_after_win';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              shared_value: string | null;
              /** Format: int64 */
              quantity: number | null;
              /** Format: int64 */
              low_stock_threshold: number | null;
              stock: {
                /** Format: int64 */
                total: number | null;
                /** Format: int64 */
                won: number;
                /** Format: int64 */
                redeemed: number;
                /** Format: int64 */
                left: number | null;
              };
              low_stock: boolean;
              games: {
                public_id: string;
                name: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reward: {
              public_id: string;
              name: string;
              description: string;
              image: string | null;
              value: string;
              terms: string;
              how_to_redeem: string;
              expiry:
                | {
                    /** @enum {string} */
                    type: 'none';
                  }
                | {
                    /** @enum {string} */
                    type: 'date';
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD) between 2000 and 2099.
                     * @example 2026-11-21
                     */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'days_after_win';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              shared_value: string | null;
              /** Format: int64 */
              quantity: number | null;
              /** Format: int64 */
              low_stock_threshold: number | null;
              stock: {
                /** Format: int64 */
                total: number | null;
                /** Format: int64 */
                won: number;
                /** Format: int64 */
                redeemed: number;
                /** Format: int64 */
                left: number | null;
              };
              low_stock: boolean;
              games: {
                public_id: string;
                name: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  deleteReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string;
          image?: string | null;
          value?: string;
          terms?: string;
          how_to_redeem?: string;
          expiry?:
            | {
                /** @enum {string} */
                type: 'none';
              }
            | {
                /** @enum {string} */
                type: 'date';
                /**
                 * Format: date
                 * @description A day (YYYY-MM-DD) between 2000 and 2099.
                 * @example 2026-11-21
                 */
                date: string;
              }
            | {
                /** @enum {string} */
                type: 'days_after_win';
                /** Format: int32 */
                days: number;
              };
          shared_value?: string | null;
          /** Format: int32 */
          quantity?: number | null;
          /** Format: int32 */
          low_stock_threshold?: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reward: {
              public_id: string;
              name: string;
              description: string;
              image: string | null;
              value: string;
              terms: string;
              how_to_redeem: string;
              expiry:
                | {
                    /** @enum {string} */
                    type: 'none';
                  }
                | {
                    /** @enum {string} */
                    type: 'date';
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD) between 2000 and 2099.
                     * @example 2026-11-21
                     */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'days_after_win';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              shared_value: string | null;
              /** Format: int64 */
              quantity: number | null;
              /** Format: int64 */
              low_stock_threshold: number | null;
              stock: {
                /** Format: int64 */
                total: number | null;
                /** Format: int64 */
                won: number;
                /** Format: int64 */
                redeemed: number;
                /** Format: int64 */
                left: number | null;
              };
              low_stock: boolean;
              games: {
                public_id: string;
                name: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  generateRewardCodes: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: int32 */
          count: number;
          /** @default  */
          prefix?: string;
          /**
           * Format: int32
           * @default 10
           */
          length?: number;
          /**
           * @default letters_digits
           * @enum {string}
           */
          alphabet?: 'letters_digits' | 'letters' | 'digits';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: int64 */
            imported: number;
            /** Format: int64 */
            blank: number;
            /** Format: int64 */
            duplicates: number;
            /** Format: int64 */
            too_long: number;
            /** Format: int64 */
            invalid: number;
            examples: {
              /** Format: int64 */
              line: number;
              /** @enum {string} */
              problem: 'duplicate' | 'too_long' | 'invalid';
              value: string;
            }[];
            reward: {
              public_id: string;
              name: string;
              description: string;
              image: string | null;
              value: string;
              terms: string;
              how_to_redeem: string;
              expiry:
                | {
                    /** @enum {string} */
                    type: 'none';
                  }
                | {
                    /** @enum {string} */
                    type: 'date';
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD) between 2000 and 2099.
                     * @example 2026-11-21
                     */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'days_after_win';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              shared_value: string | null;
              /** Format: int64 */
              quantity: number | null;
              /** Format: int64 */
              low_stock_threshold: number | null;
              stock: {
                /** Format: int64 */
                total: number | null;
                /** Format: int64 */
                won: number;
                /** Format: int64 */
                redeemed: number;
                /** Format: int64 */
                left: number | null;
              };
              low_stock: boolean;
              games: {
                public_id: string;
                name: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listRewardWinners: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              reward: {
                public_id: string;
                name: string;
              };
              player: {
                public_id: string;
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string | null;
              } | null;
              game: {
                public_id: string;
                name: string;
              } | null;
              code: string | null;
              won_at: string;
              expires_at: string | null;
              redeemed_at: string | null;
              /** @enum {string} */
              status: 'active' | 'redeemed' | 'expired';
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
          'text/csv': string;
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  redeemReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code?: string;
          winner_id?: string;
          typed?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            winner: {
              id: string;
              reward: {
                public_id: string;
                name: string;
              };
              player: {
                public_id: string;
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string | null;
              } | null;
              game: {
                public_id: string;
                name: string;
              } | null;
              code: string | null;
              won_at: string;
              expires_at: string | null;
              redeemed_at: string | null;
              /** @enum {string} */
              status: 'active' | 'redeemed' | 'expired';
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playListAccountRewards: {
    parameters: {
      query?: {
        source_url?: string;
        parent_url?: string;
        show_all?: string;
      };
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business_name: string;
            rewards: {
              reward: {
                public_id: string;
                name: string;
                description: string;
                image: string | null;
                value: string;
                terms: string;
                how_to_redeem: string;
                /** @enum {string} */
                kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              };
              offers: {
                game: {
                  public_id: string;
                  name: string;
                };
                /** @enum {string} */
                mode: 'winner' | 'odds' | 'moments';
                odds: number | null;
                /** Format: int64 */
                min_score: number | null;
              }[];
              can_win?: boolean;
            }[];
            won: {
              id: string;
              reward: {
                public_id: string;
                name: string;
                description: string;
                image: string | null;
                value: string;
                terms: string;
                how_to_redeem: string;
                /** @enum {string} */
                kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              };
              code: string | null;
              link: string | null;
              won_at: string;
              expires_at: string | null;
              redeemed_at: string | null;
              /** @enum {string} */
              status: 'active' | 'redeemed' | 'expired';
              game: {
                public_id: string;
                name: string;
              } | null;
            }[];
            fairness: {
              game: {
                public_id: string;
                name: string;
              };
              commitments: {
                commitment: string;
                committed_at: string;
                seed: string | null;
                revealed_at: string | null;
              }[];
            }[];
            player?: {
              public_id: string;
              display_name: string | null;
            } | null;
            colors?: {
              /** @example #6F4E37 */
              background: string;
              /** @example #6F4E37 */
              text: string;
              /** @example #6F4E37 */
              button: string;
              /** @example #6F4E37 */
              button_text: string;
            } | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playListDrawPeriods: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            game: {
              public_id: string;
              name: string;
            };
            periods: {
              commitment: string;
              committed_at: string;
              seed: string | null;
              revealed_at: string | null;
              table: {
                order: string[];
                odds: {
                  rule_id: string;
                  reward_id: string;
                  percent: number;
                  /** Format: int64 */
                  units: number;
                  all_from: string | null;
                }[];
                moments: {
                  rule_id: string;
                  reward_id: string;
                  all_from: string | null;
                  /** @enum {string} */
                  mode: 'random' | 'manual';
                  /** Format: int64 */
                  count: number;
                  from: string | null;
                  to: string | null;
                  times_sha256: string | null;
                }[];
                consolation_reward_id: string | null;
              };
              /** Format: int64 */
              draws: number;
              moments:
                | {
                    rule_id: string;
                    /** Format: int64 */
                    seq: number;
                    at: string;
                    play_id: string | null;
                  }[]
                | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playListDraws: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        commitment?: string;
      };
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              play_id: string;
              drawn_at: string;
              /** Format: int64 */
              ticket: number;
              hit_rule_id: string | null;
              moment: {
                rule_id: string;
                /** Format: int64 */
                seq: number;
                at: string;
              } | null;
              /** @enum {string} */
              result: 'won' | 'consolation' | 'lost';
              rule_id: string | null;
              reward_id: string | null;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
            commitment: string | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              url: string;
              description: string;
              events: (
                | 'player.created'
                | 'player.updated'
                | 'player.erased'
                | 'consent.given'
                | 'consent.withdrawn'
                | 'gameplay.completed'
                | 'reward.won'
                | 'reward.redeemed'
                | 'game.published'
              )[];
              enabled: boolean;
              consent_id: string | null;
              disabled_reason: string | null;
              failing_since: string | null;
              previous_secret_expires_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uri
           * @example https://cafe-aurora.example.com/webhooks/playdesk
           */
          url: string;
          /** @default  */
          description?: string;
          events: (
            | 'player.created'
            | 'player.updated'
            | 'player.erased'
            | 'consent.given'
            | 'consent.withdrawn'
            | 'gameplay.completed'
            | 'reward.won'
            | 'reward.redeemed'
            | 'game.published'
          )[];
          /** @default true */
          enabled?: boolean;
          /** @default null */
          consent_id?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endpoint: {
              public_id: string;
              url: string;
              description: string;
              events: (
                | 'player.created'
                | 'player.updated'
                | 'player.erased'
                | 'consent.given'
                | 'consent.withdrawn'
                | 'gameplay.completed'
                | 'reward.won'
                | 'reward.redeemed'
                | 'game.published'
              )[];
              enabled: boolean;
              consent_id: string | null;
              disabled_reason: string | null;
              failing_since: string | null;
              previous_secret_expires_at: string | null;
              created_at: string;
              updated_at: string;
            };
            secret: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endpoint: {
              public_id: string;
              url: string;
              description: string;
              events: (
                | 'player.created'
                | 'player.updated'
                | 'player.erased'
                | 'consent.given'
                | 'consent.withdrawn'
                | 'gameplay.completed'
                | 'reward.won'
                | 'reward.redeemed'
                | 'game.published'
              )[];
              enabled: boolean;
              consent_id: string | null;
              disabled_reason: string | null;
              failing_since: string | null;
              previous_secret_expires_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uri
           * @example https://cafe-aurora.example.com/webhooks/playdesk
           */
          url?: string;
          description?: string;
          events?: (
            | 'player.created'
            | 'player.updated'
            | 'player.erased'
            | 'consent.given'
            | 'consent.withdrawn'
            | 'gameplay.completed'
            | 'reward.won'
            | 'reward.redeemed'
            | 'game.published'
          )[];
          enabled?: boolean;
          consent_id?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endpoint: {
              public_id: string;
              url: string;
              description: string;
              events: (
                | 'player.created'
                | 'player.updated'
                | 'player.erased'
                | 'consent.given'
                | 'consent.withdrawn'
                | 'gameplay.completed'
                | 'reward.won'
                | 'reward.redeemed'
                | 'game.published'
              )[];
              enabled: boolean;
              consent_id: string | null;
              disabled_reason: string | null;
              failing_since: string | null;
              previous_secret_expires_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endpoint: {
              public_id: string;
              url: string;
              description: string;
              events: (
                | 'player.created'
                | 'player.updated'
                | 'player.erased'
                | 'consent.given'
                | 'consent.withdrawn'
                | 'gameplay.completed'
                | 'reward.won'
                | 'reward.redeemed'
                | 'game.published'
              )[];
              enabled: boolean;
              consent_id: string | null;
              disabled_reason: string | null;
              failing_since: string | null;
              previous_secret_expires_at: string | null;
              created_at: string;
              updated_at: string;
            };
            secret: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  sendWebhookTest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Answer */
      202: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            delivery: {
              public_id: string;
              message_id: string;
              event_type: string;
              /** @enum {string} */
              status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
              /** Format: int64 */
              attempts: number;
              /** Format: int64 */
              last_status_code: number | null;
              next_attempt_at: string | null;
              created_at: string;
              attempt_log: {
                /** Format: int64 */
                attempt: number;
                manual: boolean;
                /** Format: int64 */
                status_code: number | null;
                error: string | null;
                response_excerpt: string;
                /** Format: int64 */
                duration_ms: number;
                at: string;
              }[];
              payload:
                | {
                    /** @enum {string} */
                    type: 'player.created';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'player.updated';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'player.erased';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'consent.given';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      consent: {
                        id: string;
                        name: string;
                        /** Format: int64 */
                        version: number;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'consent.withdrawn';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      consent: {
                        id: string;
                        name: string;
                        /** Format: int64 */
                        version: number;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'gameplay.completed';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      session_id: string;
                      game: {
                        id: string;
                        name: string;
                        type: string;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      /** @enum {string} */
                      status: 'won' | 'lost';
                      /** Format: int64 */
                      score: number;
                      reason?: string | null;
                      /** Format: int64 */
                      duration_ms: number | null;
                      started_at: string;
                      ended_at: string | null;
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'reward.won';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      win: {
                        id: string;
                        reward: {
                          id: string;
                          name: string;
                          value: string;
                        };
                        code: string | null;
                        link: string | null;
                        won_at: string;
                        expires_at: string | null;
                        redeemed_at: string | null;
                        game: {
                          id: string;
                          name: string;
                          type: string;
                        } | null;
                        session_id: string | null;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'reward.redeemed';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      win: {
                        id: string;
                        reward: {
                          id: string;
                          name: string;
                          value: string;
                        };
                        code: string | null;
                        link: string | null;
                        won_at: string;
                        expires_at: string | null;
                        redeemed_at: string | null;
                        game: {
                          id: string;
                          name: string;
                          type: string;
                        } | null;
                        session_id: string | null;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'game.published';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      game: {
                        id: string;
                        name: string;
                        type: string;
                        status: string;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'webhook.test';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      message: string;
                    };
                  };
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              message_id: string;
              event_type: string;
              /** @enum {string} */
              status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
              /** Format: int64 */
              attempts: number;
              /** Format: int64 */
              last_status_code: number | null;
              next_attempt_at: string | null;
              created_at: string;
              attempt_log: {
                /** Format: int64 */
                attempt: number;
                manual: boolean;
                /** Format: int64 */
                status_code: number | null;
                error: string | null;
                response_excerpt: string;
                /** Format: int64 */
                duration_ms: number;
                at: string;
              }[];
              payload:
                | {
                    /** @enum {string} */
                    type: 'player.created';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'player.updated';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'player.erased';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'consent.given';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      consent: {
                        id: string;
                        name: string;
                        /** Format: int64 */
                        version: number;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'consent.withdrawn';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      consent: {
                        id: string;
                        name: string;
                        /** Format: int64 */
                        version: number;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'gameplay.completed';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      session_id: string;
                      game: {
                        id: string;
                        name: string;
                        type: string;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      /** @enum {string} */
                      status: 'won' | 'lost';
                      /** Format: int64 */
                      score: number;
                      reason?: string | null;
                      /** Format: int64 */
                      duration_ms: number | null;
                      started_at: string;
                      ended_at: string | null;
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'reward.won';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      win: {
                        id: string;
                        reward: {
                          id: string;
                          name: string;
                          value: string;
                        };
                        code: string | null;
                        link: string | null;
                        won_at: string;
                        expires_at: string | null;
                        redeemed_at: string | null;
                        game: {
                          id: string;
                          name: string;
                          type: string;
                        } | null;
                        session_id: string | null;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'reward.redeemed';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      win: {
                        id: string;
                        reward: {
                          id: string;
                          name: string;
                          value: string;
                        };
                        code: string | null;
                        link: string | null;
                        won_at: string;
                        expires_at: string | null;
                        redeemed_at: string | null;
                        game: {
                          id: string;
                          name: string;
                          type: string;
                        } | null;
                        session_id: string | null;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'game.published';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      game: {
                        id: string;
                        name: string;
                        type: string;
                        status: string;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'webhook.test';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      message: string;
                    };
                  };
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  resendWebhookDelivery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Answer */
      202: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            delivery: {
              public_id: string;
              message_id: string;
              event_type: string;
              /** @enum {string} */
              status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
              /** Format: int64 */
              attempts: number;
              /** Format: int64 */
              last_status_code: number | null;
              next_attempt_at: string | null;
              created_at: string;
              attempt_log: {
                /** Format: int64 */
                attempt: number;
                manual: boolean;
                /** Format: int64 */
                status_code: number | null;
                error: string | null;
                response_excerpt: string;
                /** Format: int64 */
                duration_ms: number;
                at: string;
              }[];
              payload:
                | {
                    /** @enum {string} */
                    type: 'player.created';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'player.updated';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'player.erased';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'consent.given';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      consent: {
                        id: string;
                        name: string;
                        /** Format: int64 */
                        version: number;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'consent.withdrawn';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      consent: {
                        id: string;
                        name: string;
                        /** Format: int64 */
                        version: number;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'gameplay.completed';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      session_id: string;
                      game: {
                        id: string;
                        name: string;
                        type: string;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                      /** @enum {string} */
                      status: 'won' | 'lost';
                      /** Format: int64 */
                      score: number;
                      reason?: string | null;
                      /** Format: int64 */
                      duration_ms: number | null;
                      started_at: string;
                      ended_at: string | null;
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'reward.won';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      win: {
                        id: string;
                        reward: {
                          id: string;
                          name: string;
                          value: string;
                        };
                        code: string | null;
                        link: string | null;
                        won_at: string;
                        expires_at: string | null;
                        redeemed_at: string | null;
                        game: {
                          id: string;
                          name: string;
                          type: string;
                        } | null;
                        session_id: string | null;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'reward.redeemed';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      win: {
                        id: string;
                        reward: {
                          id: string;
                          name: string;
                          value: string;
                        };
                        code: string | null;
                        link: string | null;
                        won_at: string;
                        expires_at: string | null;
                        redeemed_at: string | null;
                        game: {
                          id: string;
                          name: string;
                          type: string;
                        } | null;
                        session_id: string | null;
                      };
                      player: {
                        id: string;
                        erased: boolean;
                        personal_data: boolean;
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        display_name?: string | null;
                        phone?: string | null;
                        birth_date?: string | null;
                        postcode?: string | null;
                        custom_fields?: {
                          [key: string]: string | boolean;
                        } | null;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'game.published';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      game: {
                        id: string;
                        name: string;
                        type: string;
                        status: string;
                      };
                    };
                  }
                | {
                    /** @enum {string} */
                    type: 'webhook.test';
                    /** @enum {number} */
                    version: 1;
                    timestamp: string;
                    account_id: string;
                    data: {
                      message: string;
                    };
                  };
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getMailchimp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mailchimp: {
              enabled: boolean;
              consent_id: string | null;
              recent_syncs: {
                /** @enum {string} */
                action: 'upsert' | 'unsubscribe' | 'test';
                event_type: string;
                player_id: string | null;
                /** Format: int64 */
                attempt: number;
                ok: boolean;
                /** Format: int64 */
                status_code: number | null;
                message: string;
                /** Format: int64 */
                duration_ms: number;
                created_at: string;
              }[];
              updated_at: string | null;
              api_key_masked: string | null;
              data_center: string | null;
              audience_id: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateMailchimp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          api_key?: string;
          audience_id?: string;
          consent_id?: string | null;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mailchimp: {
              enabled: boolean;
              consent_id: string | null;
              recent_syncs: {
                /** @enum {string} */
                action: 'upsert' | 'unsubscribe' | 'test';
                event_type: string;
                player_id: string | null;
                /** Format: int64 */
                attempt: number;
                ok: boolean;
                /** Format: int64 */
                status_code: number | null;
                message: string;
                /** Format: int64 */
                duration_ms: number;
                created_at: string;
              }[];
              updated_at: string | null;
              api_key_masked: string | null;
              data_center: string | null;
              audience_id: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  testMailchimp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ok: boolean;
            message: string;
            /** Format: int64 */
            status_code: number | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getHubspot: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hubspot: {
              enabled: boolean;
              consent_id: string | null;
              recent_syncs: {
                /** @enum {string} */
                action: 'upsert' | 'unsubscribe' | 'test';
                event_type: string;
                player_id: string | null;
                /** Format: int64 */
                attempt: number;
                ok: boolean;
                /** Format: int64 */
                status_code: number | null;
                message: string;
                /** Format: int64 */
                duration_ms: number;
                created_at: string;
              }[];
              updated_at: string | null;
              access_token_masked: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateHubspot: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          access_token?: string;
          consent_id?: string | null;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hubspot: {
              enabled: boolean;
              consent_id: string | null;
              recent_syncs: {
                /** @enum {string} */
                action: 'upsert' | 'unsubscribe' | 'test';
                event_type: string;
                player_id: string | null;
                /** Format: int64 */
                attempt: number;
                ok: boolean;
                /** Format: int64 */
                status_code: number | null;
                message: string;
                /** Format: int64 */
                duration_ms: number;
                created_at: string;
              }[];
              updated_at: string | null;
              access_token_masked: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  testHubspot: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ok: boolean;
            message: string;
            /** Format: int64 */
            status_code: number | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      503: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listTeamMates: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            members: {
              public_id: string;
              name: string | null;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string} */
              role: 'owner' | 'member';
              modules: (
                | 'full'
                | 'games'
                | 'teams'
                | 'rewards'
                | 'pwa'
                | 'integrations'
                | 'account_managment'
                | 'subscription'
                | 'domains'
                | 'player_data'
              )[];
              /** @enum {string} */
              status: 'active';
              last_active_at: string | null;
              joined_at: string;
              invited_by: {
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              manageable: boolean;
              is_you: boolean;
            }[];
            invitations: {
              id: string;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              modules: (
                | 'full'
                | 'games'
                | 'teams'
                | 'rewards'
                | 'pwa'
                | 'integrations'
                | 'account_managment'
                | 'subscription'
                | 'domains'
                | 'player_data'
              )[];
              /** @enum {string} */
              status: 'invited' | 'expired';
              invited_by: {
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              sent_at: string;
              expires_at: string;
              manageable: boolean;
            }[];
            viewer: {
              grantable: (
                | 'full'
                | 'games'
                | 'teams'
                | 'rewards'
                | 'pwa'
                | 'integrations'
                | 'account_managment'
                | 'subscription'
                | 'domains'
                | 'player_data'
              )[];
              sees_activity: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  inviteTeamMate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @example lea.martin@example.com
           */
          email: string;
          modules: (
            | 'full'
            | 'games'
            | 'teams'
            | 'rewards'
            | 'pwa'
            | 'integrations'
            | 'account_managment'
            | 'subscription'
            | 'domains'
            | 'player_data'
          )[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invitation: {
              id: string;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              modules: (
                | 'full'
                | 'games'
                | 'teams'
                | 'rewards'
                | 'pwa'
                | 'integrations'
                | 'account_managment'
                | 'subscription'
                | 'domains'
                | 'player_data'
              )[];
              /** @enum {string} */
              status: 'invited' | 'expired';
              invited_by: {
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              sent_at: string;
              expires_at: string;
              manageable: boolean;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  resendInvitation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invitation: {
              id: string;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              modules: (
                | 'full'
                | 'games'
                | 'teams'
                | 'rewards'
                | 'pwa'
                | 'integrations'
                | 'account_managment'
                | 'subscription'
                | 'domains'
                | 'player_data'
              )[];
              /** @enum {string} */
              status: 'invited' | 'expired';
              invited_by: {
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              sent_at: string;
              expires_at: string;
              manageable: boolean;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  removeTeamMate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        user_public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateTeamMate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        user_public_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          modules: (
            | 'full'
            | 'games'
            | 'teams'
            | 'rewards'
            | 'pwa'
            | 'integrations'
            | 'account_managment'
            | 'subscription'
            | 'domains'
            | 'player_data'
          )[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            member: {
              public_id: string;
              name: string | null;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string} */
              role: 'owner' | 'member';
              modules: (
                | 'full'
                | 'games'
                | 'teams'
                | 'rewards'
                | 'pwa'
                | 'integrations'
                | 'account_managment'
                | 'subscription'
                | 'domains'
                | 'player_data'
              )[];
              /** @enum {string} */
              status: 'active';
              last_active_at: string | null;
              joined_at: string;
              invited_by: {
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              manageable: boolean;
              is_you: boolean;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listTeamActivity: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              action: string;
              actor: {
                name: string | null;
                /**
                 * Format: email
                 * @example lea.martin@example.com
                 */
                email: string;
              } | null;
              subject: string;
              summary: string;
              created_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business_name: string;
            invited_by: {
              name: string | null;
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
            } | null;
            /**
             * Format: email
             * @example lea.martin@example.com
             */
            email: string;
            modules: (
              | 'full'
              | 'games'
              | 'teams'
              | 'rewards'
              | 'pwa'
              | 'integrations'
              | 'account_managment'
              | 'subscription'
              | 'domains'
              | 'player_data'
            )[];
            expires_at: string;
            has_login: boolean;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
            limits: {
              /** Format: int64 */
              impressions_used: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** @description YYYY-MM, UTC */
              period: string;
            };
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listDomains: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              /** @enum {string} */
              kind: 'allowed_site' | 'custom_domain';
              value: string;
              note: string;
              /** @enum {string} */
              status: 'active' | 'pending' | 'verified' | 'failed';
              status_reason: string | null;
              dns: {
                cname: {
                  name: string;
                  target: string;
                };
                txt: {
                  name: string;
                  value: string;
                };
              } | null;
              checked_at: string | null;
              verified_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'allowed_site' | 'custom_domain';
          value: string;
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domain: {
              public_id: string;
              /** @enum {string} */
              kind: 'allowed_site' | 'custom_domain';
              value: string;
              note: string;
              /** @enum {string} */
              status: 'active' | 'pending' | 'verified' | 'failed';
              status_reason: string | null;
              dns: {
                cname: {
                  name: string;
                  target: string;
                };
                txt: {
                  name: string;
                  value: string;
                };
              } | null;
              checked_at: string | null;
              verified_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  deleteDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updateDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          value?: string;
          note?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domain: {
              public_id: string;
              /** @enum {string} */
              kind: 'allowed_site' | 'custom_domain';
              value: string;
              note: string;
              /** @enum {string} */
              status: 'active' | 'pending' | 'verified' | 'failed';
              status_reason: string | null;
              dns: {
                cname: {
                  name: string;
                  target: string;
                };
                txt: {
                  name: string;
                  value: string;
                };
              } | null;
              checked_at: string | null;
              verified_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  verifyDomain: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domain: {
              public_id: string;
              /** @enum {string} */
              kind: 'allowed_site' | 'custom_domain';
              value: string;
              note: string;
              /** @enum {string} */
              status: 'active' | 'pending' | 'verified' | 'failed';
              status_reason: string | null;
              dns: {
                cname: {
                  name: string;
                  target: string;
                };
                txt: {
                  name: string;
                  value: string;
                };
              } | null;
              checked_at: string | null;
              verified_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  checkDomainTls: {
    parameters: {
      query: {
        domain: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playCheckPageEmbed: {
    parameters: {
      query: {
        url: string;
        game: string;
      };
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
            frameable: boolean;
            reason: string | null;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listAuthProviders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            providers: {
              /** @enum {string} */
              key: 'google' | 'facebook' | 'linkedin';
              name: string;
            }[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  startSocialSignIn: {
    parameters: {
      query?: {
        invitation?: string;
      };
      header?: never;
      path: {
        provider: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authorization_url: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  finishSocialSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        provider: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code?: string;
          state?: string;
          iss?: string;
          error?: string;
          error_description?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              token: string;
              public_id: string;
              /** @enum {string} */
              type: 'user' | 'account' | 'child_account';
              /**
               * Format: email
               * @example lea.martin@example.com
               */
              email: string;
              /** @enum {string|null} */
              language: 'en' | 'fr' | null;
              current_account: {
                public_id: string;
                business_name: string;
              };
              related_accounts: {
                public_id: string;
                business_name: string;
              }[];
              plan: {
                /** Format: int64 */
                sub_accounts: number;
                crm: boolean;
              };
              account_plan: {
                /** @enum {string} */
                status: 'paid' | 'pending_payment' | 'past_due' | 'cancelled';
                /** Format: int64 */
                monthly_total_impressions: number;
              };
            };
            access_modules?: {
              full: boolean;
              games: boolean;
              teams: boolean;
              rewards: boolean;
              pwa: boolean;
              integrations: boolean;
              account_managment: boolean;
              subscription: boolean;
              domains: boolean;
              player_data: boolean;
            };
            limits: {
              /** Format: int64 */
              impressions_used: number;
              /** Format: int64 */
              monthly_total_impressions: number;
              /** @description YYYY-MM, UTC */
              period: string;
            };
            /** @enum {string} */
            outcome: 'signed_in' | 'linked' | 'registered' | 'joined';
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Answer */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  uploadRewardCodes: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/plain': string;
        'text/csv': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: int64 */
            imported: number;
            /** Format: int64 */
            blank: number;
            /** Format: int64 */
            duplicates: number;
            /** Format: int64 */
            too_long: number;
            /** Format: int64 */
            invalid: number;
            examples: {
              /** Format: int64 */
              line: number;
              /** @enum {string} */
              problem: 'duplicate' | 'too_long' | 'invalid';
              value: string;
            }[];
            reward: {
              public_id: string;
              name: string;
              description: string;
              image: string | null;
              value: string;
              terms: string;
              how_to_redeem: string;
              expiry:
                | {
                    /** @enum {string} */
                    type: 'none';
                  }
                | {
                    /** @enum {string} */
                    type: 'date';
                    /**
                     * Format: date
                     * @description A day (YYYY-MM-DD) between 2000 and 2099.
                     * @example 2026-11-21
                     */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'days_after_win';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              kind: 'unique_code' | 'shared_code' | 'unique_link' | 'shared_link' | 'physical';
              shared_value: string | null;
              /** Format: int64 */
              quantity: number | null;
              /** Format: int64 */
              low_stock_threshold: number | null;
              stock: {
                /** Format: int64 */
                total: number | null;
                /** Format: int64 */
                won: number;
                /** Format: int64 */
                redeemed: number;
                /** Format: int64 */
                left: number | null;
              };
              low_stock: boolean;
              games: {
                public_id: string;
                name: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 MB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listMedia: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
              content_type: string;
              /** Format: int64 */
              size: number;
              /** Format: int64 */
              width: number | null;
              /** Format: int64 */
              height: number | null;
              created_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  uploadMedia: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            media: {
              url: string;
              content_type: string;
              /** Format: int64 */
              size: number;
              /** Format: int64 */
              width: number | null;
              /** Format: int64 */
              height: number | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getPwaSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pwa: {
              app_name: string;
              short_name: string;
              /** @example #6F4E37 */
              theme_color: string;
              /** @example #6F4E37 */
              background_color: string;
              /** @enum {string} */
              opens: 'today' | 'game' | 'rewards';
              game_id: string | null;
              install_text: string;
              new_game_notifications: boolean;
              notify_time: string;
              time_zone: string;
              icons: {
                icon_192: string;
                icon_512: string;
                maskable_512: string;
                apple_touch_180: string;
              } | null;
              manifest_url: string;
              start_url: string;
              updated_at: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  updatePwaSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          app_name?: string;
          short_name?: string;
          /** @example #6F4E37 */
          theme_color?: string;
          /** @example #6F4E37 */
          background_color?: string;
          /** @enum {string} */
          opens?: 'today' | 'game' | 'rewards';
          game_id?: string | null;
          install_text?: string;
          new_game_notifications?: boolean;
          notify_time?: string;
          /**
           * @description An IANA time zone name (the tz database), e.g. Europe/Paris, America/New_York or UTC.
           * @example Europe/Paris
           */
          time_zone?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pwa: {
              app_name: string;
              short_name: string;
              /** @example #6F4E37 */
              theme_color: string;
              /** @example #6F4E37 */
              background_color: string;
              /** @enum {string} */
              opens: 'today' | 'game' | 'rewards';
              game_id: string | null;
              install_text: string;
              new_game_notifications: boolean;
              notify_time: string;
              time_zone: string;
              icons: {
                icon_192: string;
                icon_512: string;
                maskable_512: string;
                apple_touch_180: string;
              } | null;
              manifest_url: string;
              start_url: string;
              updated_at: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  uploadPwaIcon: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pwa: {
              app_name: string;
              short_name: string;
              /** @example #6F4E37 */
              theme_color: string;
              /** @example #6F4E37 */
              background_color: string;
              /** @enum {string} */
              opens: 'today' | 'game' | 'rewards';
              game_id: string | null;
              install_text: string;
              new_game_notifications: boolean;
              notify_time: string;
              time_zone: string;
              icons: {
                icon_192: string;
                icon_512: string;
                maskable_512: string;
                apple_touch_180: string;
              } | null;
              manifest_url: string;
              start_url: string;
              updated_at: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  listPushNotifications: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_id: string;
              /** @enum {string} */
              kind: 'manual' | 'new_game';
              title: string;
              body: string;
              icon: string;
              url: string;
              target:
                | {
                    /** @enum {string} */
                    type: 'game';
                    game_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'rewards';
                  }
                | {
                    /** @enum {string} */
                    type: 'app';
                  };
              audience:
                | {
                    /** @enum {string} */
                    type: 'all';
                  }
                | {
                    /** @enum {string} */
                    type: 'game';
                    game_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'reward';
                    reward_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'inactive';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              status: 'scheduled' | 'sending' | 'sent' | 'limit_reached' | 'failed';
              scheduled_at: string;
              completed_at: string | null;
              /** Format: int64 */
              recipients: number;
              /** Format: int64 */
              sent: number;
              /** Format: int64 */
              failed: number;
              /** Format: int64 */
              clicked: number;
              created_at: string;
            }[];
            meta: {
              /** Format: int64 */
              page: number;
              /** Format: int64 */
              page_size: number;
              /** Format: int64 */
              total: number;
            };
            usage: {
              month: string;
              /** Format: int64 */
              sent: number;
              /** Format: int64 */
              limit: number;
              /** Format: int64 */
              subscribers: number;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  createPushNotification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          body: string;
          /** @default  */
          icon?: string;
          target:
            | {
                /** @enum {string} */
                type: 'game';
                game_id: string;
              }
            | {
                /** @enum {string} */
                type: 'rewards';
              }
            | {
                /** @enum {string} */
                type: 'app';
              };
          audience:
            | {
                /** @enum {string} */
                type: 'all';
              }
            | {
                /** @enum {string} */
                type: 'game';
                game_id: string;
              }
            | {
                /** @enum {string} */
                type: 'reward';
                reward_id: string;
              }
            | {
                /** @enum {string} */
                type: 'inactive';
                /** Format: int32 */
                days: number;
              };
          send_at?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notification: {
              public_id: string;
              /** @enum {string} */
              kind: 'manual' | 'new_game';
              title: string;
              body: string;
              icon: string;
              url: string;
              target:
                | {
                    /** @enum {string} */
                    type: 'game';
                    game_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'rewards';
                  }
                | {
                    /** @enum {string} */
                    type: 'app';
                  };
              audience:
                | {
                    /** @enum {string} */
                    type: 'all';
                  }
                | {
                    /** @enum {string} */
                    type: 'game';
                    game_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'reward';
                    reward_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'inactive';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              status: 'scheduled' | 'sending' | 'sent' | 'limit_reached' | 'failed';
              scheduled_at: string;
              completed_at: string | null;
              /** Format: int64 */
              recipients: number;
              /** Format: int64 */
              sent: number;
              /** Format: int64 */
              failed: number;
              /** Format: int64 */
              clicked: number;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 64 KB */
      413: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  getPushNotification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Public id of the account to act in. Session tokens: defaults to the session’s current account. API keys: optional; when sent it must be the key’s own account. */
        'x-account'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notification: {
              public_id: string;
              /** @enum {string} */
              kind: 'manual' | 'new_game';
              title: string;
              body: string;
              icon: string;
              url: string;
              target:
                | {
                    /** @enum {string} */
                    type: 'game';
                    game_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'rewards';
                  }
                | {
                    /** @enum {string} */
                    type: 'app';
                  };
              audience:
                | {
                    /** @enum {string} */
                    type: 'all';
                  }
                | {
                    /** @enum {string} */
                    type: 'game';
                    game_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'reward';
                    reward_id: string;
                  }
                | {
                    /** @enum {string} */
                    type: 'inactive';
                    /** Format: int32 */
                    days: number;
                  };
              /** @enum {string} */
              status: 'scheduled' | 'sending' | 'sent' | 'limit_reached' | 'failed';
              scheduled_at: string;
              completed_at: string | null;
              /** Format: int64 */
              recipients: number;
              /** Format: int64 */
              sent: number;
              /** Format: int64 */
              failed: number;
              /** Format: int64 */
              clicked: number;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The credentials may not do this (another account, a module or access the caller lacks) */
      403: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Too many requests: wait for `Retry-After` seconds */
      429: {
        headers: {
          /** @description API keys only: requests a key may make per window. */
          'RateLimit-Limit'?: number;
          /** @description API keys only: requests left in the current window. */
          'RateLimit-Remaining'?: number;
          /** @description API keys only: seconds until the window resets. */
          'RateLimit-Reset'?: number;
          /** @description Seconds to wait before the next call. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetManifest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        public_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/manifest+json': {
            id: string;
            name: string;
            short_name: string;
            description: string;
            start_url: string;
            scope: string;
            /** @enum {string} */
            display: 'standalone';
            /** @example #6F4E37 */
            theme_color: string;
            /** @example #6F4E37 */
            background_color: string;
            icons: {
              src: string;
              sizes: string;
              type: string;
              purpose: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetPwaStart: {
    parameters: {
      query?: {
        account?: string;
        /** @description A day (YYYY-MM-DD) between 2000 and 2099. */
        date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pwa: {
              account_public_id: string;
              app_name: string;
              /** @example #6F4E37 */
              theme_color: string;
              /** @example #6F4E37 */
              background_color: string;
              icon: string;
              apple_touch_icon: string;
              manifest_url: string;
              install_text: string;
              open_path: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playGetPushKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            public_key: string;
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playCreatePushSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: string;
          subscription: {
            endpoint: string;
            keys: {
              p256dh: string;
              auth: string;
            };
            /** Format: int64 */
            expirationTime?: number | null;
          };
          /** @default true */
          new_game?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playDeletePushSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: string;
          endpoint: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
  playReportPushClick: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          campaign: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request is not valid: `errors` names each field and its problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description No valid credentials: missing, unknown, expired or revoked token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Not found in this account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description The request body is too large: at most 16 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unsupported content type: send `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
      /** @description Unexpected server error; the details are in the server log */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: string[];
          };
        };
      };
    };
  };
}

/** Examples: webhooks (endpoints, secrets, deliveries) and the Mailchimp and HubSpot connectors. */
import {
  ConnectorTestResponse,
  HubspotResponse,
  MailchimpResponse,
  UpdateHubspotRequest,
  UpdateMailchimpRequest,
  type ConnectorSync,
} from '../connectors.js';
import {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookSecretResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../integrations.js';
import { ACCOUNT, GAME, LEA, NOW, answerExample, pageOf, requestExample } from './register.js';

const NEWSLETTER = 'cn_6tY3uI9o';

// ---- Webhooks ----

const ENDPOINT: WebhookEndpoint = {
  public_id: 'wh_3sD7fG1h',
  url: 'https://cafe-aurora.example.com/webhooks/playdesk',
  description: 'Loyalty programme: new players and wins',
  events: ['player.created', 'reward.won'],
  enabled: true,
  consent_id: NEWSLETTER,
  disabled_reason: null,
  failing_since: null,
  previous_secret_expires_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: NOW,
};
requestExample(CreateWebhookEndpointRequest, {
  url: ENDPOINT.url,
  description: ENDPOINT.description,
  events: ENDPOINT.events,
  consent_id: NEWSLETTER,
});
requestExample(UpdateWebhookEndpointRequest, {
  events: ['player.created', 'reward.won', 'reward.redeemed'],
});
answerExample(WebhookEndpointResponse, { endpoint: ENDPOINT });
answerExample(WebhookEndpointListResponse, pageOf(ENDPOINT));
answerExample(WebhookSecretResponse, {
  endpoint: ENDPOINT,
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2bL1dYdB2jE=',
});

const DELIVERY: WebhookDelivery = {
  public_id: 'dl_9jK2lZ5x',
  message_id: 'msg_2bVq7Yk3Rm9Lx1Ws5Tn8Pg',
  event_type: 'reward.won',
  status: 'succeeded',
  attempts: 2,
  last_status_code: 200,
  next_attempt_at: null,
  created_at: '2026-11-21T09:30:21.500Z',
  attempt_log: [
    {
      attempt: 1,
      manual: false,
      status_code: 503,
      error: null,
      response_excerpt: 'Service Unavailable',
      duration_ms: 412,
      at: '2026-11-21T09:30:21.600Z',
    },
    {
      attempt: 2,
      manual: false,
      status_code: 200,
      error: null,
      response_excerpt: '{"received":true}',
      duration_ms: 87,
      at: '2026-11-21T09:30:26.700Z',
    },
  ],
  payload: {
    type: 'reward.won',
    version: 1,
    timestamp: '2026-11-21T09:30:21.400Z',
    account_id: ACCOUNT.public_id,
    data: {
      win: {
        id: 'w_6dF3gH8j',
        reward: { id: 'r_9cV2bN5m', name: 'A free flat white', value: '4.50 €' },
        code: 'AURORA-7KQ2MX9P',
        link: null,
        won_at: '2026-11-21T09:30:21.400Z',
        expires_at: '2026-12-21T09:30:21.400Z',
        redeemed_at: null,
        game: { id: GAME.public_id, name: GAME.name, type: 'quiz' },
        session_id: 's_4nB8vC2x',
      },
      player: {
        id: 'p_1qW5eR8t',
        erased: false,
        personal_data: true,
        email: LEA.email,
        first_name: 'Léa',
        last_name: null,
        display_name: 'Léa M.',
        phone: null,
        birth_date: null,
        postcode: null,
        custom_fields: { favourite_drink: 'Flat white' },
      },
    },
  },
};
answerExample(WebhookDeliveryResponse, { delivery: DELIVERY });
answerExample(WebhookDeliveryListResponse, pageOf(DELIVERY));

// ---- Mailchimp and HubSpot ----

const SYNC: ConnectorSync = {
  action: 'upsert',
  event_type: 'player.created',
  player_id: 'p_1qW5eR8t',
  attempt: 1,
  ok: true,
  status_code: 200,
  message: 'Subscribed with 2 tag(s)',
  duration_ms: 238,
  created_at: '2026-11-21T09:34:03.000Z',
};
requestExample(UpdateMailchimpRequest, {
  api_key: '3f1c9a7e5b2d48a6e0c4f1b79d2e8a5c-us21',
  audience_id: 'a1b2c3d4e5',
  consent_id: NEWSLETTER,
  enabled: true,
});
answerExample(MailchimpResponse, {
  mailchimp: {
    enabled: true,
    consent_id: NEWSLETTER,
    recent_syncs: [SYNC],
    updated_at: NOW,
    api_key_masked: '••••••••8a5c-us21',
    data_center: 'us21',
    audience_id: 'a1b2c3d4e5',
  },
});
requestExample(UpdateHubspotRequest, {
  access_token: 'pat-na1-5e2b7c41-8d3f-4a69-b0e2-7f1c9d8a6b35',
  consent_id: NEWSLETTER,
  enabled: true,
});
answerExample(HubspotResponse, {
  hubspot: {
    enabled: true,
    consent_id: NEWSLETTER,
    recent_syncs: [{ ...SYNC, message: 'Contact created or updated' }],
    updated_at: NOW,
    access_token_masked: '••••••••6b35',
  },
});
answerExample(ConnectorTestResponse, {
  ok: true,
  message: 'Connected to Mailchimp: audience "Café Aurora regulars".',
  status_code: 200,
});

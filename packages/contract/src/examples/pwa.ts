/**
 * Examples: the business's installable app (settings, icon, manifest, start page) and its push
 * notifications (campaigns, subscriptions, clicks).
 */
import {
  CreatePushNotificationRequest,
  CreatePushSubscriptionRequest,
  DeletePushSubscriptionRequest,
  PushClickRequest,
  PushKeyResponse,
  PushNotificationListResponse,
  PushNotificationResponse,
  PwaSettingsResponse,
  PwaStartResponse,
  UpdatePwaSettingsRequest,
  WebAppManifest,
  type PushNotification,
  type PwaSettings,
} from '../pwa.js';
import { ACCOUNT, GAME, NOW, answerExample, pageOf, requestExample } from './register.js';

const ICONS = {
  icon_192: '/media/0c5d2e8f1a3b47c69d0e2f4a6b8c1d3e.png',
  icon_512: '/media/1d6e3f9a2b4c58d70e1f3a5b7c9d2e4f.png',
  maskable_512: '/media/2e7f4a0b3c5d69e81f2a4b6c8d0e3f5a.png',
  apple_touch_180: '/media/3f8a5b1c4d6e7af92a3b5c7d9e1f4a6b.png',
};
const MANIFEST_URL = `/services/api/v1/play/accounts/${ACCOUNT.public_id}/manifest.webmanifest`;
const START_URL = `/pwa/start?account=${ACCOUNT.public_id}`;
const SETTINGS: PwaSettings = {
  app_name: 'Café Aurora Games',
  short_name: 'Aurora',
  theme_color: '#6F4E37',
  background_color: '#FFF8F0',
  opens: 'today',
  game_id: null,
  install_text: 'Add our games to your home screen and never miss a prize.',
  new_game_notifications: true,
  notify_time: '09:00',
  time_zone: 'Europe/Paris',
  icons: ICONS,
  manifest_url: MANIFEST_URL,
  start_url: START_URL,
  default_language: 'en',
  languages: ['en', 'fr'],
  translations: {
    fr: {
      app_name: 'Les jeux du Café Aurora',
      install_text: 'Ajoutez nos jeux à votre écran d’accueil : plus aucun lot ne vous échappera.',
    },
  },
  updated_at: NOW,
};
requestExample(UpdatePwaSettingsRequest, {
  app_name: SETTINGS.app_name,
  short_name: SETTINGS.short_name,
  theme_color: SETTINGS.theme_color,
  background_color: SETTINGS.background_color,
  opens: 'today',
  install_text: SETTINGS.install_text,
  new_game_notifications: true,
  notify_time: '09:00',
  time_zone: 'Europe/Paris',
  translations: { fr: SETTINGS.translations.fr!, de: null },
});
answerExample(PwaSettingsResponse, { pwa: SETTINGS });
answerExample(WebAppManifest, {
  id: START_URL,
  name: SETTINGS.app_name,
  short_name: SETTINGS.short_name,
  description: `${ACCOUNT.business_name}'s games`,
  start_url: START_URL,
  scope: '/',
  display: 'standalone',
  theme_color: SETTINGS.theme_color,
  background_color: SETTINGS.background_color,
  icons: [
    { src: ICONS.icon_192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: ICONS.icon_512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: ICONS.maskable_512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});
answerExample(PwaStartResponse, {
  pwa: {
    account_public_id: ACCOUNT.public_id,
    app_name: SETTINGS.app_name,
    theme_color: SETTINGS.theme_color,
    background_color: SETTINGS.background_color,
    icon: ICONS.icon_192,
    apple_touch_icon: ICONS.apple_touch_180,
    manifest_url: MANIFEST_URL,
    install_text: SETTINGS.install_text,
    open_path: `/game/${GAME.public_id}`,
  },
});

// ---- Push notifications ----

answerExample(PushKeyResponse, {
  public_key:
    'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
});
requestExample(CreatePushNotificationRequest, {
  title: 'New quiz today ☕',
  body: 'Three questions, one free flat white. Play the Coffee Lovers Quiz now.',
  target: { type: 'game', game_id: GAME.public_id },
  audience: { type: 'all' },
  send_at: '2026-11-22T08:00:00Z',
  translations: {
    fr: {
      title: 'Nouveau quiz aujourd’hui ☕',
      body: 'Trois questions, un flat white offert. Jouez au Quiz des amateurs de café !',
    },
  },
});
const CAMPAIGN: PushNotification = {
  public_id: 'pn_8hJ3kL6m',
  kind: 'manual',
  title: 'New quiz today ☕',
  body: 'Three questions, one free flat white. Play the Coffee Lovers Quiz now.',
  icon: ICONS.icon_192,
  url: `/game/${GAME.public_id}`,
  target: { type: 'game', game_id: GAME.public_id },
  audience: { type: 'all' },
  status: 'sent',
  scheduled_at: '2026-11-22T08:00:00.000Z',
  completed_at: '2026-11-22T08:00:04.000Z',
  recipients: 312,
  sent: 309,
  failed: 3,
  clicked: 57,
  default_language: 'en',
  languages: ['en', 'fr'],
  translations: {
    fr: {
      title: 'Nouveau quiz aujourd’hui ☕',
      body: 'Trois questions, un flat white offert. Jouez au Quiz des amateurs de café !',
    },
  },
  created_at: NOW,
};
answerExample(PushNotificationResponse, { notification: CAMPAIGN });
answerExample(PushNotificationListResponse, {
  ...pageOf(CAMPAIGN),
  usage: { month: '2026-11', sent: 1_204, limit: 50_000, subscribers: 312 },
});
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHxR7kLm2Np8Vq3';
requestExample(CreatePushSubscriptionRequest, {
  account: ACCOUNT.public_id,
  subscription: {
    endpoint: ENDPOINT,
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
    expirationTime: null,
  },
  new_game: true,
});
requestExample(DeletePushSubscriptionRequest, { account: ACCOUNT.public_id, endpoint: ENDPOINT });
requestExample(PushClickRequest, { campaign: CAMPAIGN.public_id });

/** Examples: placements, their links and QR codes. */
import {
  CreatePlacementRequest,
  PlacementListResponse,
  PlacementResponse,
  type Placement,
} from '../placements.js';
import { API_PATH } from '../urls.js';
import { GAME, NOW, answerExample, pageOf, requestExample } from './register.js';

const ORIGIN = 'https://playdesk.example.com';
const placement = (p: {
  public_id: string;
  name: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string | null;
  created_at: string;
}): Placement => ({
  ...p,
  game: GAME,
  url:
    `${ORIGIN}/game/${GAME.public_id}?utm_source=${p.utm_source}&utm_medium=${p.utm_medium}` +
    (p.utm_campaign ? `&utm_campaign=${p.utm_campaign}` : '') +
    `&pd_placement=${p.public_id}`,
  qr_url: `${ORIGIN}${API_PATH}/placements/${p.public_id}/qr`,
});
const COUNTER = placement({
  public_id: 'pl_8kT3vB6n',
  name: 'Counter QR',
  utm_source: 'counter-qr',
  utm_medium: 'qr',
  utm_campaign: null,
  created_at: NOW,
});
const NEWSLETTER = placement({
  public_id: 'pl_2mR7xQ4d',
  name: 'Newsletter May',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'may-2026',
  created_at: '2026-11-20T14:00:00.000Z',
});

requestExample(CreatePlacementRequest, { game: GAME.public_id, name: 'Counter QR' });
answerExample(PlacementResponse, { placement: COUNTER });
answerExample(PlacementListResponse, pageOf(COUNTER, NEWSLETTER));

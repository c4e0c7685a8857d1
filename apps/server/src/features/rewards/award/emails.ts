/**
 * The email a player gets with a reward they won (docs/product-rules.md#reward-emails), in the
 * player's language (issue 33 §9): its texts are the `reward.*` messages of the server's player
 * catalogues (src/i18n/player).
 */
import type { WonReward } from '@playdesk/contract';
import { playerT } from '../../../i18n/player-messages.js';
import type { EmailJob } from '../../../outbox/outbox.js';

export function rewardEmail(input: {
  to: string;
  businessName: string;
  won: WonReward;
  /** The player's page of the business's rewards front. */
  frontUrl: string;
  /** The play's language, else the player's, else the game's default (emailLanguage). */
  language?: string | null;
  /** An in-store reward's QR code (its redemption token), PNG: the email shows it. */
  qrPng?: Buffer | null;
}): EmailJob {
  const { won, businessName } = input;
  const { t, date } = playerT(input.language);
  const reward = won.reward;
  const business = businessName;
  const lines = [
    won.game
      ? t('reward.won_in_game', { reward: reward.name, business, game: won.game.name })
      : t('reward.won', { reward: reward.name, business }),
  ];
  if (reward.description) lines.push('', reward.description);
  // In store: the QR code is in the HTML version, with the code (or the win's reference) beside
  // it for staff to type; the text version says the same without the image.
  const manual = won.code ?? won.id;
  const inStore = won.redemption_token !== null && input.qrPng;
  if (inStore) lines.push('', t('reward.in_store', { code: manual }));
  else if (won.code) lines.push('', t('reward.code', { code: won.code }));
  if (won.link) lines.push('', t('reward.link', { link: won.link }));
  if (reward.kind === 'physical') lines.push('', t('reward.physical', { business }));
  if (won.expires_at) lines.push('', t('reward.valid_until', { date: date(won.expires_at) }));
  if (reward.how_to_redeem) lines.push('', t('reward.how_to_redeem'), reward.how_to_redeem);
  if (reward.terms) lines.push('', t('reward.terms'), reward.terms);
  lines.push('', t('reward.front', { url: input.frontUrl }));
  const email: EmailJob = {
    to: input.to,
    subject: t('reward.subject', { business, reward: reward.name }),
    text: lines.join('\n'),
  };
  if (!inStore) return email;
  const paragraphs = lines
    .join('\n')
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`);
  const qr =
    '<table role="presentation" cellpadding="0" cellspacing="0"><tr>' +
    `<td><img src="cid:${QR_CID}" width="200" height="200" alt="${escapeHtml(t('reward.qr_alt'))}"></td>` +
    `<td style="padding-left:16px;font:700 20px/1.3 monospace;letter-spacing:1px">${escapeHtml(manual)}</td>` +
    '</tr></table>';
  // The QR code right after the first paragraph (what was won), before the details.
  paragraphs.splice(1, 0, qr);
  return {
    ...email,
    html: `<!doctype html><html><body style="font:15px/1.5 sans-serif">${paragraphs.join('')}</body></html>`,
    images: [
      { cid: QR_CID, filename: 'reward-qr.png', png_base64: input.qrPng!.toString('base64') },
    ],
  };
}

const QR_CID = 'reward-qr@playdesk';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

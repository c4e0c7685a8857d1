import { z } from 'zod';
import { HexColor } from './templates.js';
import { PublicId } from './primitives.js';

export const NotificationBarInput = z
  .object({
    enabled: z.boolean(),
    text: z.string().trim().max(200, 'Text must be at most 200 characters'),
    game_id: PublicId.nullable(),
    button_label: z.string().trim().max(40, 'Button label must be at most 40 characters'),
    background: HexColor,
    color: HexColor,
    position: z.enum(['top', 'bottom']),
    starts_at: z.iso.datetime({ offset: true, error: 'Use a date and time' }).nullable(),
    ends_at: z.iso.datetime({ offset: true, error: 'Use a date and time' }).nullable(),
  })
  .refine((b) => !b.enabled || b.text.length > 0, {
    message: 'Write the text the bar shows',
    path: ['text'],
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.ends_at > b.starts_at, {
    message: 'The end must be after the start',
    path: ['ends_at'],
  });
export type NotificationBarInput = z.input<typeof NotificationBarInput>;

export const NotificationBar = z.object({
  enabled: z.boolean(),
  text: z.string(),
  game: z.object({ public_id: PublicId, name: z.string() }).nullable(),
  button_label: z.string(),
  background: z.string(),
  color: z.string(),
  position: z.enum(['top', 'bottom']),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type NotificationBar = z.infer<typeof NotificationBar>;
export const NotificationBarResponse = z.object({ notification_bar: NotificationBar });

/** What the embed script needs: only when the bar is on and within its schedule. */
export const PublicNotificationBarResponse = z.object({
  notification_bar: z
    .object({
      text: z.string(),
      button_label: z.string(),
      background: z.string(),
      color: z.string(),
      position: z.enum(['top', 'bottom']),
      game_url: z.string().nullable(),
    })
    .nullable(),
});

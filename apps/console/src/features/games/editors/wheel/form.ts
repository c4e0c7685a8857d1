import {
  SEGMENT_KINDS,
  WHEEL_PALETTES,
  type SegmentKind,
  type WheelPalette,
} from '@playdesk/games/content/wheel';
import { asArray, asObject, asString, orNull, type ContentCodec } from '../codec';

export interface WheelSegmentForm {
  /** The stored segment id, or null. */
  sid: string | null;
  label: string;
  /** The segment's own colour, or null for its palette's. */
  color: string | null;
  image: string | null;
  kind: SegmentKind;
  /** The reward's public id ('' for none yet); sent only for a reward segment. */
  reward_id: string;
}
export interface WheelForm {
  segments: WheelSegmentForm[];
  palette: WheelPalette;
  pointer_color: string | null;
  center_image: string | null;
}

const SEGMENT_KIND_SET: readonly string[] = SEGMENT_KINDS;
const PALETTE_SET: readonly string[] = WHEEL_PALETTES;

export const codec: ContentCodec<WheelForm> = {
  toForm: (content) => ({
    segments: asArray(content.segments).map((item) => {
      const s = asObject(item);
      const kind = asString(s.kind);
      return {
        sid: orNull(s.id),
        label: asString(s.label),
        color: orNull(s.color),
        image: orNull(s.image),
        kind: (SEGMENT_KIND_SET.includes(kind) ? kind : 'no_prize') as SegmentKind,
        reward_id: asString(s.reward_id),
      };
    }),
    palette: (PALETTE_SET.includes(asString(content.palette))
      ? content.palette
      : 'brand') as WheelPalette,
    pointer_color: orNull(content.pointer_color),
    center_image: orNull(content.center_image),
  }),
  toContent: (form) => ({
    segments: form.segments.map((s) => ({
      ...(s.sid ? { id: s.sid } : {}),
      label: s.label,
      color: s.color || null,
      image: s.image || null,
      kind: s.kind,
      reward_id: s.kind === 'reward' ? s.reward_id || null : null,
    })),
    palette: form.palette,
    pointer_color: form.pointer_color || null,
    center_image: form.center_image || null,
  }),
  fieldPath: ([list, index, field]) =>
    list === 'segments' && index !== undefined && field === 'id' ? [list, index, 'label'] : null,
};

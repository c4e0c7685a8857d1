import { asArray, asNumber, asObject, asString, orNull, type ContentCodec } from '../codec';

export interface ScratchPrizeForm {
  pid: string | null;
  label: string;
  odds: number;
}
export interface ScratchForm {
  prizes: ScratchPrizeForm[];
  no_luck_text: string;
  cover_image: string | null;
}

export const codec: ContentCodec<ScratchForm> = {
  toForm: (content) => ({
    prizes: asArray(content.prizes).map((item) => {
      const p = asObject(item);
      return { pid: orNull(p.id), label: asString(p.label), odds: asNumber(p.odds, 0) };
    }),
    no_luck_text: asString(content.no_luck_text),
    cover_image: orNull(content.cover_image),
  }),
  toContent: (form) => ({
    prizes: form.prizes.map((p) => ({
      ...(p.pid ? { id: p.pid } : {}),
      label: p.label,
      odds: p.odds,
    })),
    no_luck_text: form.no_luck_text,
    cover_image: form.cover_image || null,
  }),
  fieldPath: ([list, index, field]) =>
    list === 'prizes' && index !== undefined && field === 'id' ? [list, index, 'label'] : null,
};

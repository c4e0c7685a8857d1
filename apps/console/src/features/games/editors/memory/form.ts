import { asArray, asObject, asString, orNull, type ContentCodec } from '../codec';

export interface MemoryPairForm {
  /** The stored pair id (kept so a pair keeps its id when reordered), or null. */
  pid: string | null;
  text: string;
  image: string | null;
}
export interface MemoryForm {
  pairs: MemoryPairForm[];
}

export const codec: ContentCodec<MemoryForm> = {
  toForm: (content) => ({
    pairs: asArray(content.pairs).map((item) => {
      const p = asObject(item);
      return { pid: orNull(p.id), text: asString(p.text), image: orNull(p.image) };
    }),
  }),
  toContent: (form) => ({
    pairs: form.pairs.map((p) => ({
      ...(p.pid ? { id: p.pid } : {}),
      text: p.text,
      image: p.image || null,
    })),
  }),
  // A duplicate pair id is the pair's text's problem (the id is not shown).
  fieldPath: ([list, index, field]) =>
    list === 'pairs' && index !== undefined && field === 'id' ? [list, index, 'text'] : null,
};

import { orNull, type ContentCodec } from '../codec';

export interface PuzzleForm {
  image: string | null;
}

export const codec: ContentCodec<PuzzleForm> = {
  toForm: (content) => ({ image: orNull(content.image) }),
  toContent: (form) => ({ image: form.image ?? '' }),
};

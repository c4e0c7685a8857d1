import { z } from 'zod';

/** Longest picture address accepted (the same bound as the contract's image references). */
export const PUZZLE_IMAGE_MAX_LENGTH = 2000;

const IMAGE_ADDRESS_MESSAGE = 'Use an http(s) address or an uploaded picture';

const absoluteImageUrl = z.url({ protocol: /^https?$/ });

/** A path on this host (uploaded media), e.g. `/media/abc.jpg` — not `//other.host/…`. */
const hostPath = /^\/[^/\\\s]\S*$/;

function isImageAddress(value: string): boolean {
  return hostPath.test(value) || absoluteImageUrl.safeParse(value).success;
}

export const puzzleContentSchema = z.object({
  image: z
    .string({ error: 'Add a picture for the puzzle' })
    .trim()
    .min(1, 'Add a picture for the puzzle')
    .max(PUZZLE_IMAGE_MAX_LENGTH, 'The picture address is too long')
    .refine(isImageAddress, IMAGE_ADDRESS_MESSAGE),
});

export type PuzzleContent = z.infer<typeof puzzleContentSchema>;

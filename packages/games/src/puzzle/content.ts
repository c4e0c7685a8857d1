import { z } from 'zod';
import { IMAGE_REF_MAX_LENGTH, imageRef } from '../input.js';

/** Longest picture address accepted (the rule for every image address). */
export const PUZZLE_IMAGE_MAX_LENGTH = IMAGE_REF_MAX_LENGTH;

export const puzzleContentSchema = z.object({
  image: imageRef('Add a picture for the puzzle'),
});

export type PuzzleContent = z.infer<typeof puzzleContentSchema>;
export type PuzzleContentInput = z.input<typeof puzzleContentSchema>;

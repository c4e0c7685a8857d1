/**
 * Pieces every game's view schema uses. A view is what the server sends a player's browser: an
 * output, so its strings need no input limits; its objects are strict (see `GameDefinition`).
 */
import { z } from 'zod';
import { SESSION_STATUSES } from './constants.js';

export const sessionStatusSchema = z.enum(SESSION_STATUSES);

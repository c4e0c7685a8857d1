/**
 * The dictionary worker (infra/dictionary.ts): prepares one language's dictionary off the server's
 * thread and posts it back, its buffer transferred, not copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WordLanguage } from '@playdesk/games/letters';
import { prepareDictionary } from './dictionary-source.js';

const { language } = workerData as { language: WordLanguage };
const prepared = prepareDictionary(language);
parentPort!.postMessage(prepared, [prepared.binary.buffer]);

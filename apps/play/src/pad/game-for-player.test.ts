import { describe, expect, it } from 'vitest';
import type { PublicGame } from '../lib/api.js';
import { createSafeStore, storageKeys } from '../lib/storage.js';
import { gameForPlayer } from './game-for-player.js';
import type { Asker } from './game-for-player.js';

const VISIT = '0b7a3c4e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

function game(experiment: PublicGame['experiment']): PublicGame {
  return {
    public_id: 'g1',
    account: { public_id: 'acc1', business_name: 'Café' },
    experiment,
  } as PublicGame;
}

/** A server that assigns B to the visit and A to the token `tok`. */
function server(runs: boolean) {
  const asked: Asker[] = [];
  const ask = (who: Asker) => {
    asked.push(who);
    return Promise.resolve(
      game(runs ? { public_id: 'exp1', variant: who.token === 'tok' ? 'A' : 'B' } : null),
    );
  };
  return { asked, ask };
}

describe('the game as this player sees it', () => {
  it('asks with the visit on a device that knows no player', async () => {
    const { asked, ask } = server(true);
    const shown = await gameForPlayer(ask, createSafeStore([]), undefined, VISIT);
    expect(shown.experiment).toEqual({ public_id: 'exp1', variant: 'B' });
    expect(asked).toEqual([{ token: null, visit: VISIT }]);
  });

  it('asks with the token when the page knows the business and the device its player', async () => {
    const store = createSafeStore([]);
    store.set(storageKeys.playerToken('acc1'), 'tok');
    const { asked, ask } = server(true);
    const shown = await gameForPlayer(ask, store, 'acc1', VISIT);
    expect(shown.experiment?.variant).toBe('A');
    expect(asked).toEqual([{ token: 'tok', visit: VISIT }]);
  });

  it('asks again with the token once the answer names a business this device has a player of', async () => {
    const store = createSafeStore([]);
    store.set(storageKeys.playerToken('acc1'), 'tok');
    const { asked, ask } = server(true);
    const shown = await gameForPlayer(ask, store, undefined, VISIT);
    expect(shown.experiment?.variant).toBe('A');
    expect(asked.map((a) => a.token)).toEqual([null, 'tok']);
  });

  it('asks once when the game runs no experiment', async () => {
    const store = createSafeStore([]);
    store.set(storageKeys.playerToken('acc1'), 'tok');
    const { asked, ask } = server(false);
    expect((await gameForPlayer(ask, store, undefined, VISIT)).experiment).toBeNull();
    expect(asked).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { parseProfile, playerIdentity } from './player.js';
import { createSafeStore } from './storage.js';
import { resizeMessage } from './embed.js';

describe('playerIdentity', () => {
  it('keeps the token and profile per business, even with storage blocked', () => {
    const store = createSafeStore([
      {
        kind: 'local',
        open: () => {
          throw new Error('blocked');
        },
      },
    ]);
    const a = playerIdentity(store, 'acc-a');
    const b = playerIdentity(store, 'acc-b');
    a.setToken('token-a');
    a.setProfile({ display_name: 'Ana', avatar: '🦊', pending: true });
    expect(a.token()).toBe('token-a');
    expect(b.token()).toBeNull();
    expect(a.profile()).toEqual({ display_name: 'Ana', avatar: '🦊', pending: true });
  });
});

describe('parseProfile', () => {
  it('ignores broken or foreign data', () => {
    expect(parseProfile(null)).toBeNull();
    expect(parseProfile('{oops')).toBeNull();
    expect(parseProfile('42')).toBeNull();
    expect(parseProfile('{"display_name":7,"avatar":"🐼"}')).toEqual({
      display_name: null,
      avatar: '🐼',
    });
  });

  it('keeps the player public id only when it looks like one', () => {
    expect(parseProfile('{"public_id":"p_1","display_name":"Ana","avatar":null}')).toEqual({
      public_id: 'p_1',
      display_name: 'Ana',
      avatar: null,
    });
    expect(parseProfile('{"public_id":"../x","display_name":null,"avatar":null}')).toEqual({
      display_name: null,
      avatar: null,
    });
  });
});

describe('resizeMessage', () => {
  it('rounds the height up', () => {
    expect(resizeMessage(512.2)).toEqual({ type: 'playdesk:resize', height: 513 });
    expect(resizeMessage(-1).height).toBe(0);
  });
});

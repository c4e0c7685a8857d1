import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { itemWritten } from './query-deps';

describe('itemWritten', () => {
  it('drops a removed item’s query, but does not fetch it again under the page that shows it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fetches = 0;
    const queryFn = () => {
      fetches += 1;
      return Promise.resolve({ name: 'Spring' });
    };
    client.setQueryData(['templates', 'one', 'gone'], { name: 'Gone' });
    const shown = new QueryObserver(client, { queryKey: ['templates', 'one', 'open'], queryFn });
    const stop = shown.subscribe(() => undefined);
    await expect.poll(() => fetches).toBe(1);

    await itemWritten(client, 'templates', ['templates', 'list'], {
      key: ['templates', 'one', 'gone'],
    });
    await itemWritten(client, 'templates', ['templates', 'list'], {
      key: ['templates', 'one', 'open'],
    });
    shown.setOptions({ queryKey: ['templates', 'one', 'open'], queryFn });

    expect(client.getQueryData(['templates', 'one', 'gone'])).toBeUndefined();
    expect(client.getQueryData(['templates', 'one', 'open'])).toEqual({ name: 'Spring' });
    expect(fetches).toBe(1);
    stop();
  });
});

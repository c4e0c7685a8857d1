import type { Template } from '@playdesk/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { templateKeys, templateWritten } from './api';

const template = { public_id: 't1', name: 'Well done' } as Template;
// The game editor's template picker (features/games) declares that it shows templates.
const picker = ['games', 'template-options', 'success'];

async function seeded() {
  const client = new QueryClient();
  const seed = (queryKey: QueryKey, meta?: { shows: ['templates'] }) =>
    client.prefetchQuery({ queryKey, queryFn: () => ({ seeded: true }), meta });
  await Promise.all([
    seed(templateKeys.list('success', 1, 10)),
    seed(templateKeys.one('t1')),
    seed(picker, { shows: ['templates'] }),
    seed(['games', 'list', 'options']),
  ]);
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('templateWritten', () => {
  it('refreshes the lists and the game editor’s pickers after a save', async () => {
    const { client, stale } = await seeded();
    await templateWritten(client, { saved: template });
    expect(stale(templateKeys.list('success', 1, 10))).toBe(true);
    expect(stale(picker)).toBe(true);
    expect(client.getQueryData(templateKeys.one('t1'))).toEqual({ template });
    expect(stale(templateKeys.one('t1'))).toBe(false);
    expect(stale(['games', 'list', 'options'])).toBe(false);
  });

  it('drops the deleted template and refreshes the pickers', async () => {
    const { client, stale } = await seeded();
    await templateWritten(client, { removed: 't1' });
    expect(client.getQueryState(templateKeys.one('t1'))).toBeUndefined();
    expect(stale(picker)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { routes } from './router';
import { ROUTES, SHORT_PATHS } from '../rules/routes';

/** The route the router picks for a path, and what its loader answers (a redirect or not). */
async function open(path: string): Promise<{ route: string | undefined; location: string | null }> {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1)?.route;
  const loader = typeof last?.loader === 'function' ? last.loader : null;
  if (!loader || last?.path !== '*') return { route: last?.path, location: null };
  const request = new Request(new URL(path, 'http://console.test'));
  const answer: unknown = await loader({
    request,
    params: {},
    context: undefined,
  } as LoaderFunctionArgs);
  const location = answer instanceof Response ? answer.headers.get('Location') : null;
  return { route: last.path, location };
}

describe('short paths typed by hand (docs/product-rules.md#short-paths)', () => {
  it('sends /calendar to the calendar, keeping the query string', async () => {
    expect((await open('/calendar')).location).toBe('/games/calendar');
    expect((await open('/Calendar/?date=2026-11-28')).location).toBe(
      '/games/calendar?date=2026-11-28',
    );
  });

  it('sends each short path to a real section, merging queries', async () => {
    expect((await open('/players')).location).toBe('/crm');
    expect((await open('/team')).location).toBe('/team-mates');
    expect((await open('/templates/success')).location).toBe('/templates?kind=success');
    for (const [short, target] of Object.entries(SHORT_PATHS)) {
      const found = await open(short);
      expect(found.location, short).toBe(target);
      const path = target.split('?')[0]!;
      expect(
        Object.values(ROUTES).some((r) => r.path === path),
        target,
      ).toBe(true);
    }
  });

  it('never shadows a real route, and an unknown path is still not found', async () => {
    expect(await open('/games/calendar')).toEqual({ route: '/games/calendar', location: null });
    expect(await open('/games/edit/abc')).toEqual({ route: '/games/edit/:id', location: null });
    expect(await open('/no-such-page')).toEqual({ route: '*', location: null });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { BeaconEvent, BeaconRequest } from '@playdesk/contract';
import { BEACON_DELAY_MS, BEACON_URL, createBeacon } from './beacon.js';
import type { BeaconDeps } from './beacon.js';

const VISIT = { visit_id: '0b7a3c4e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', utm_source: 'newsletter' };

/** A beacon over fakes: the timers are run by hand, the page's events fired by hand. */
function harness(options: { sendBeacon?: 'ok' | 'refuse' | 'throw' | 'none' } = {}) {
  const beacons: { url: string; data: Blob }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const handlers = new Map<string, (() => void)[]>();
  let hidden = false;
  const mode = options.sendBeacon ?? 'ok';
  const deps: BeaconDeps = {
    visit: () => VISIT,
    sendBeacon:
      mode === 'none'
        ? undefined
        : (url, data) => {
            if (mode === 'throw') throw new TypeError('beacon blocked');
            if (mode === 'refuse') return false;
            beacons.push({ url, data });
            return true;
          },
    fetch: (url, init) => {
      fetches.push({ url, init });
      return Promise.reject(new Error('offline'));
    },
    setTimeout: (run, ms) => timers.push({ run, ms }),
    page: {
      hidden: () => hidden,
      on: (type, run) => handlers.set(type, [...(handlers.get(type) ?? []), run]),
    },
  };
  const beacon = createBeacon(deps);
  return {
    beacon,
    beacons,
    fetches,
    timers,
    runTimers: () => timers.splice(0).forEach((t) => t.run()),
    fire: (type: string, isHidden: boolean) => {
      hidden = isHidden;
      for (const run of handlers.get(type) ?? []) run();
    },
    bodies: async () =>
      Promise.all(beacons.map(async (b) => JSON.parse(await b.data.text()) as BeaconRequest)),
  };
}

const view = (game = 'g_quiz'): BeaconEvent => ({ step: 'view', game, language: 'en' });

describe('the beacon', () => {
  it('batches the events of a short while into one sendBeacon, JSON with the visit', async () => {
    const h = harness();
    h.beacon.track(view('a'));
    h.beacon.track({ step: 'cta', game: 'a', target: 'call_to_action', variant: 'B' });
    h.beacon.track(view('b'));
    expect(h.beacons).toHaveLength(0);
    // One timer for the batch, short.
    expect(h.timers).toHaveLength(1);
    expect(h.timers[0]!.ms).toBe(BEACON_DELAY_MS);
    h.runTimers();
    expect(h.beacons).toHaveLength(1);
    expect(h.beacons[0]!.url).toBe(BEACON_URL);
    expect(BEACON_URL).toBe('/services/api/v1/play/events');
    expect(h.beacons[0]!.data.type).toBe('application/json');
    const [body] = await h.bodies();
    expect(body).toEqual({
      visit: VISIT,
      events: [
        view('a'),
        { step: 'cta', game: 'a', target: 'call_to_action', variant: 'B' },
        view('b'),
      ],
    });
    expect(h.fetches).toHaveLength(0);
    expect(h.beacon.pending()).toBe(0);
  });

  it('sends at most 20 events to a request: a full batch goes at once', async () => {
    const h = harness();
    for (let i = 0; i < 45; i += 1) h.beacon.track(view(`g${i}`));
    // Two full batches went without waiting; five wait for the timer.
    expect(h.beacons).toHaveLength(2);
    expect(h.beacon.pending()).toBe(5);
    h.runTimers();
    const bodies = await h.bodies();
    expect(bodies.map((b) => b.events.length)).toEqual([20, 20, 5]);
    expect(bodies.flatMap((b) => b.events.map((e) => e.game))).toEqual(
      Array.from({ length: 45 }, (_, i) => `g${i}`),
    );
  });

  it('flushes when the page is hidden or left, not when it shows again', async () => {
    const h = harness();
    h.beacon.track(view());
    h.fire('visibilitychange', false);
    expect(h.beacons).toHaveLength(0);
    h.fire('visibilitychange', true);
    expect(h.beacons).toHaveLength(1);
    h.beacon.track(view('other'));
    h.fire('pagehide', true);
    expect(h.beacons).toHaveLength(2);
    // The timer then finds nothing to send.
    h.runTimers();
    expect(h.beacons).toHaveLength(2);
    expect((await h.bodies()).map((b) => b.events[0]!.game)).toEqual(['g_quiz', 'other']);
  });

  it('asks what to record on leaving before the queue goes (the lead form’s field)', async () => {
    const h = harness();
    const undo = h.beacon.onLeave(() =>
      h.beacon.track({ step: 'form_field', game: 'g_quiz', target: 'email' }),
    );
    h.beacon.track(view());
    h.fire('visibilitychange', true);
    const [body] = await h.bodies();
    expect(body!.events.map((e) => e.step)).toEqual(['view', 'form_field']);
    undo();
    h.fire('pagehide', true);
    expect(h.beacons).toHaveLength(1);
  });

  it.each(['refuse', 'throw', 'none'] as const)(
    'falls back to fetch with keepalive when sendBeacon is %s',
    async (mode) => {
      const h = harness({ sendBeacon: mode });
      h.beacon.track(view());
      h.beacon.flush();
      await Promise.resolve();
      expect(h.beacons).toHaveLength(0);
      expect(h.fetches).toHaveLength(1);
      const { url, init } = h.fetches[0]!;
      expect(url).toBe(BEACON_URL);
      expect(init).toMatchObject({
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
      });
      expect(JSON.parse(init.body as string)).toEqual({ visit: VISIT, events: [view()] });
    },
  );

  it('never throws at the player when the network fails', async () => {
    const h = harness({ sendBeacon: 'none' });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    h.beacon.track(view());
    expect(() => h.beacon.flush()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

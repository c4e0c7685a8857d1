import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryLanes } from './expiry.js';

/** PostgreSQL orders uuids byte by byte: as their lower-case hex text. */
const inLane = (id: string, lane: { after: string; upTo: string | null }) =>
  id > lane.after && (lane.upTo === null || id <= lane.upTo);

describe('expiryLanes', () => {
  it('puts every player id in exactly one lane', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.uuid(), (lanes, id) => {
        expect(expiryLanes(lanes).filter((lane) => inLane(id, lane))).toHaveLength(1);
      }),
    );
  });

  it('cuts the ids into ranges of about the same size, each starting where the one before ends', () => {
    const lanes = expiryLanes(2);
    expect(lanes).toEqual([
      {
        after: '00000000-0000-0000-0000-000000000000',
        upTo: '7fffffff-ffff-ffff-ffff-ffffffffffff',
      },
      { after: '7fffffff-ffff-ffff-ffff-ffffffffffff', upTo: null },
    ]);
    expect(expiryLanes(1)).toEqual([{ after: '00000000-0000-0000-0000-000000000000', upTo: null }]);
  });
});

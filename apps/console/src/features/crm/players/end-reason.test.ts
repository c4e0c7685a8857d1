import { beforeAll, describe, expect, it } from 'vitest';
import { endReasonLabel } from './end-reason';
import { loadSections } from '../../../i18n/i18n';

beforeAll(() => loadSections('crm'));

describe('endReasonLabel', () => {
  it('says in words how a play ended, the ends the server decides included', () => {
    expect(endReasonLabel('timeout')).toBe('Time ran out');
    expect(endReasonLabel('abandoned')).toBe('Left unfinished');
    expect(endReasonLabel('solved')).toBe('Solved');
    expect(endReasonLabel(null)).toBeNull();
    expect(endReasonLabel('some_new_reason')).toBe('some new reason');
  });
});

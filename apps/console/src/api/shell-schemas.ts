// The answers' schemas of the calls api/queries.ts makes (the profile, the plans), in a chunk of their
// own: the first load sends those calls without zod, which comes with this chunk
// (docs/adr/013-console-first-load.md).
export { PlanList, ProfileResponse } from '@playdesk/contract';

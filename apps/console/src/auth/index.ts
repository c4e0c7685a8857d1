/**
 * The auth feature's public entry for other features (the router in app/ wires its pages and
 * guards directly). eslint/boundaries.js enforces this, docs/adr/004-import-boundaries.md says why.
 */
export { logout, withLoading } from './actions';
export { AuthHeading } from './AuthLayout';
export { SocialButtons } from './SocialButtons';
export { applySignIn, landingPath } from './social';
export { pendingChallenge } from './second-factor';

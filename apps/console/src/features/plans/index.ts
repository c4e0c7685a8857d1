/**
 * The plans feature's public entry: the only file other features may import from it
 * (eslint/boundaries.js enforces this, docs/adr/004-import-boundaries.md says why).
 */
export { formatCount, formatDate, periodLabel, planFeatures, planStatusLabel } from './plan-match';
export { useCurrentPlan } from './usePlan';
export {
  billingKeys,
  goToProvider,
  planChanged,
  useCheckout,
  useSubscription,
} from './billing-api';

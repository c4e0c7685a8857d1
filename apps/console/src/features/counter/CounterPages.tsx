/** The route components the router imports (Counter, RewardLocations, RewardRedemptions, RewardReview). */
export { CounterPage } from './CounterPage';
export { LocationsPage } from './locations/LocationsPage';
export { RedemptionsPage } from './report/RedemptionsPage';
export { ReviewPage } from './review/ReviewPage';

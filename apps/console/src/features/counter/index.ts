// The rewards section's tabs (the rewards list shows them too).
export { RewardTabs } from './RewardTabs';

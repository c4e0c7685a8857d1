/**
 * The game pad's parts that its intro does not show: the board and what goes with a play, the
 * end pop-ups, the leader board, the avatar, Solve, "Your data" and the player form's pop-ups.
 * One lazy chunk (pad-parts.ts loads it as soon as the game is known), so the page's initial
 * JavaScript is the intro's: the bundle budget in docs/benchmarks.md.
 */
export { InGame } from './InGame.js';
export { ResultDialog } from './ResultDialog.js';
export { LeaderboardDialog, LeaderboardSection } from './Leaderboard.js';
export { AvatarDialog } from './AvatarDialog.js';
export { SolveDialog } from './SolveDialog.js';
export { RewardReminder } from '../rewards/RewardReminder.js';
export { AfterGameSlot } from '../pwa/AfterGameSlot.js';
export { LeadAfterDialog } from '../lead/LeadAfterDialog.js';
export { MyDataDialog } from '../privacy/MyDataDialog.js';

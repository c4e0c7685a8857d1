/**
 * The insight routes of a game (issue 34): its funnel and placements, its experiments, a new
 * experiment and an experiment's results. One chunk, loaded when one of them is opened.
 */
export { GameInsightPage } from './GameInsightPage';
export { ExperimentsPage } from './ExperimentsPage';
export { ExperimentAddPage } from './ExperimentAddPage';
export { ExperimentPage } from './ExperimentPage';

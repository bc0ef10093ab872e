// The views that every embedding shows the same way: the page, a frame and <nqueens-board>
// each instantiate these classes (Count and Huge are the full page's own).
import { PlayView } from "./play.js";
import { StepView } from "./step.js";
import { SolutionsView } from "./solutions.js";

export const VIEWS = { play: PlayView, solutions: SolutionsView, step: StepView };

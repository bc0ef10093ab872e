// Every view the page shows, by the core's names: Play, Solutions and Step, which every
// embedding (a frame, <nqueens-board>) shows the same way, and Count and Huge, the full page's
// own. Each class keeps the View contract (host.js); the element loads its three one by one
// (load.js).
import { PlayView } from "./play/play.js";
import { StepView } from "./step/step.js";
import { SolutionsView } from "./solutions/solutions.js";
import { CountView } from "./count/count.js";
import { HugeView } from "./huge/huge.js";

export const VIEWS = /** @satisfies {Record<import("../../nqueens-wasm.js").View, import("./shared/host.js").ViewClass>} */ ({
  play: PlayView,
  solutions: SolutionsView,
  step: StepView,
  count: CountView,
  huge: HugeView,
});

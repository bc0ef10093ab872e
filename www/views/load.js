// The views an element shows, each fetched when first shown: an element that only plays never
// loads the step view (with its tree, comparison and lesson panels) or the solutions gallery.
// The page imports the classes directly (index.js), since it shows every view.

/** @type {Record<string, () => Promise<import("./shared/host.js").EmbeddedViewClass>>} */
const LOADERS = {
  play: () => import("./play/play.js").then((module) => module.PlayView),
  solutions: () => import("./solutions/solutions.js").then((module) => module.SolutionsView),
  step: () => import("./step/step.js").then((module) => module.StepView),
};

const classes = new Map();
const loading = new Map();

/** The view's class if it has loaded, or undefined. */
export function loadedView(name) {
  return classes.get(name);
}

/** Loads the view's module (once); resolves with its class. */
export function loadView(name) {
  if (!loading.has(name)) {
    loading.set(
      name,
      LOADERS[name]().then((View) => {
        classes.set(name, View);
        return View;
      }),
    );
  }
  return loading.get(name);
}

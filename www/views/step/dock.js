// The Step view's controls stay docked at the bottom of a narrow screen (step.css, under 640 px)
// while the board is in view, but never over the board: where the viewport's bottom edge cuts
// through the board (a column in a course page, a phone scrolled half-way), docked controls would
// hide its lower rows, so they go back to their place under the board until the board is clear
// of the band they take.

/** The ratios at which the board's visibility is looked at again (a tall board scrolled past its
 * top changes only its ratio, never crossing 0 or 1, as its bottom crosses the band). */
const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * Docks `controls` only while `board` ends above the band they would cover; returns the
 * function that stops watching.
 * @param {HTMLElement} controls
 * @param {HTMLElement} board
 */
export function dockOffBoard(controls, board) {
  if (!globalThis.IntersectionObserver || !globalThis.ResizeObserver) return () => {};
  let watching = null;
  let band = -1;
  const watch = () => {
    const height = Math.ceil(controls.getBoundingClientRect().height);
    if (height === band) return;
    band = height;
    watching?.disconnect();
    watching = new IntersectionObserver(
      ([entry]) => {
        // No root bounds (a frame from another origin): the board cannot be measured; docked.
        const covered = entry.rootBounds !== null && entry.boundingClientRect.bottom > entry.rootBounds.bottom;
        controls.classList.toggle("undocked", covered);
      },
      { rootMargin: `0px 0px -${band}px 0px`, threshold: STEPS },
    );
    watching.observe(board);
  };
  const sizes = new ResizeObserver(watch);
  sizes.observe(controls);
  watch();
  return () => {
    sizes.disconnect();
    watching?.disconnect();
  };
}

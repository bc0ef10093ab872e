// Sentences that say in words what a board shows, beside the status sentence the core writes
// (Picture.status), so a screen-reader user hears the same thing a sighted user sees. Each is
// a message (an id of the catalogs and its arguments), said in the reader's language.

/** Says what is under the keyboard cursor. */
export function describeSquare(n, check, row, col) {
  const queenIndex = findQueen(check.queens, row, col);
  const attacked = check.attacked[row * n + col] === 1;
  const what = queenIndex >= 0 ? (check.attacking[queenIndex] ? "attacking" : "safe") : attacked ? "attacked" : "free";
  return { id: "cursor.square", args: { row, col, what } };
}

export function findQueen(flat, row, col) {
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i] === row && flat[i + 1] === col) return i / 2;
  }
  return -1;
}

/** "row 0, column 3 and row 2, column 1 share a diagonal" */
export function describePair(pair) {
  return { id: "pair.share", args: { a_row: pair.a[0], a_col: pair.a[1], b_row: pair.b[0], b_col: pair.b[1], line: pair.line } };
}

/** A search's time, as a message: under a millisecond, whole milliseconds, or seconds. */
export function timeWords(seconds) {
  return seconds < 0.001
    ? { id: "time.under-ms", args: { ms: 1 } }
    : seconds < 1
      ? { id: "time.ms", args: { ms: Math.round(seconds * 1000) } }
      : { id: "time.seconds.hundredths", args: { seconds } };
}

/** A search's figures: nodes, backtracks, checks, examined and its time. */
export function formatStats(result) {
  return {
    id: "stats",
    args: { nodes: result.nodes, backtracks: result.backtracks, checks: result.checks, examined: result.examined, time: timeWords(result.seconds) },
  };
}

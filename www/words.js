// Sentences that say in words what a board shows, beside the status sentence the core writes
// (Picture.status), so a screen-reader user hears the same thing a sighted user sees.

/** Says what is under the keyboard cursor. */
export function describeSquare(n, check, row, col) {
  const queenIndex = findQueen(check.queens, row, col);
  const where = `Cursor on row ${row}, column ${col}`;
  const attacked = check.attacked[row * n + col] === 1;
  if (queenIndex >= 0) {
    return `${where}: queen${check.attacking[queenIndex] ? ", attacking another queen" : ", safe"}.`;
  }
  return `${where}: empty, ${attacked ? "under attack" : "not attacked"}.`;
}

export function findQueen(flat, row, col) {
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i] === row && flat[i + 1] === col) return i / 2;
  }
  return -1;
}

/** "row 0, column 3 and row 2, column 1 share a diagonal" */
export function describePair(pair) {
  return `row ${pair.a[0]}, column ${pair.a[1]} and row ${pair.b[0]}, column ${pair.b[1]} share ${
    pair.line === "anti-diagonal" ? "an" : "a"
  } ${pair.line}`;
}

export function formatStats(result) {
  const ms = result.seconds * 1000;
  const time = ms < 1 ? "under 1 ms" : ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
  const n = (value) => value.toLocaleString("en-US");
  return `${n(result.nodes)} nodes, ${n(result.backtracks)} backtracks, ${n(result.checks)} checks, ${n(result.examined)} examined, ${time}`;
}

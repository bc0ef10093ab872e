// Sentences that say in words what a board shows. The status line (role="status") carries them,
// so a screen-reader user hears the same thing a sighted user sees.

const LINE_WORDS = ["row", "column", "diagonal", "anti-diagonal"];

const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Names the line a pair shares: "row 3", "column 0", "diagonal" or "anti-diagonal". */
function pairLabel(pairs, i) {
  const line = pairs[i + 4];
  if (line === 0) return `row ${pairs[i]}`;
  if (line === 1) return `column ${pairs[i + 1]}`;
  return LINE_WORDS[line];
}

/** The status sentence for a board, given the result of the wasm `check`. */
export function describeBoard(n, check) {
  const queens = check.queens.length / 2;
  if (queens === 0) {
    return `Empty ${n}×${n} board: place ${plural(n, "queen")} so that none attack each other.`;
  }
  if (check.solved) return `Solved: ${plural(n, "queen")}, none attacking.`;
  const placed = `${plural(queens, "queen")} placed`;
  if (check.totalPairs === 0) {
    return `${placed}, none attacking; ${n - queens} to go.`;
  }
  const labels = [];
  for (let i = 0; i + 4 < check.pairs.length && labels.length < 5; i += 5) {
    const label = pairLabel(check.pairs, i);
    if (!labels.includes(label)) labels.push(label);
  }
  const more = check.totalPairs > check.pairs.length / 5 || labels.length === 5 ? ", …" : "";
  return `${placed}, ${plural(check.totalPairs, "attacking pair")} (${labels.join(", ")}${more}).`;
}

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
  return `${result.nodes.toLocaleString("en-US")} nodes, ${result.backtracks.toLocaleString("en-US")} backtracks, ${time}`;
}

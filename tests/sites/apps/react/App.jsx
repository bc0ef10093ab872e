import { useState } from "react";
import "nqueens-board";

export function App() {
  const [n, setN] = useState(6);
  const [strategy, setStrategy] = useState("bitboard");
  return (
    <>
      <h1>Backtracking</h1>
      <nqueens-board
        view="play"
        controls="full"
        n={n}
        strategy={strategy}
        onnqueens-change={(event) => setN(event.detail.n)}
        onnqueens-option={(event) => event.detail.name === "strategy" && setStrategy(event.detail.value)}
      ></nqueens-board>
      <p id="state">
        N = {n}, strategy {strategy}
      </p>
      <button type="button" onClick={() => setStrategy("backtracking")}>
        Use backtracking
      </button>
    </>
  );
}

// A TypeScript consumer of the package's declarations, checked by `tsc -p tests/types` in the
// test command: what an author writes compiles, and the declared vocabularies equal the core's.
import { configure, type EventName, type CommandName, type EventDetails, type CommandArgs, type NQueensBoard } from "../../types/nqueens-element.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

// The events and commands the protocol types describe are exactly the core's names.
export type EventsMatch = Assert<Equal<keyof EventDetails, EventName>>;
export type CommandsMatch = Assert<Equal<keyof CommandArgs, CommandName>>;
// Every command is a method of the element.
export type MethodsMatch = Assert<Equal<Extract<keyof NQueensBoard, CommandName>, CommandName>>;

const board = document.querySelector("nqueens-board");
if (board) {
  board.n = 6;
  board.queens = [[0, 1], [1, 3]];
  board.theme = "dark";
  const side: number = board.n;
  const solved: boolean = board.solved;
  board.addEventListener("nqueens-change", (event) => {
    const [row, col] = event.detail.queens[0];
    console.log(side, solved, row + col);
  });
  board.addEventListener("nqueens-solved", (event) => event.detail.solution.length);
  // Binding an option both ways: the detail's name narrows its value.
  let strategy = board.strategy;
  board.addEventListener("nqueens-option", (event) => {
    if (event.detail.name === "strategy") strategy = event.detail.value;
    else if (event.detail.name === "tree") board.tree = event.detail.value;
    console.log(strategy);
  });
  void board.forward();
}
configure({ wasm: new URL("https://example.org/nqueens-wasm_bg.wasm") });

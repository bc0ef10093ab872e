export default {
  title: "Backtracking",
  // <nqueens-board> is a custom element, not a Vue component: rendered as is on the server.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === "nqueens-board" } } },
  // The dev server (Vite 5) would pre-bundle the package away from its worker and wasm files.
  vite: { optimizeDeps: { exclude: ["nqueens-board"] } },
};

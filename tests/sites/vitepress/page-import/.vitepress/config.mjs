// The same site, with the element imported by the page that shows it instead of by the theme.
export default {
  title: "Backtracking",
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === "nqueens-board" } } },
};

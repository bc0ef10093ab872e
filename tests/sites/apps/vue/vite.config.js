import vue from "@vitejs/plugin-vue";

// <nqueens-board> is a custom element, not a Vue component.
export default { plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === "nqueens-board" } } })] };

// The documentation site (VitePress, the version the fixture site under tests/sites/vitepress
// pins and the test command installs): `node tests/sites/vitepress/node_modules/vitepress/bin/vitepress.js build docs`.
// Every board on it is the repository's own element (dist/www/nqueens-element.js, built by Trunk
// or scripts/build.sh), imported by the theme.
const guide = [
  { text: "The views", link: "/guide/views" },
  { text: "Put a board in your chapter", link: "/guide/embed" },
  { text: "Write a lesson", link: "/guide/lessons" },
  { text: "Formats", link: "/formats" },
];
const tools = [
  { text: "Command line", link: "/cli" },
  { text: "Python", link: "/python" },
  { text: "Notebooks", link: "/notebooks" },
  { text: "Counting beyond one machine", link: "/counting" },
  { text: "Counting on the GPU", link: "/gpu" },
];
const inside = [
  { text: "Algorithms", link: "/algorithms" },
  { text: "Benchmarks", link: "/benchmarks" },
  { text: "Limits", link: "/limits" },
  { text: "Errors", link: "/errors" },
];
const contributors = [
  { text: "Developing", link: "/developing" },
  { text: "Architecture", link: "/architecture" },
  { text: "Generated files", link: "/codegen" },
  { text: "Translating", link: "/translating" },
  { text: "Mutation testing", link: "/mutants" },
];

export default {
  title: "N-Queens Playground",
  description: "A live N-Queens board for tutorials: the page, the <nqueens-board> element, the CLI and Python",
  // Relative links everywhere, so the built site works from any folder (the serve script, a test).
  cleanUrls: false,
  // <nqueens-board> is a custom element, not a Vue component: rendered as is on the server.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === "nqueens-board" } } },
  vite: { optimizeDeps: { exclude: ["nqueens-board"] }, server: { fs: { allow: [".."] } } },
  markdown: {
    // Inline code is shown as written: `q[{row}] = {col}` and `{{…}}` are text, not Vue.
    config(md) {
      const inline = md.renderer.rules.code_inline;
      md.renderer.rules.code_inline = (tokens, index, options, env, self) => inline(tokens, index, options, env, self).replace(/^<code/, "<code v-pre");
    },
  },
  themeConfig: {
    nav: [
      { text: "Guide", link: "/guide/views" },
      { text: "Embed", link: "/guide/embed" },
      { text: "Lessons", link: "/guide/lessons" },
      { text: "CLI", link: "/cli" },
      { text: "Python", link: "/python" },
    ],
    sidebar: [
      { text: "Guide", items: guide },
      { text: "Tools", items: tools },
      { text: "How it works", items: inside },
      { text: "Contributing", items: contributors },
    ],
  },
};

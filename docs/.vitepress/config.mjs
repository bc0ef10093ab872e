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
  { text: "Offline and in a classroom", link: "/offline" },
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

/** The site's own chrome (VitePress's buttons and labels) in each teacher's language. */
const CHROME = {
  hi: { returnToTopLabel: "ऊपर लौटें", sidebarMenuLabel: "मेनू", outline: { label: "इस पेज पर" }, docFooter: { prev: "पिछला पेज", next: "अगला पेज" }, darkModeSwitchLabel: "रूप", langMenuLabel: "भाषा बदलें", guide: "शिक्षक के लिए" },
  fa: { returnToTopLabel: "بازگشت به بالا", sidebarMenuLabel: "فهرست", outline: { label: "در این صفحه" }, docFooter: { prev: "صفحهٔ قبل", next: "صفحهٔ بعد" }, darkModeSwitchLabel: "پوسته", langMenuLabel: "تغییر زبان", guide: "برای معلم" },
  zh: { returnToTopLabel: "返回顶部", sidebarMenuLabel: "菜单", outline: { label: "本页内容" }, docFooter: { prev: "上一页", next: "下一页" }, darkModeSwitchLabel: "外观", langMenuLabel: "切换语言", guide: "教师指南" },
};

/** A locale's navigation: its three teacher's pages. */
function teacher(tag, home, embed, lessons) {
  const items = [
    { text: home.replace(/`/g, ""), link: `/${tag}/` },
    { text: embed, link: `/${tag}/guide/embed` },
    { text: lessons, link: `/${tag}/guide/lessons` },
  ];
  const { guide, ...chrome } = CHROME[tag];
  return { ...chrome, nav: items.slice(1), sidebar: [{ text: guide, items }] };
}

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
  // The teacher's pages in Hindi, Persian (right to left) and Chinese: the boards on them take
  // the page's language from <html lang> (and dir) that VitePress sets for each locale.
  locales: {
    root: { label: "English", lang: "en" },
    hi: { label: "हिन्दी", lang: "hi", link: "/hi/", themeConfig: teacher("hi", "एन-क्वींस", "अध्याय में बोर्ड लगाइए", "एक पाठ लिखिए") },
    fa: { label: "فارسی", lang: "fa", dir: "rtl", link: "/fa/", themeConfig: teacher("fa", "`N` وزیر", "جاسازی صفحه در درس‌نامه", "نوشتن یک درس") },
    zh: { label: "中文", lang: "zh", link: "/zh/", themeConfig: teacher("zh", "N 皇后", "在章节中放置棋盘", "编写一节课") },
  },
  themeConfig: {
    // The language menu leads to each language's home: only the teacher's pages are translated,
    // so "this page in Persian" would be a missing page for most of the site.
    i18nRouting: false,
    nav: [
      { text: "Guide", link: "/guide/views" },
      { text: "Embed", link: "/guide/embed" },
      { text: "Lessons", link: "/guide/lessons" },
      { text: "CLI", link: "/cli" },
      { text: "Python", link: "/python" },
      { text: "Reference", link: "/reference/element" },
    ],
    sidebar: [
      { text: "Guide", items: guide },
      { text: "Tools", items: tools },
      { text: "How it works", items: inside },
      {
        text: "Reference (generated)",
        items: [
          { text: "The element", link: "/reference/element" },
          { text: "Command line", link: "/reference/cli" },
          { text: "Python", link: "/reference/python" },
          { text: "Lesson format", link: "/reference/lesson" },
          { text: "Error kinds", link: "/reference/errors" },
          { text: "Counters of the search", link: "/reference/counters" },
        ],
      },
      { text: "Contributing", items: contributors },
    ],
  },
};

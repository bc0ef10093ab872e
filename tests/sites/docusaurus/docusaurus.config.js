// A documentation site as `create-docusaurus` makes one, cut to one page of docs.
export default {
  title: "Backtracking",
  url: "http://127.0.0.1",
  baseUrl: "/",
  onBrokenLinks: "throw",
  presets: [["classic", { docs: { routeBasePath: "/", sidebarPath: false }, blog: false }]],
  themeConfig: { navbar: { title: "Backtracking" } },
};

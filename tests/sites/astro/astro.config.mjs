// A documentation site as `npm create astro -- --template starlight` makes one, cut to one page.
import { defineConfig } from "astro/config";
import starlight from "@astrojs/starlight";

export default defineConfig({
  integrations: [starlight({ title: "Backtracking" })],
});

// The default theme, and the repository's own <nqueens-board> (the package's entry point as
// built into dist/), so every example on the site is a live board.
import DefaultTheme from "vitepress/theme";
import "../../../dist/www/nqueens-element.js";

export default DefaultTheme;

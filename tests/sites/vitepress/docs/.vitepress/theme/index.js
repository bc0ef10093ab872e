import DefaultTheme from "vitepress/theme";
import "nqueens-board";

export default DefaultTheme;

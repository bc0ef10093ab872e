// The embedding guide: fills in the snippets with this site's own address (so they can be
// pasted as they are), copies them on request, and sizes the demo frame from its `resize` event.
import { adoptPage } from "./styles/page.js";
import { bindTheme } from "./theme.js";
import { EVENTS } from "./names.js";

adoptPage();
bindTheme(document.documentElement, "auto");

const here = new URL(".", import.meta.url); // the www/ folder of this site
const site = new URL("..", here);

const snippets = {
  "snippet-play": `<script type="module" src="${new URL("nqueens-element.js", here)}"></script>
<nqueens-board n="8" view="play"></nqueens-board>`,
  "snippet-step": `<iframe title="N-Queens: step through 4 queens" width="520" height="640"
  src="${new URL("index.html?embed=1&view=step&n=4&strategy=cp", site)}"></iframe>`,
  "snippet-solutions": `<script type="module" src="${new URL("nqueens-element.js", here)}"></script>
<nqueens-board n="6" view="solutions"></nqueens-board>`,
};

for (const [id, text] of Object.entries(snippets)) {
  document.getElementById(id).textContent = text;
}

const frame = /** @type {HTMLIFrameElement} */ (document.getElementById("demo-step"));
addEventListener("message", (event) => {
  const data = event.data;
  if (event.source !== frame.contentWindow || data?.source !== "nqueens-playground" || data.event !== EVENTS.resize) return;
  const height = Number(data.detail?.height);
  if (height > 0 && height < 4000) frame.height = String(height + 2);
});

for (const button of document.querySelectorAll("button")) {
  if (!button.classList.contains("copy")) continue;
  button.addEventListener("click", async () => {
    const text = document.getElementById(button.dataset.copy).textContent;
    const status = document.getElementById("copy-status");
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = "Snippet copied.";
    } catch {
      // No clipboard permission (an insecure origin, say): select the text for a manual copy.
      const range = document.createRange();
      range.selectNodeContents(document.getElementById(button.dataset.copy));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      status.textContent = "Snippet selected: press Ctrl+C (or Cmd+C) to copy.";
    }
  });
}

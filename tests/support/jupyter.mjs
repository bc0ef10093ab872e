// JupyterLab from the project's virtual environment (.venv, where scripts/test.sh installs the
// built wheel), started on loopback with its own empty settings, and a way to run a
// notebook's cells in it the way a reader does (select the cell, Shift+Enter).
import { spawn, execFile } from "node:child_process";
import { createServer } from "node:net";
import { mkdtemp, mkdir, writeFile, access } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export const VENV = path.resolve(".venv");
const bin = (name) => path.join(VENV, "bin", name);

/** Fails with what to do when the venv lacks what the notebook tests run. */
export async function checkVenv() {
  await access(bin("jupyter")).catch(() => {
    throw new Error(".venv/bin/jupyter is missing: run ./scripts/setup.sh (it installs JupyterLab into .venv)");
  });
  await promisify(execFile)(bin("python"), ["-c", "import nqueens.widget"]).catch((error) => {
    throw new Error(`the nqueens wheel is not installed in .venv (./scripts/test.sh builds and installs it): ${error.stderr}`);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A notebook file: code cells from strings, markdown cells from { markdown }. */
export function notebook(cells) {
  return {
    cells: cells.map((cell) =>
      typeof cell === "string"
        ? { cell_type: "code", execution_count: null, metadata: {}, outputs: [], source: cell }
        : { cell_type: "markdown", metadata: {}, source: cell.markdown },
    ),
    metadata: {
      kernelspec: { name: "python3", display_name: "Python 3 (ipykernel)", language: "python" },
      language_info: { name: "python" },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

/** Isolated Jupyter directories, so no user setting or earlier run changes what is tested. */
async function isolatedEnv(home) {
  const dirs = { JUPYTER_CONFIG_DIR: "config", JUPYTER_RUNTIME_DIR: "runtime", JUPYTERLAB_SETTINGS_DIR: "settings", JUPYTERLAB_WORKSPACES_DIR: "workspaces", IPYTHONDIR: "ipython" };
  const env = { ...process.env, PATH: `${path.join(VENV, "bin")}:${process.env.PATH}`, JUPYTER_PLATFORM_DIRS: "1" };
  for (const [key, dir] of Object.entries(dirs)) {
    env[key] = path.join(home, dir);
    await mkdir(env[key], { recursive: true });
  }
  return env;
}

/** Starts JupyterLab serving a fresh folder holding `files` ({ name: notebook object }). */
export async function startLab(files) {
  const home = await mkdtemp(path.join(tmpdir(), "nqueens-lab-"));
  const root = path.join(home, "notebooks");
  await mkdir(root);
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(root, name), JSON.stringify(content, null, 1));
  const env = await isolatedEnv(home);
  // No news prompt over the notebook.
  await mkdir(path.join(env.JUPYTER_CONFIG_DIR, "labconfig"), { recursive: true });
  await writeFile(
    path.join(env.JUPYTER_CONFIG_DIR, "labconfig", "page_config.json"),
    JSON.stringify({ disabledExtensions: { "@jupyterlab/apputils-extension:announcements": true } }),
  );
  const port = await freePort();
  const lab = spawn(
    bin("jupyter"),
    [
      "lab", "--no-browser", "--ip=127.0.0.1", `--port=${port}`, "--allow-root", `--ServerApp.root_dir=${root}`,
      "--ServerApp.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
      "--LabApp.news_url=", "--LabServerApp.announcements=False",
    ],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  lab.stdout.on("data", (chunk) => (log += chunk));
  lab.stderr.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (lab.exitCode !== null) throw new Error(`JupyterLab exited (${lab.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/status`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`JupyterLab did not answer on ${url} in 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    root,
    env,
    log: () => log,
    async stop() {
      lab.kill("SIGTERM");
      await new Promise((resolve) => {
        if (lab.exitCode !== null) resolve();
        else lab.on("exit", resolve);
        setTimeout(resolve, 10_000);
      });
    },
  };
}

/** Opens a notebook of the lab's folder and waits until its kernel is idle. With `alone`, the
 * lab's saved layout is reset first, so notebooks an earlier test opened are not reopened
 * beside it (their panels would cover this one's cells while they load). */
export async function openNotebook(page, lab, name, { alone = false } = {}) {
  await page.goto(`${lab.url}/lab/tree/${name}${alone ? "?reset" : ""}`);
  await cellAt(page, 0).waitFor({ timeout: 60_000 });
  await page.locator(".jp-StatusBar-TextItem").filter({ hasText: /\| Idle/ }).first().waitFor({ timeout: 60_000 });
}

/** The cells of the open notebook, as locators. */
export const cellAt = (page, index) => page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell").nth(index);

/**
 * Runs cell `index` as a reader does (selects it, Shift+Enter) and waits until the kernel has
 * run it (its prompt shows an execution count). Returns the cell's locator.
 */
export async function runCell(page, index, { timeout = 60_000 } = {}) {
  const cell = cellAt(page, index);
  await cell.locator(".jp-InputPrompt").click();
  await page.keyboard.press("Escape"); // command mode, so Shift+Enter runs the cell
  await page.keyboard.press("Shift+Enter");
  await cell.locator(".jp-InputPrompt").filter({ hasText: /\[\d+\]/ }).waitFor({ timeout });
  return cell;
}

/** The text a cell printed (its stream outputs). */
export async function printed(cell) {
  return (await cell.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stdout']").allInnerTexts()).join("").trim();
}

/** Runs `jupyter nbconvert` from the venv; resolves with its output. */
export async function nbconvert(args, env) {
  return promisify(execFile)(bin("jupyter"), ["nbconvert", ...args], { env, maxBuffer: 64 << 20 });
}

export { isolatedEnv };

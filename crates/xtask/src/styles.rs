//! The page's two stylesheet modules (`www/styles/views.css.js`, `www/styles/page.css.js`), from
//! the views' `.css` files beside what they style: `node scripts/styles.mjs --print` bundles them
//! in the cascade's order (its table) and prints the modules. Trunk's pre_build hook runs the same
//! script to write them, so a watching `trunk serve` takes an edited `.css` at once.

use std::collections::BTreeMap;
use std::process::Command;

pub fn files() -> Result<Vec<(String, String)>, String> {
    let output = Command::new("node")
        .args(["scripts/styles.mjs", "--print"])
        .current_dir(crate::root())
        .output()
        .map_err(|e| format!("running node scripts/styles.mjs (is Node on PATH?): {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "node scripts/styles.mjs failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let files: BTreeMap<String, String> = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("node scripts/styles.mjs printed no modules: {e}"))?;
    Ok(files.into_iter().collect())
}

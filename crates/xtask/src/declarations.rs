//! The element's manifest (`custom-elements.json`) and TypeScript declarations
//! (`types/nqueens-element.d.ts`, `types/protocol.d.ts`), from its interface table
//! (`www/element-api.js`, JavaScript, which the element itself reads): `node
//! scripts/declarations.mjs` checks the table against the core's names and prints the files.

use std::collections::BTreeMap;
use std::process::Command;

pub fn files() -> Result<Vec<(String, String)>, String> {
    let output = Command::new("node")
        .arg("scripts/declarations.mjs")
        .current_dir(crate::root())
        .output()
        .map_err(|e| format!("running node scripts/declarations.mjs (is Node on PATH?): {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "node scripts/declarations.mjs failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let files: BTreeMap<String, String> = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("node scripts/declarations.mjs printed no files: {e}"))?;
    Ok(files.into_iter().collect())
}

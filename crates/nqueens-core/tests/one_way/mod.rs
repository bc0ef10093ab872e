//! A crate's modules depend one way: among the modules of one parent (the crate's top-level
//! modules, `count`'s, `ledger`'s, ...) no two need each other, directly or round a circle. A
//! parent may use its children and they it (it is their facade); what must not happen is that
//! `unit` needs `estimate`, which needs `prepared`, which needs `unit`: then none of them can be
//! read, tested or moved on its own.
//!
//! The dependencies are read from the source with `syn`: every `use` and every path that starts
//! at `crate`, `super` or `self`, resolved through the `pub use` re-exports of the module it
//! reaches (`crate::Error` is `error`'s). Test code (`#[cfg(test)]` items and modules) is left
//! out: a test may use whatever it checks.
//!
//! One check for every crate of the workspace: the core's `tests/modules.rs` runs it on the
//! core, and each crate that depends on the core includes this file from here
//! (`#[path = "../../nqueens-core/tests/one_way/mod.rs"]`) and runs it on its own source.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

pub type ModPath = Vec<String>;

/// One source file's module.
struct Module {
    file: PathBuf,
    ast: syn::File,
}

/// Where a dependency was written, for the failure message.
#[derive(Clone, Debug)]
struct Site {
    file: String,
    line: usize,
    path: String,
}

fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| match &a.meta {
        syn::Meta::List(list) if a.path().is_ident("cfg") => {
            let text = list.tokens.to_string();
            text.contains("test") && !text.contains("not")
        }
        _ => false,
    })
}

/// Every file module of the crate, by path (`count::wide::stacks`), leaving out test modules.
fn modules(src: &Path, root: &str) -> BTreeMap<ModPath, Module> {
    let mut found = BTreeMap::new();
    load(src, &src.join(root), Vec::new(), &mut found);
    found
}

fn load(src: &Path, file: &Path, path: ModPath, found: &mut BTreeMap<ModPath, Module>) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    // A file `a/b.rs` (or `a/b/mod.rs`, or `lib.rs` at the root) holds its children in `a/b/`.
    let dir = if path.is_empty() {
        src.to_path_buf()
    } else if file.ends_with("mod.rs") {
        file.parent().unwrap().to_path_buf()
    } else {
        file.with_extension("")
    };
    for item in &ast.items {
        if let syn::Item::Mod(m) = item {
            if m.content.is_some() || is_test(&m.attrs) {
                continue;
            }
            let name = m.ident.to_string();
            let mut child = path.clone();
            child.push(name.clone());
            let flat = dir.join(format!("{name}.rs"));
            let nested = dir.join(&name).join("mod.rs");
            let child_file = if flat.exists() { flat } else { nested };
            load(src, &child_file, child, found);
        }
    }
    found.insert(
        path,
        Module {
            file: file.to_path_buf(),
            ast,
        },
    );
}

/// The paths a module writes: `use` trees flattened, and paths starting at crate, super or self.
struct Paths {
    found: Vec<(Vec<String>, usize)>,
}

impl Paths {
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree, line: usize) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree, line);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let mut full = prefix.clone();
                if n.ident != "self" {
                    full.push(n.ident.to_string());
                }
                self.found.push((full, line));
            }
            syn::UseTree::Rename(r) => {
                let mut full = prefix.clone();
                full.push(r.ident.to_string());
                self.found.push((full, line));
            }
            syn::UseTree::Glob(_) => self.found.push((prefix.clone(), line)),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(prefix, t, line);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        if is_test(&u.attrs) {
            return;
        }
        let line = u.use_token.span.start().line;
        self.use_tree(&mut Vec::new(), &u.tree, line);
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segments: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        if matches!(
            segments.first().map(String::as_str),
            Some("crate" | "super" | "self")
        ) && segments.len() > 1
        {
            let line = p.segments[0].ident.span().start().line;
            self.found.push((segments, line));
        }
        syn::visit::visit_path(self, p);
    }

    fn visit_item(&mut self, i: &'ast syn::Item) {
        let attrs = match i {
            syn::Item::Const(i) => &i.attrs,
            syn::Item::Enum(i) => &i.attrs,
            syn::Item::Fn(i) => &i.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Macro(i) => &i.attrs,
            syn::Item::Mod(i) => &i.attrs,
            syn::Item::Static(i) => &i.attrs,
            syn::Item::Struct(i) => &i.attrs,
            syn::Item::Trait(i) => &i.attrs,
            syn::Item::Type(i) => &i.attrs,
            _ => return syn::visit::visit_item(self, i),
        };
        if !is_test(attrs) {
            syn::visit::visit_item(self, i);
        }
    }
}

/// The names a module re-exports (`pub use error::{Error, Result}`), each to the path it names.
fn reexports(module: &Module, at: &ModPath) -> BTreeMap<String, ModPath> {
    let mut out = BTreeMap::new();
    for item in &module.ast.items {
        if let syn::Item::Use(u) = item {
            if matches!(u.vis, syn::Visibility::Inherited) {
                continue;
            }
            let mut paths = Paths { found: Vec::new() };
            paths.use_tree(&mut Vec::new(), &u.tree, 0);
            for (path, _) in paths.found {
                if let Some(name) = path.last() {
                    out.insert(name.clone(), absolute(at, &path));
                }
            }
        }
    }
    out
}

/// `path` as written in the module at `at`, from the crate root (`crate`, `super`, `self`, or
/// relative, as `pub use child::Item` is).
fn absolute(at: &ModPath, path: &[String]) -> ModPath {
    let mut base = at.clone();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &path[1..];
        }
        Some("self") => rest = &path[1..],
        Some("super") => {
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        _ => {}
    }
    base.extend(rest.iter().cloned());
    base
}

/// The file module a path reaches: its longest prefix that is a module, following re-exports.
fn target(
    path: &ModPath,
    modules: &BTreeMap<ModPath, Module>,
    exports: &BTreeMap<ModPath, BTreeMap<String, ModPath>>,
) -> Option<ModPath> {
    let mut path = path.clone();
    for _ in 0..8 {
        let known = (0..=path.len())
            .rev()
            .find(|&k| modules.contains_key(&path[..k]))?;
        let module = path[..known].to_vec();
        match path.get(known).and_then(|next| exports[&module].get(next)) {
            Some(to) if to != &path[..=known] => {
                let mut next = to.clone();
                next.extend(path[known + 1..].iter().cloned());
                path = next;
            }
            _ => return Some(module),
        }
    }
    None
}

/// Checks the crate whose root file is `src/<root>` (`lib.rs`, `main.rs`): fails, naming each
/// circle with the file, line and path of every step, when two modules of one parent need each
/// other; and fails when the walk missed any module of `expected` (`["count", "wide"]`), so a
/// walk that reads nothing cannot pass.
pub fn assert_one_way(src: &Path, root: &str, expected: &[&[&str]]) {
    let found = circles(src, root);
    for module in expected {
        let module: ModPath = module.iter().map(|s| s.to_string()).collect();
        assert!(
            found.modules.contains(&module),
            "the walk found `{}` among {:?}",
            module.join("::"),
            found.modules
        );
    }
    assert!(
        found.circles.is_empty(),
        "modules that need each other:\n{}",
        found.circles.join("\n")
    );
}

/// What the walk of one crate found.
pub struct Found {
    /// Every file module, by path (the root is the empty path).
    pub modules: Vec<ModPath>,
    /// One line per circle: `in PARENT: a -> b (file:line `path`), b -> a (...)`.
    pub circles: Vec<String>,
}

/// The circles among the modules of the crate whose root file is `src/<root>`.
pub fn circles(src: &Path, root: &str) -> Found {
    let modules = modules(src, root);
    let exports: BTreeMap<ModPath, BTreeMap<String, ModPath>> = modules
        .iter()
        .map(|(at, m)| (at.clone(), reexports(m, at)))
        .collect();
    // Edges between siblings: parent -> (from child -> to child -> where).
    let mut edges: BTreeMap<ModPath, BTreeMap<String, BTreeMap<String, Site>>> = BTreeMap::new();
    for (at, module) in &modules {
        let mut paths = Paths { found: Vec::new() };
        paths.visit_file(&module.ast);
        for (written, line) in paths.found {
            let Some(to) = target(&absolute(at, &written), &modules, &exports) else {
                continue;
            };
            let common = at.iter().zip(&to).take_while(|(a, b)| a == b).count();
            if common == at.len() || common == to.len() {
                continue; // a module and its ancestor: the parent is its children's facade
            }
            let site = Site {
                file: module.file.strip_prefix(src).unwrap().display().to_string(),
                line,
                path: written.join("::"),
            };
            edges
                .entry(at[..common].to_vec())
                .or_default()
                .entry(at[common].clone())
                .or_default()
                .entry(to[common].clone())
                .or_insert(site);
        }
    }
    let mut circles = Vec::new();
    for (parent, graph) in &edges {
        for cycle in cycles(graph) {
            let steps: Vec<String> = cycle
                .windows(2)
                .map(|w| {
                    let site = &graph[&w[0]][&w[1]];
                    format!(
                        "{} -> {} ({}:{} `{}`)",
                        w[0], w[1], site.file, site.line, site.path
                    )
                })
                .collect();
            let within = if parent.is_empty() {
                "the crate".to_string()
            } else {
                parent.join("::")
            };
            circles.push(format!("in {within}: {}", steps.join(", ")));
        }
    }
    Found {
        modules: modules.keys().cloned().collect(),
        circles,
    }
}

/// One circle through each strongly connected group of the graph, as a walk back to its start.
fn cycles(graph: &BTreeMap<String, BTreeMap<String, Site>>) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut done: BTreeSet<String> = BTreeSet::new();
    for start in graph.keys() {
        if done.contains(start) {
            continue;
        }
        // The shortest way back to `start`, by breadth-first search.
        let mut from: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        let mut back = None;
        while let Some(node) = queue.pop_front() {
            for next in graph.get(&node).into_iter().flat_map(|m| m.keys()) {
                if next == start {
                    back = Some(node.clone());
                    queue.clear();
                    break;
                }
                if !from.contains_key(next) {
                    from.insert(next.clone(), node.clone());
                    queue.push_back(next.clone());
                }
            }
        }
        if let Some(mut node) = back {
            let mut walk = vec![start.clone()];
            let mut tail = vec![node.clone()];
            while &node != start {
                node = from[&node].clone();
                if &node != start {
                    tail.push(node.clone());
                }
            }
            tail.reverse();
            walk.extend(tail);
            walk.push(start.clone());
            done.extend(walk.iter().cloned());
            found.push(walk);
        }
    }
    found
}

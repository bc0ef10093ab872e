//! The built page that this binary carries (build.rs embeds it from Trunk's dist/ when the
//! page was built first): the one place that knows how, for `nqueens serve` and anything else
//! that ships the page whole.

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/page.rs"));
}

/// What `serve` says when the binary was built without the page, and how to get one with it.
pub const NOT_EMBEDDED: &str = "this nqueens was built without the page, so it has nothing to serve. \
Build the page first (`trunk build --release`, which writes dist/), then build nqueens again \
(`cargo build --release -p nqueens-cli`); or set NQUEENS_PAGE to a built page's folder while building.";

/// The page's version (page-files.json's), or None when the binary carries no page.
pub fn version() -> Option<&'static str> {
    embedded::VERSION
}

/// Every file of the page: its path relative to the page ("index.html", "www/app.js", …) and
/// its bytes, in the list's order.
pub fn page_files() -> impl Iterator<Item = (&'static str, &'static [u8])> {
    embedded::FILES.iter().copied()
}

/// The bytes of one file of the page, by its page-relative path.
pub fn page_file(path: &str) -> Option<&'static [u8]> {
    page_files()
        .find(|(name, _)| *name == path)
        .map(|(_, bytes)| bytes)
}

//! Which file of the page an HTTP request names, and which requests are refused: `serve` hands
//! out the page's own files only, so a request that could name anything outside the page (a
//! `..` segment, written plainly or percent-encoded, a backslash, an absolute URL or path, a NUL)
//! is refused before any lookup, whatever the files are.

/// Why a request target names no file of the page.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a path of this page (HTTP 400): a traversal, an absolute form, bad encoding.
    Bad(&'static str),
}

/// The page-relative file a request target names: `/` is `index.html`, a folder its index, the
/// query and fragment are the page's state, not part of the file.
pub fn file_of(target: &str) -> Result<String, Refusal> {
    let path = target.split(['?', '#']).next().unwrap_or_default();
    let Some(rest) = path.strip_prefix('/') else {
        return Err(Refusal::Bad(
            "the path must start with `/` (no absolute URL)",
        ));
    };
    if rest.starts_with('/') {
        return Err(Refusal::Bad("the path must not start with `//`"));
    }
    let decoded = decode(rest)?;
    if decoded.contains(['\\', '\0']) {
        return Err(Refusal::Bad("the path must not hold a backslash or a NUL"));
    }
    if decoded.starts_with('/')
        || decoded
            .split('/')
            .any(|segment| segment == ".." || segment == ".")
    {
        return Err(Refusal::Bad(
            "the path must stay inside the page (no `.` or `..` segment)",
        ));
    }
    if decoded.is_empty() || decoded.ends_with('/') {
        Ok(format!("{decoded}index.html"))
    } else {
        Ok(decoded)
    }
}

/// Percent-decoding, once (so `%252e` stays the three characters `%2e`), to UTF-8.
fn decode(text: &str) -> Result<String, Refusal> {
    let bad = Refusal::Bad("the path's percent-encoding is not valid UTF-8");
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok());
            let byte = hex
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or(Refusal::Bad("a `%` must be followed by two hex digits"))?;
            out.push(byte);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| bad)
}

/// The `Content-Type` of a page file, by its extension.
pub fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("json") => "application/json",
        Some("webmanifest") => "application/manifest+json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("wgsl" | "txt" | "ts") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_paths_name_files_of_the_page() {
        assert_eq!(file_of("/").unwrap(), "index.html");
        assert_eq!(file_of("/?view=step&lang=fa").unwrap(), "index.html");
        assert_eq!(file_of("/www/app.js").unwrap(), "www/app.js");
        assert_eq!(file_of("/www/lessons/").unwrap(), "www/lessons/index.html");
        assert_eq!(file_of("/www/a%20b.js#x").unwrap(), "www/a b.js");
    }

    #[test]
    fn paths_outside_the_page_are_refused() {
        for target in [
            "/../Cargo.toml",
            "/www/../../Cargo.toml",
            "/..",
            "/%2e%2e/Cargo.toml",
            "/%2E%2E/Cargo.toml",
            "/.%2e/Cargo.toml",
            "/www/%2e%2e%2f%2e%2e%2fCargo.toml",
            "/%2fetc/passwd",
            "//etc/passwd",
            "/..%5cCargo.toml",
            "/www\\..\\Cargo.toml",
            "/./index.html",
            "/a%00b",
            "http://127.0.0.1/../Cargo.toml",
            "etc/passwd",
            "*",
            "/%zz",
            "/%2",
            "/%ff",
        ] {
            assert!(
                matches!(file_of(target), Err(Refusal::Bad(_))),
                "{target} must be refused"
            );
        }
    }

    #[test]
    fn double_encoding_is_decoded_once_and_names_no_parent() {
        // `%252e%252e` is the text `%2e%2e`: a file name, not a parent, so a plain lookup (404).
        assert_eq!(
            file_of("/%252e%252e/Cargo.toml").unwrap(),
            "%2e%2e/Cargo.toml"
        );
    }

    #[test]
    fn content_types_include_wasm() {
        assert_eq!(content_type("nqueens-wasm_bg.wasm"), "application/wasm");
        assert_eq!(content_type("index.html"), "text/html; charset=utf-8");
        assert_eq!(
            content_type("www/manifest.webmanifest"),
            "application/manifest+json"
        );
        assert_eq!(content_type("LICENSE"), "application/octet-stream");
    }
}

//! How a gradebook knows a lesson: by a stable name and a revision, never by its title in the
//! reader's language (which changes with the reader). The name is the file's `name` (a shipped
//! lesson's name), else one made from the title in the lesson's own language; the revision is a
//! fingerprint of the file's text, so a score recorded against one wording of the questions is
//! told apart from a score against an edited one.

/// An identifier from a title: ASCII letters and digits, the rest as single hyphens; "lesson"
/// for a title with no such letters.
pub fn slug(title: &str) -> String {
    let mut out = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
        if out.len() >= 48 {
            break;
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() {
        "lesson".to_string()
    } else {
        out.to_string()
    }
}

/// The revision of a lesson file: FNV-1a (32 bits) of its bytes, as eight hex digits.
pub fn revision(text: &str) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for &byte in text.as_bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    format!("{hash:08x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_plain_names() {
        assert_eq!(
            slug("Four queens: watch it think"),
            "four-queens-watch-it-think"
        );
        assert_eq!(slug("چهار وزیر"), "lesson");
        assert_eq!(slug("`q[i]` and i"), "q-i-and-i");
    }

    #[test]
    fn a_revision_changes_with_the_text() {
        // FNV-1a's published value for "a".
        assert_eq!(revision("a"), "e40c292c");
        assert_ne!(revision("{\"a\":1}"), revision("{\"a\":2}"));
    }
}

//! The package's two written files: `imsmanifest.xml` (SCORM 1.2's content packaging: the
//! IMS CP 1.1.2 manifest with ADL's SCORM extensions) and the launch page. Both are written
//! from the lesson's own name, title and language; everything of the lesson in them is escaped,
//! since a lesson comes from strangers.

use crate::lesson::{direction, slug, Lesson};

/// What the package says about its lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct About {
    /// The manifest's identifier (an XML name: the lesson's name, prefixed).
    pub identifier: String,
    /// The title in the lesson's own language, code marks as plain text.
    pub title: String,
    /// The lesson's language tag and its direction.
    pub language: String,
    pub dir: &'static str,
    /// The passing score (0 to 100), if the teacher set one.
    pub mastery: Option<u32>,
}

impl About {
    /// The lesson's name, title and language.
    pub fn of(lesson: &Lesson, mastery: Option<u32>) -> About {
        let document = lesson.document();
        let plan = lesson.plan(&document.language);
        let title: String = plan.title.chars().filter(|&c| c != '`').collect();
        let stem = document.name.clone().unwrap_or_else(|| slug(&title));
        About {
            identifier: format!("nqueens-lesson-{stem}"),
            title,
            language: document.language.clone(),
            dir: direction(&document.language),
            mastery,
        }
    }
}

/// Text for XML and HTML, in an element or a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters have no place in XML 1.0; a lesson's text never needs them.
            c if c.is_control() && !matches!(c, '\n' | '\t') => {}
            c => out.push(c),
        }
    }
    out
}

/// The manifest: one organization with one item (the lesson, with its mastery score), one SCO
/// resource launched by `index.html` and listing `files` (every file of the package but the
/// manifest itself).
pub fn manifest(about: &About, files: &[&str]) -> String {
    let id = escape(&about.identifier);
    let title = escape(&about.title);
    let lang = escape(&about.language);
    let mastery = about
        .mastery
        .map(|score| format!("\n        <adlcp:masteryscore>{score}</adlcp:masteryscore>"))
        .unwrap_or_default();
    let listed: String = files
        .iter()
        .map(|file| format!("\n      <file href=\"{}\"/>", escape(file)))
        .collect();
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{id}" version="1"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
    xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_rootv1p2p1"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
    <imsmd:lom>
      <imsmd:general>
        <imsmd:title><imsmd:langstring xml:lang="{lang}">{title}</imsmd:langstring></imsmd:title>
        <imsmd:language>{lang}</imsmd:language>
      </imsmd:general>
    </imsmd:lom>
  </metadata>
  <organizations default="{id}-organization">
    <organization identifier="{id}-organization">
      <title>{title}</title>
      <item identifier="{id}-item" identifierref="{id}-sco" isvisible="true">
        <title>{title}</title>{mastery}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="{id}-sco" type="webcontent" adlcp:scormtype="sco" href="{launch}">{listed}
    </resource>
  </resources>
</manifest>
"#,
        launch = super::LAUNCH,
    )
}

/// The launch page: the board in the Step view reading the package's lesson, in the lesson's
/// language and direction, and the glue that reports to the platform. The passing score rides
/// on the board as `data-mastery` for when the platform does not say it
/// (`cmi.student_data.mastery_score`).
pub fn launch_page(about: &About) -> String {
    let mastery = about
        .mastery
        .map(|score| format!(" data-mastery=\"{score}\""))
        .unwrap_or_default();
    format!(
        r#"<!doctype html>
<html lang="{lang}" dir="{dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<script type="module" src="www/scorm.js"></script>
</head>
<body>
<main>
<p class="scorm-status" role="status" hidden></p>
<nqueens-board view="step" lesson="{lesson}" controls="full"{mastery}></nqueens-board>
</main>
</body>
</html>
"#,
        lang = escape(&about.language),
        dir = about.dir,
        title = escape(&about.title),
        lesson = super::LESSON,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strangers_title_stays_text() {
        let about = About {
            identifier: "nqueens-lesson-x".into(),
            title: "</title><script>alert(1)</script> & \"q\"".into(),
            language: "en\"><x".into(),
            dir: "ltr",
            mastery: None,
        };
        let page = launch_page(&about);
        assert!(!page.contains("<script>alert"));
        assert!(page.contains("&lt;/title&gt;&lt;script&gt;"));
        assert!(page.contains("lang=\"en&quot;&gt;&lt;x\""));
        let xml = manifest(&about, &["index.html"]);
        assert!(xml.contains("&amp; &quot;q&quot;"));
        assert!(!xml.contains("masteryscore"));
    }
}

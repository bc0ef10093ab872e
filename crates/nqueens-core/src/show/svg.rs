//! Boards as SVG pictures, for places that show a board but run no script: a notebook saved
//! with its outputs and rendered to HTML or by a code host's preview, a document, a README.
//! They draw what the page's canvas renderer (`www/renderer.js`) draws, in its light theme: the
//! Play picture (attacked squares, the line of each attacking pair, attacking queens in red)
//! and the Step picture (squares crossed out in the OR-Tools guide's colours, the square being
//! tried, the dead-end row, fixed and forced queens). The Step picture also comes for paper
//! ([`step_on_paper`], a lesson's printed worksheet): greys only, every mark told by its shape.
//!
//! The drawing is plain presentation attributes (no CSS, no ids, no scripts), so sanitizers
//! that keep SVG keep all of it, and it grows with N and the queens, not N²: each row's dark
//! squares are one dashed stroke, and marks of the same kind share one path. Every queen is a
//! `<g class="queen" transform="translate(X Y)">` whose (X, Y) is its square's corner inside the
//! `<g class="squares">` grid, squares [`CELL`] units wide, so a reader (or a test) finds each
//! queen's square from the picture's geometry alone.

use std::fmt::Write;

use super::play;
use crate::attacks::Line;
use crate::board::Board;
use crate::trace::{Cell, QueenKind, Reason, StepState};

/// Side of a square, in the picture's units.
pub const CELL: u32 = 40;
/// Width of the band holding row and column numbers (drawn up to N = 32, as on the page).
const BAND: u32 = 24;
/// Largest N with numbered rows and columns.
const LABELS_MAX_N: usize = 32;
/// Largest N whose attacked empty squares also get a dot (so the shading reads on dark squares).
const DOTS_MAX_N: usize = 32;
/// The picture is at most this many CSS pixels wide; its viewBox scales the rest.
const MAX_WIDTH: u32 = 480;

/// The light theme's colours (www/views/shared/base.css, and the Step view's in www/views/step/step.css).
mod colour {
    pub const LIGHT: &str = "#f0d9b5";
    pub const DARK: &str = "#b58863";
    pub const ATTACKED: &str = "#d62828";
    pub const ATTACKED_OPACITY: &str = "0.14";
    pub const MARK: &str = "#b01818";
    pub const SOLVED: &str = "#1e8e3e";
    pub const QUEEN: &str = "#1f1f1f";
    pub const QUEEN_EDGE: &str = "#fafafa";
    pub const ATTACKING: &str = "#c81e1e";
    pub const PAIR: &str = "#c81e1e";
    pub const LABEL: &str = "#5b5b63";
    pub const CROSS_GREY: &str = "#6b6b6b";
    pub const CROSS_RED: &str = "#d32f2f";
    pub const CROSS_BOUNDS: &str = "#e07b00";
    pub const CROSS_REFUTED: &str = "#7b3fb3";
    pub const TRYING: &str = "#1565ff";
    pub const DEAD_ROW: &str = "#d32f2f";
    pub const FIXED: &str = "#1d4ed8";
    pub const FORCED: &str = "#4b5563";
}

/// The colours a picture is drawn in.
struct Palette {
    light: &'static str,
    dark: &'static str,
    label: &'static str,
    /// The four kinds of cross (see [`cross_kind`]).
    crosses: [&'static str; 4],
    trying: &'static str,
    dead_row: &'static str,
    dead_row_opacity: &'static str,
    queen: &'static str,
    fixed: &'static str,
    forced: &'static str,
    queen_edge: &'static str,
    solved: &'static str,
}

/// The page's light theme.
const SCREEN: Palette = Palette {
    light: colour::LIGHT,
    dark: colour::DARK,
    label: colour::LABEL,
    crosses: [
        colour::CROSS_GREY,
        colour::CROSS_RED,
        colour::CROSS_BOUNDS,
        colour::CROSS_REFUTED,
    ],
    trying: colour::TRYING,
    dead_row: colour::DEAD_ROW,
    dead_row_opacity: "0.22",
    queen: colour::QUEEN,
    fixed: colour::FIXED,
    forced: colour::FORCED,
    queen_edge: colour::QUEEN_EDGE,
    solved: colour::SOLVED,
};

/// Paper, printed in black and white: white and pale grey squares, so that every mark in black
/// reads on both, and marks told apart by their shape alone (a crown, a cross, a square's frame,
/// a shaded row), never by a colour a grey printer loses.
const PAPER: Palette = Palette {
    light: "#ffffff",
    dark: "#d4d4d4",
    label: "#000000",
    crosses: ["#000000"; 4],
    trying: "#000000",
    dead_row: "#000000",
    dead_row_opacity: "0.16",
    queen: "#000000",
    fixed: "#000000",
    forced: "#555555",
    queen_edge: "#ffffff",
    solved: "#000000",
};

/// The Play view's picture of a board: its queens, the squares they attack, a line joining each
/// attacking pair (the first [`crate::attacks::MAX_LISTED_PAIRS`]) and a green frame once it is a
/// solution. The title is the page's status sentence.
pub fn board(board: &Board) -> String {
    let picture = play::Play::of(board.clone());
    let n = board.n();
    let found = &picture.attacks;
    let mut svg = Canvas::open(n, &picture.status.to_string(), &SCREEN);

    let attacked = |row: usize, col: usize| found.attacked[row * n + col];
    svg.runs(colour::ATTACKED, Some(colour::ATTACKED_OPACITY), attacked);
    if n <= DOTS_MAX_N {
        let empty = |row: usize, col: usize| {
            attacked(row, col) && !board.contains(crate::board::Square::new(row as u32, col as u32))
        };
        svg.dots(colour::MARK, empty);
    }
    if !found.pairs.is_empty() {
        let mut d = String::new();
        for pair in &found.pairs {
            let (x1, y1) = centre(pair.a.row, pair.a.col);
            let (x2, y2) = centre(pair.b.row, pair.b.col);
            let _ = write!(d, "M{x1} {y1}L{x2} {y2}");
        }
        svg.stroke(&d, colour::PAIR, "2.4", Some("0.8"));
    }
    for (queen, &attacking) in board.queens().iter().zip(&found.attacking) {
        if attacking {
            svg.outline(queen.row, queen.col, 3.2, colour::ATTACKING, 3.2);
        }
    }
    for (queen, &attacking) in board.queens().iter().zip(&found.attacking) {
        let fill = if attacking {
            colour::ATTACKING
        } else {
            colour::QUEEN
        };
        svg.queen(queen.row, queen.col, fill);
    }
    if found.is_solution() {
        svg.solved();
    }
    svg.close()
}

/// The Step view's picture of one position of a search: crossed-out squares (grey for a
/// queen's row or column, red for its diagonals, orange for bounds reasoning, purple for a
/// refuted branch), the dead-end row, the square the last event was about, and the queens
/// (fixed ones blue, forced ones grey). The title is the event's narration.
pub fn step(state: &StepState) -> String {
    step_in(state, &SCREEN)
}

/// The Step picture for paper (a printed worksheet): the same marks as [`step`], in black on
/// white and pale grey squares, so a black-and-white printer keeps every one.
pub fn step_on_paper(state: &StepState) -> String {
    step_in(state, &PAPER)
}

/// An empty board for paper, with its rows and columns numbered: where a student marks the
/// squares a worksheet's question asks for. `title` names it for a screen reader.
pub fn blank_on_paper(n: usize, title: &str) -> String {
    Canvas::open(n, title, &PAPER).close()
}

fn step_in(state: &StepState, palette: &'static Palette) -> String {
    let n = state.n;
    let mut svg = Canvas::open(n, &state.narration.to_string(), palette);
    if let Some(row) = state.dead_end {
        let _ = write!(
            svg.out,
            r#"<rect x="0" y="{}" width="{}" height="{CELL}" fill="{}" fill-opacity="{}"/>"#,
            row * CELL,
            n as u32 * CELL,
            palette.dead_row,
            palette.dead_row_opacity
        );
    }
    for (kind, colour) in palette.crosses.into_iter().enumerate() {
        let mut d = String::new();
        for row in 0..n {
            for col in 0..n {
                if state.cell(row, col).and_then(cross_kind) == Some(kind) {
                    let (x, y) = corner(row as u32, col as u32);
                    // The renderer's cross: inset by 0.28 of a square, 17.6 units each way.
                    let _ = write!(d, "M{} {}l17.6 17.6m0 -17.6l-17.6 17.6", x + 11.2, y + 11.2);
                }
            }
        }
        if !d.is_empty() {
            svg.stroke(&d, colour, "2.8", None);
        }
    }
    if let Some(sq) = state.trying {
        svg.outline(sq.row, sq.col, 1.8, palette.trying, 3.6);
    }
    for queen in &state.queens {
        let fill = match queen.kind {
            QueenKind::Fixed => palette.fixed,
            QueenKind::Forced => palette.forced,
            QueenKind::Chosen => palette.queen,
        };
        svg.queen(queen.row, queen.col, fill);
    }
    if matches!(state.last, Some(crate::trace::Event::Solution(_))) {
        svg.solved();
    }
    svg.close()
}

/// Which of the four cross colours a square takes, if it is crossed out.
fn cross_kind(cell: Cell) -> Option<usize> {
    match cell {
        Cell::Open | Cell::Queen => None,
        Cell::Out(Reason::Attack { line, .. }) => match line {
            Line::Row | Line::Column => Some(0),
            Line::Diagonal | Line::AntiDiagonal => Some(1),
        },
        Cell::Out(Reason::Bounds { .. }) => Some(2),
        Cell::Out(Reason::Refuted) => Some(3),
    }
}

/// The top-left corner of a square inside the grid.
fn corner(row: u32, col: u32) -> (f64, f64) {
    (f64::from(col * CELL), f64::from(row * CELL))
}

/// The centre of a square inside the grid.
fn centre(row: u32, col: u32) -> (u32, u32) {
    (col * CELL + CELL / 2, row * CELL + CELL / 2)
}

/// Escapes text for an SVG element or attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}

/// An SVG document being written: the frame, the labels and the squares on open, then marks
/// and queens in the grid's coordinates, then [`Canvas::close`].
struct Canvas {
    out: String,
    n: usize,
    palette: &'static Palette,
}

impl Canvas {
    fn open(n: usize, title: &str, palette: &'static Palette) -> Canvas {
        let band = if n <= LABELS_MAX_N { BAND } else { 0 };
        let side = band + n as u32 * CELL;
        let width = side.min(MAX_WIDTH);
        let title = escape(title);
        let mut out = String::with_capacity(2048 + n * 96);
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" class="nqueens-board" viewBox="0 0 {side} {side}" width="{width}" height="{width}" role="img" aria-label="{title}" data-n="{n}"><title>{title}</title>"#
        );
        if band > 0 {
            let _ = write!(
                out,
                r#"<g class="labels" fill="{}" font-family="system-ui, sans-serif" font-size="13" text-anchor="middle">"#,
                palette.label
            );
            for i in 0..n as u32 {
                let at = band + i * CELL + CELL / 2;
                let _ = write!(
                    out,
                    r#"<text x="{at}" y="17">{i}</text><text x="12" y="{}">{i}</text>"#,
                    at + 5
                );
            }
            out.push_str("</g>");
        }
        let grid = n as u32 * CELL;
        let _ = write!(
            out,
            r#"<g class="squares" transform="translate({band} {band})"><rect width="{grid}" height="{grid}" fill="{}"/>"#,
            palette.light
        );
        // Dark squares, a row at a time: a stroke as wide as a square, dashed one square on,
        // one off, starting on the row's first dark square.
        let mut d = String::new();
        for row in 0..n as u32 {
            let start = if row % 2 == 0 { CELL } else { 0 };
            if start < grid {
                let _ = write!(d, "M{start} {}H{grid}", row * CELL + CELL / 2);
            }
        }
        if !d.is_empty() {
            let _ = write!(
                out,
                r#"<path d="{d}" stroke="{}" stroke-width="{CELL}" stroke-dasharray="{CELL} {CELL}"/>"#,
                palette.dark
            );
        }
        Canvas { out, n, palette }
    }

    /// Shades the squares `mark` picks, as one path of horizontal runs.
    fn runs(&mut self, fill: &str, opacity: Option<&str>, mark: impl Fn(usize, usize) -> bool) {
        let mut d = String::new();
        for row in 0..self.n {
            let mut col = 0;
            while col < self.n {
                if !mark(row, col) {
                    col += 1;
                    continue;
                }
                let start = col;
                while col < self.n && mark(row, col) {
                    col += 1;
                }
                let (x, y) = corner(row as u32, start as u32);
                let _ = write!(
                    d,
                    "M{x} {y}h{}v{CELL}h-{}z",
                    (col - start) as u32 * CELL,
                    (col - start) as u32 * CELL
                );
            }
        }
        if d.is_empty() {
            return;
        }
        let _ = write!(self.out, r#"<path d="{d}" fill="{fill}""#);
        if let Some(opacity) = opacity {
            let _ = write!(self.out, r#" fill-opacity="{opacity}""#);
        }
        self.out.push_str("/>");
    }

    /// A small dot in the middle of each square `mark` picks.
    fn dots(&mut self, fill: &str, mark: impl Fn(usize, usize) -> bool) {
        let mut d = String::new();
        for row in 0..self.n {
            for col in 0..self.n {
                if mark(row, col) {
                    let (x, y) = centre(row as u32, col as u32);
                    let _ = write!(
                        d,
                        "M{} {y}a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0 -5.6 0",
                        f64::from(x) - 2.8
                    );
                }
            }
        }
        if !d.is_empty() {
            let _ = write!(
                self.out,
                r#"<path d="{d}" fill="{fill}" fill-opacity="0.7"/>"#
            );
        }
    }

    /// A square's outline, `inset` units inside its edges.
    fn outline(&mut self, row: u32, col: u32, inset: f64, colour: &str, width: f64) {
        let (x, y) = corner(row, col);
        let side = f64::from(CELL) - 2.0 * inset;
        let _ = write!(
            self.out,
            r#"<rect x="{}" y="{}" width="{side}" height="{side}" fill="none" stroke="{colour}" stroke-width="{width}"/>"#,
            x + inset,
            y + inset,
        );
    }

    fn stroke(&mut self, d: &str, colour: &str, width: &str, opacity: Option<&str>) {
        let _ = write!(
            self.out,
            r#"<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linecap="round""#
        );
        if let Some(opacity) = opacity {
            let _ = write!(self.out, r#" stroke-opacity="{opacity}""#);
        }
        self.out.push_str("/>");
    }

    /// The renderer's crown (a plain disc where squares are too small for one, past N = 64 at
    /// the largest width), in the square's own coordinates.
    fn queen(&mut self, row: u32, col: u32, fill: &str) {
        let (x, y) = corner(row, col);
        let _ = write!(
            self.out,
            r#"<g class="queen" transform="translate({x} {y})" fill="{fill}""#
        );
        if self.n > 64 {
            self.out
                .push_str(r#"><circle cx="20" cy="20" r="13.6"/></g>"#);
            return;
        }
        let _ = write!(
            self.out,
            r#" stroke="{}" stroke-width="1.8" stroke-linejoin="round"><path d="M7.6 30.8H32.4V26.8L31.9 13.2L26 21.2L20 10.8L14 21.2L8.1 13.2L7.6 26.8Z"/><circle cx="8.1" cy="13.2" r="2.2"/><circle cx="20" cy="10.8" r="2.2"/><circle cx="31.9" cy="13.2" r="2.2"/></g>"#,
            self.palette.queen_edge
        );
    }

    /// The green frame of a solved board.
    fn solved(&mut self) {
        let side = self.n as u32 * CELL;
        let _ = write!(
            self.out,
            r#"<rect class="solved" x="1.5" y="1.5" width="{}" height="{}" fill="none" stroke="{}" stroke-width="3"/>"#,
            side - 3,
            side - 3,
            self.palette.solved
        );
    }

    fn close(mut self) -> String {
        self.out.push_str("</g></svg>");
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;
    use crate::trace::{StepMode, StepStrategy, Stepper};

    /// The squares of the queens drawn, read back from their transforms: an independent reading
    /// of the picture, not of the board that made it.
    fn queens_drawn(svg: &str) -> Vec<(u32, u32)> {
        let mut found = Vec::new();
        for part in svg
            .split(r#"<g class="queen" transform="translate("#)
            .skip(1)
        {
            let end = part.find(')').unwrap();
            let mut xy = part[..end].split(' ').map(|v| v.parse::<f64>().unwrap());
            let (x, y) = (xy.next().unwrap(), xy.next().unwrap());
            assert_eq!((x % 40.0, y % 40.0), (0.0, 0.0), "{x} {y}");
            found.push(((y / 40.0) as u32, (x / 40.0) as u32));
        }
        found
    }

    #[test]
    fn queens_stand_on_their_squares() {
        let queens = [Square::new(0, 1), Square::new(2, 0), Square::new(4, 3)];
        let b = Board::with_queens(6, queens).unwrap();
        let svg = board(&b);
        assert_eq!(queens_drawn(&svg), vec![(0, 1), (2, 0), (4, 3)]);
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
        assert!(svg.contains(r#"viewBox="0 0 264 264""#), "{svg}");
        assert!(svg.contains(r#"data-n="6""#));
        assert!(svg.contains("<title>3 queens placed, none attacking; 3 to go.</title>"));
        assert!(!svg.contains("solved"));
    }

    #[test]
    fn a_solution_gets_the_frame_and_an_attacking_pair_its_line() {
        let solved = board(&Board::from_placement(&[1, 3, 0, 2]).unwrap());
        assert!(solved.contains(r#"class="solved""#));
        assert!(solved.contains("Solved: 4 queens, none attacking."));
        assert!(!solved.contains(colour::ATTACKING));

        let clash = board(&Board::with_queens(4, [Square::new(0, 0), Square::new(1, 1)]).unwrap());
        // The pair's line joins the two centres, and both queens are drawn red.
        assert!(clash.contains("M20 20L60 60"), "{clash}");
        assert_eq!(
            clash
                .matches(&format!(r#"fill="{}""#, colour::ATTACKING))
                .count(),
            2
        );
        assert!(!clash.contains(r#"class="solved""#));
        // Each attacking queen's square is outlined, as the page outlines it.
        assert!(
            clash.contains(r#"<rect x="3.2" y="3.2" width="33.6" height="33.6""#),
            "{clash}"
        );
        assert!(
            clash.contains(r#"<rect x="43.2" y="43.2" width="33.6""#),
            "{clash}"
        );
    }

    #[test]
    fn dark_squares_alternate_row_by_row() {
        let svg = board(&Board::new(3).unwrap());
        assert!(
            svg.contains(r#"d="M40 20H120M0 60H120M40 100H120""#),
            "{svg}"
        );
        // N = 1: the only square is light, so no dark stroke at all.
        assert!(!board(&Board::new(1).unwrap()).contains("stroke-dasharray"));
    }

    #[test]
    fn text_is_escaped_and_large_boards_stay_small() {
        assert_eq!(escape(r#"a<b & "c">"#), "a&lt;b &amp; &quot;c&quot;&gt;");
        let big = Board::from_placement(
            &(0..256)
                .map(|r| (r * 2 + r / 128) % 256)
                .collect::<Vec<_>>(),
        );
        let svg = board(&big.unwrap());
        assert_eq!(queens_drawn(&svg).len(), 256);
        assert!(svg.len() < 200_000, "{} bytes", svg.len());
        assert!(!svg.contains("<text"), "no labels past N = 32");
    }

    #[test]
    fn a_step_picture_shows_the_search_state() {
        let mut stepper = Stepper::create(
            4,
            StepStrategy::Cp,
            &[Square::new(3, 2)],
            StepMode::AllSolutions,
        )
        .unwrap();
        let start = step(&stepper.state());
        assert_eq!(queens_drawn(&start), vec![(3, 2)]);
        assert!(start.contains(&format!(r#"fill="{}""#, colour::FIXED)));
        // The first solution: its queens, the frame, the narration as the title.
        let mut events = 0;
        while !matches!(stepper.state().last, Some(crate::trace::Event::Solution(_))) {
            assert!(stepper.step().is_some());
            events += 1;
        }
        let state = stepper.state();
        let solved = step(&state);
        let mut expected: Vec<(u32, u32)> = state.queens.iter().map(|q| (q.row, q.col)).collect();
        expected.sort_unstable();
        let mut drawn = queens_drawn(&solved);
        drawn.sort_unstable();
        assert_eq!(drawn, expected);
        assert_eq!(drawn.len(), 4);
        assert!(
            solved.contains(r#"class="solved""#),
            "after {events} events"
        );
        assert!(solved.contains(&escape(&state.narration.to_string())));
    }

    #[test]
    fn crossed_out_squares_take_their_reasons_colours() {
        let mut stepper =
            Stepper::create(4, StepStrategy::Cp, &[], StepMode::AllSolutions).unwrap();
        // Step until some square is out along a diagonal and some along a column.
        for _ in 0..40 {
            let state = stepper.state();
            let kinds: Vec<usize> = (0..16)
                .filter_map(|i| state.cell(i / 4, i % 4).and_then(cross_kind))
                .collect();
            if kinds.contains(&0) && kinds.contains(&1) {
                let svg = step(&state);
                assert!(svg.contains(&format!(r#"stroke="{}""#, colour::CROSS_GREY)));
                assert!(svg.contains(&format!(r#"stroke="{}""#, colour::CROSS_RED)));
                let crosses = svg.matches("l17.6 17.6m0 -17.6l-17.6 17.6").count();
                assert_eq!(crosses, kinds.len());
                return;
            }
            stepper.step();
        }
        panic!("no position with both kinds of cross in 40 events");
    }

    /// Every colour a picture names (fills and strokes, `#rrggbb`).
    fn colours(svg: &str) -> Vec<String> {
        svg.split('"')
            .filter(|part| part.len() == 7 && part.starts_with('#'))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn paper_pictures_are_grey_and_keep_every_mark() {
        let mut stepper =
            Stepper::create(4, StepStrategy::Cp, &[], StepMode::AllSolutions).unwrap();
        while stepper.state().dead_end.is_none() {
            assert!(stepper.step().is_some());
        }
        let state = stepper.state();
        let paper = step_on_paper(&state);
        let screen = step(&state);
        for colour in colours(&paper) {
            let [r, g, b] = [1, 3, 5].map(|i| &colour[i..i + 2]);
            assert!(r == g && g == b, "{colour} is not a grey");
        }
        assert!(colours(&screen).iter().any(|c| c == colour::CROSS_RED));
        // The same marks, in the same places: only the colours differ.
        let shapes = |svg: &str| {
            svg.split('"')
                .filter(|part| !part.starts_with('#') && !part.starts_with("0."))
                .collect::<Vec<_>>()
                .join("|")
        };
        assert_eq!(shapes(&paper), shapes(&screen));
        assert_eq!(queens_drawn(&paper), queens_drawn(&screen));
        let blank = blank_on_paper(5, "A board to mark");
        assert!(queens_drawn(&blank).is_empty() && !blank.contains("l17.6"));
        assert!(blank.contains(r#"aria-label="A board to mark""#));
        assert!(
            blank.contains(r#"<text x="12" y="209">4</text>"#),
            "{blank}"
        );
    }
}

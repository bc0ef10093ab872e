//! The Play board: its attack picture, the click that edits it, its text forms and URL code.

use js_sys::{Uint32Array, Uint8Array};
use nqueens_core::board::Square;
use nqueens_core::format::{self, Format};
use nqueens_core::show::play::{self, Play};
use nqueens_core::Message;
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::convert::{board_from, to_js};
use crate::error::{fail, internal, JsResult};

/// Everything the Play view draws and the URL holds for one board.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Picture {
    pub n: usize,
    /// The queens, sorted row-major, as `[row, col, ...]`.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub queens: Uint32Array,
    /// N queens and no attacking pair.
    pub solved: bool,
    /// Exact number of attacking pairs, listed or not.
    pub total_pairs: f64,
    /// The first pairs (at most 4096) as `[rowA, colA, rowB, colB, line]` records; `line`
    /// indexes `info().lines`.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub pairs: Uint32Array,
    /// n*n flags, row-major: 1 where a queen standing elsewhere attacks the square.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint8Array")]
    pub attacked: Uint8Array,
    /// One flag per queen: 1 when it is in an attacking pair.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint8Array")]
    pub attacking: Uint8Array,
    /// The status sentence ("3 queens placed, 2 attacking pairs (row 1, diagonal).").
    #[tsify(type = "Message")]
    pub status: Message,
    /// The queens' URL code, for `?queens=`.
    pub code: String,
}

impl Picture {
    fn of(play: &Play) -> Picture {
        let found = &play.attacks;
        let pairs: Vec<u32> = found
            .pairs
            .iter()
            .flat_map(|p| [p.a.row, p.a.col, p.b.row, p.b.col, p.line.index() as u32])
            .collect();
        let flags = |flags: &[bool]| -> Vec<u8> { flags.iter().map(|&f| u8::from(f)).collect() };
        Picture {
            n: play.board.n(),
            queens: Uint32Array::from(play.board.flat().as_slice()),
            solved: found.is_solution(),
            total_pairs: found.total_pairs as f64,
            pairs: Uint32Array::from(pairs.as_slice()),
            attacked: Uint8Array::from(flags(&found.attacked).as_slice()),
            attacking: Uint8Array::from(flags(&found.attacking).as_slice()),
            status: play.status.clone(),
            code: play.code.clone(),
        }
    }

    fn into_js(self) -> JsResult<Ts<Picture>> {
        self.into_ts().map_err(internal)
    }
}

/// Analyses any set of queens (`[row, col, ...]`): attacking pairs, attacked squares, whether it
/// is a solution, the status sentence and the URL code.
#[wasm_bindgen]
pub fn check(n: usize, queens: &[u32]) -> JsResult<Ts<Picture>> {
    Picture::of(&Play::of(board_from(n, queens)?)).into_js()
}

/// A click on the Play board: toggles the queen on `(row, col)` and returns the new picture in
/// the same call, so the page redraws and rewrites the URL from one answer.
#[wasm_bindgen]
pub fn click(n: usize, queens: &[u32], row: u32, col: u32) -> JsResult<Ts<Picture>> {
    let play = play::click(board_from(n, queens)?, Square::new(row, col)).map_err(fail)?;
    Picture::of(&play).into_js()
}

/// A board read from text: its size and queens.
#[derive(Serialize, Tsify)]
pub struct Parsed {
    pub n: usize,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "Uint32Array")]
    pub queens: Uint32Array,
}

/// Parses text in any of the seed formats (column list, `Q _` board, 0/1 matrix).
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board(text: &str) -> JsResult<Ts<Parsed>> {
    let board = format::parse(text).map_err(fail)?;
    Parsed {
        n: board.n(),
        queens: Uint32Array::from(board.flat().as_slice()),
    }
    .into_ts()
    .map_err(internal)
}

/// Writes a board as text in one of `info().formats`.
#[wasm_bindgen(js_name = formatBoard)]
pub fn format_board(
    n: usize,
    queens: &[u32],
    #[wasm_bindgen(unchecked_param_type = "Format")] format_name: &str,
) -> JsResult<String> {
    let format: Format = format_name.parse().map_err(fail)?;
    format::write(&board_from(n, queens)?, format).map_err(fail)
}

/// The compact URL code of a set of queens.
#[wasm_bindgen(js_name = encodeQueens)]
pub fn encode_queens(n: usize, queens: &[u32]) -> JsResult<String> {
    Ok(format::to_url_code(&board_from(n, queens)?))
}

/// Reads a URL code back into `[row, col, ...]`.
#[wasm_bindgen(js_name = decodeQueens)]
pub fn decode_queens(n: usize, code: &str) -> JsResult<Uint32Array> {
    let board = format::from_url_code(n, code).map_err(fail)?;
    Ok(Uint32Array::from(board.flat().as_slice()))
}

/// "Why is this square crossed?" on a Play board: which queens take `(row, col)` and along
/// which line, or that it is safe (the core's sentence, and the first queen it names with its
/// line, for the board to draw); null off the board.
#[wasm_bindgen(unchecked_return_type = "Why | null")]
pub fn why(n: usize, queens: &[u32], row: u32, col: u32) -> JsResult<JsValue> {
    match play::why(&board_from(n, queens)?, Square::new(row, col)) {
        Some(why) => to_js(&why),
        None => Ok(JsValue::NULL),
    }
}

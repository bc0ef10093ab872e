//! The options of an embedded board (`<nqueens-board>`, a frame, the notebook widget), checked
//! all at once. The element and the frame never refuse what a page gives them: they show a
//! working board and a note saying what they ignored (`www/url.js`). A host that can refuse
//! instead, such as the notebook widget raising on `b.n = 0`, checks with [`Options::check`],
//! so both follow the same limits and vocabularies.

use super::page::{Controls, Theme, View};
use crate::board::{Board, Square};
use crate::error::{Error, Result};
use crate::search::Strategy;
use crate::trace::StepStrategy;

/// What a host asks an embed to show, as it would write it in attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request<'a> {
    pub view: &'a str,
    pub n: usize,
    /// Empty for the view's own default (and the only value the Solutions view takes).
    pub strategy: &'a str,
    pub queens: &'a [Square],
    pub controls: &'a str,
    pub theme: &'a str,
}

/// A request that passed every check, with its names in their one spelling and its queens in
/// the board's canonical order (row-major, each once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub view: View,
    pub n: usize,
    /// The strategy the view runs; None for Solutions, which runs none.
    pub strategy: Option<&'static str>,
    /// The Play board's queens, the Step view's fixed queens, or the queens every listed
    /// solution must hold.
    pub queens: Board,
    pub controls: Controls,
    pub theme: Theme,
}

impl Options {
    /// Checks a request against the rules the element reads attributes by: a view an embed
    /// shows, N within that view's limit, a strategy of that view (the page's default when
    /// empty), queens on the board, known control level and theme. The first problem found is
    /// the error, in that order.
    pub fn check(request: &Request<'_>) -> Result<Options> {
        let view: View = request.view.parse()?;
        if !View::EMBEDDED.contains(&view) {
            return Err(Error::UnknownName {
                kind: "view",
                name: request.view.to_string(),
                expected: View::EMBEDDED.map(View::name).join(", "),
            });
        }
        let n = request.n;
        if !(1..=view.max_n()).contains(&n) {
            return Err(Error::SizeOutOfRange {
                n,
                min: 1,
                max: view.max_n(),
                what: match view {
                    View::Step => "the step view",
                    View::Solutions => "the solutions view",
                    _ => "the play view",
                },
            });
        }
        let strategy = strategy_of(view, request.strategy)?;
        let queens = Board::with_queens(n, request.queens.iter().copied())?;
        Ok(Options {
            view,
            n,
            strategy,
            queens,
            controls: request.controls.parse()?,
            theme: request.theme.parse()?,
        })
    }
}

/// The view's strategy by name; an empty name is the page's default (bitboard for Play, CP for
/// Step, as `www/url.js` reads them).
fn strategy_of(view: View, name: &str) -> Result<Option<&'static str>> {
    let name = name.trim();
    match view {
        View::Step if name.is_empty() => Ok(Some(StepStrategy::Cp.name())),
        View::Step => Ok(Some(name.parse::<StepStrategy>()?.name())),
        View::Solutions if name.is_empty() => Ok(None),
        View::Solutions => Err(Error::UnknownName {
            kind: "strategy",
            name: name.to_string(),
            expected: "none (the solutions view lists every solution; it runs no strategy)"
                .to_string(),
        }),
        _ if name.is_empty() => Ok(Some(Strategy::Bitboard.name())),
        _ => Ok(Some(name.parse::<Strategy>()?.name())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request<'a>(
        view: &'a str,
        n: usize,
        strategy: &'a str,
        queens: &'a [Square],
    ) -> Request<'a> {
        Request {
            view,
            n,
            strategy,
            queens,
            controls: "compact",
            theme: "auto",
        }
    }

    #[test]
    fn defaults_and_canonical_queens() {
        let queens = [Square::new(3, 1), Square::new(0, 2), Square::new(3, 1)];
        let play = Options::check(&request("play", 6, "", &queens)).unwrap();
        assert_eq!(play.view, View::Play);
        assert_eq!(play.strategy, Some("bitboard"));
        assert_eq!(
            play.queens.queens(),
            &[Square::new(0, 2), Square::new(3, 1)]
        );
        let step = Options::check(&request("step", 4, " ", &[])).unwrap();
        assert_eq!(step.strategy, Some("cp"));
        let list = Options::check(&request("solutions", 8, "", &[])).unwrap();
        assert_eq!(list.strategy, None);
        assert_eq!(
            (list.controls, list.theme),
            (Controls::Compact, Theme::Auto)
        );
    }

    #[test]
    fn each_view_has_its_limit_and_its_strategies() {
        assert!(Options::check(&request("play", 256, "lookup", &[])).is_ok());
        assert_eq!(
            Options::check(&request("step", 17, "cp", &[])).unwrap_err(),
            Error::SizeOutOfRange {
                n: 17,
                min: 1,
                max: 16,
                what: "the step view"
            }
        );
        assert_eq!(
            Options::check(&request("play", 0, "", &[]))
                .unwrap_err()
                .to_string(),
            "N = 0 is out of range for the play view: N must be from 1 to 256"
        );
        assert!(Options::check(&request("solutions", 33, "", &[])).is_err());
        assert_eq!(
            Options::check(&request("play", 8, "cp", &[]))
                .unwrap_err()
                .to_string(),
            "unknown strategy 'cp': expected one of backtracking, lookup, bitboard"
        );
        assert!(Options::check(&request("step", 8, "cp-first-fail", &[])).is_ok());
        assert!(matches!(
            Options::check(&request("solutions", 8, "cp", &[])),
            Err(Error::UnknownName {
                kind: "strategy",
                ..
            })
        ));
    }

    #[test]
    fn only_embedded_views_known_names_and_squares_on_the_board() {
        assert_eq!(
            Options::check(&request("count", 8, "", &[]))
                .unwrap_err()
                .to_string(),
            "unknown view 'count': expected one of play, solutions, step"
        );
        assert!(matches!(
            Options::check(&request("nope", 8, "", &[])),
            Err(Error::UnknownName { kind: "view", .. })
        ));
        assert_eq!(
            Options::check(&request("play", 6, "", &[Square::new(2, 6)])).unwrap_err(),
            Error::SquareOutOfRange {
                row: 2,
                col: 6,
                n: 6
            }
        );
        let mut bad = request("play", 6, "", &[]);
        bad.controls = "many";
        assert!(matches!(
            Options::check(&bad),
            Err(Error::UnknownName {
                kind: "control level",
                ..
            })
        ));
        bad.controls = "full";
        bad.theme = "sepia";
        assert!(matches!(
            Options::check(&bad),
            Err(Error::UnknownName { kind: "theme", .. })
        ));
    }
}

//! The options of an embedded board (`<nqueens-board>`, a frame, the notebook widget), checked
//! all at once, and the commands such a board carries out when no page shows it. The element
//! and the frame never refuse what a page gives them: they show a working board and a note
//! saying what they ignored (`www/url.js`). A host that can refuse instead, such as the
//! notebook widget raising on `b.n = 0`, checks with [`Options::check`], so both follow the
//! same limits and vocabularies ([`super::page`]). The widget's commands run here while no
//! board is on screen ([`Options::command`]); on screen, the page's views carry them out.

use super::page::{Command, Controls, Theme, View};
use crate::board::{Board, Square};
use crate::error::{Error, Result};
use crate::search::{self, Limits, Strategy};
use crate::trace::StepStrategy;
use crate::words::{msg, Message};

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
        view.sizes().check(n)?;
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

/// The view's strategy by name; an empty name is the view's default
/// ([`View::default_strategy`], as `www/url.js` reads it too).
fn strategy_of(view: View, name: &str) -> Result<Option<&'static str>> {
    let name = name.trim();
    if name.is_empty() {
        return Ok(view.default_strategy());
    }
    match view {
        View::Step => Ok(Some(name.parse::<StepStrategy>()?.name())),
        View::Solutions => Err(Error::UnknownName {
            kind: "strategy",
            name: name.to_string(),
            expected: "none (the solutions view lists every solution; it runs no strategy)"
                .to_string(),
        }),
        _ => Ok(Some(name.parse::<Strategy>()?.name())),
    }
}

/// What a command does to an embedded board that no page shows (a notebook run as a script,
/// or executed by nbconvert): the host holds the board's options and position and applies it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The board holds these queens now (solve, complete; reset on the Play board).
    Queens(Board),
    /// The step view's position moves: to the start (reset), one event on or one back.
    Seek(Seek),
    /// Nothing to do with no board on screen: no search runs to cancel, no timeline plays,
    /// and a listing shown nowhere has no page to go back to.
    Nothing,
    /// The command ran and found nothing to show: the sentence says why ("3 queens have no
    /// solution").
    Refused(Message),
}

/// Where [`Effect::Seek`] moves the step view's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seek {
    Start,
    Forward,
    Back,
}

impl Options {
    /// Carries out the command called `name` on this board as a host with no board on screen
    /// does: a command the view does not take is an [`Error::Argument`] naming the view's
    /// commands ([`View::commands`]); the searches run here, to the end (a page runs them in
    /// a worker it can cancel). `setN` and `setQueens` take their values as the board's own
    /// options (N and the queens), so they are refused here.
    pub fn command(&self, name: &str) -> Result<Effect> {
        let taken = self.view.commands();
        let command = match name.parse::<Command>() {
            Ok(command) if taken.contains(&command) => command,
            _ => {
                let names: Vec<&str> = taken.iter().map(|c| c.name()).collect();
                return Err(Error::Argument(msg!(
                    "embed.not-a-command",
                    name = name.to_string(),
                    view = self.view.name(),
                    commands = names
                )));
            }
        };
        let strategy = || self.strategy.unwrap_or_default().parse::<Strategy>();
        Ok(match (self.view, command) {
            (_, Command::SetN | Command::SetQueens) => {
                return Err(Error::Argument(msg!(
                    "embed.option-command",
                    name = name.to_string()
                )))
            }
            (View::Play, Command::Solve) => {
                let found = search::solve(self.n, strategy()?, Limits::default())?;
                match found.solution {
                    Some(cols) => Effect::Queens(Board::from_placement(&cols)?),
                    None => Effect::Refused(msg!("embed.no-solution", n = self.n)),
                }
            }
            (View::Play, Command::Complete) => {
                let found = search::complete(&self.queens, strategy()?, Limits::default())?;
                match (found.conflict, found.solution) {
                    (Some(pair), _) => Effect::Refused(msg!(
                        "embed.no-completion",
                        a_row = pair.a.row,
                        a_col = pair.a.col,
                        b_row = pair.b.row,
                        b_col = pair.b.col,
                        line = pair.line.name()
                    )),
                    (None, Some(cols)) => Effect::Queens(Board::from_placement(&cols)?),
                    (None, None) => {
                        Effect::Refused(msg!("embed.no-solution-keeps", queens = self.queens.len()))
                    }
                }
            }
            (View::Play, Command::Reset) => Effect::Queens(Board::new(self.n)?),
            (View::Step, Command::Reset) => Effect::Seek(Seek::Start),
            (View::Step, Command::Forward) => Effect::Seek(Seek::Forward),
            (View::Step, Command::Back) => Effect::Seek(Seek::Back),
            _ => Effect::Nothing,
        })
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
                what: "step-view"
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

    #[test]
    fn commands_with_no_board_on_screen() {
        let play = Options::check(&request("play", 6, "", &[])).unwrap();
        let Effect::Queens(solved) = play.command("solve").unwrap() else {
            panic!("solve gives queens")
        };
        assert!(crate::attacks::analyze(&solved).is_solution());
        assert_eq!(
            play.command("forward").unwrap_err().to_string(),
            "'forward' is not a command of the play view (setN, setQueens, solve, complete, cancel, reset)"
        );
        assert_eq!(play.command("cancel"), Ok(Effect::Nothing));
        assert!(play.command("setN").is_err());
        let three = Options::check(&request("play", 3, "", &[])).unwrap();
        let refused = |effect: Result<Effect>| match effect {
            Ok(Effect::Refused(words)) => words.to_string(),
            other => panic!("not refused: {other:?}"),
        };
        assert_eq!(refused(three.command("solve")), "3 queens have no solution");
        let clash = [Square::new(0, 0), Square::new(1, 1)];
        let clashing = Options::check(&request("play", 8, "lookup", &clash)).unwrap();
        assert_eq!(
            refused(clashing.command("complete")),
            "no completion: the queens at row 0, column 0 and row 1, column 1 attack each \
             other along the diagonal, so no solution keeps them"
        );
        let kept = Options::check(&request("play", 8, "", &[Square::new(0, 1)])).unwrap();
        let Effect::Queens(done) = kept.command("complete").unwrap() else {
            panic!("complete gives queens")
        };
        assert!(done.contains(Square::new(0, 1)) && crate::attacks::analyze(&done).is_solution());
        assert_eq!(
            kept.command("reset"),
            Ok(Effect::Queens(Board::new(8).unwrap()))
        );
        let step = Options::check(&request("step", 4, "", &[])).unwrap();
        assert_eq!(step.command("forward"), Ok(Effect::Seek(Seek::Forward)));
        assert_eq!(step.command("back"), Ok(Effect::Seek(Seek::Back)));
        assert_eq!(step.command("reset"), Ok(Effect::Seek(Seek::Start)));
        assert_eq!(step.command("play"), Ok(Effect::Nothing));
        let list = Options::check(&request("solutions", 8, "", &[])).unwrap();
        assert_eq!(list.command("reset"), Ok(Effect::Nothing));
        assert!(list.command("solve").is_err());
    }
}

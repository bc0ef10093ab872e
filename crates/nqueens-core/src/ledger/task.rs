//! Counting tasks sent to other processes (the Ray driver's): checked against the receiving
//! program's own plan before anything is counted, so a node running another version of the
//! package can never count other units under the same ids.

use super::fingerprint;
use crate::count::{Plan, Unit};
use crate::words::msg;
use crate::{Error, Result};

/// The ids of a task's units, once the task is known to mean this program's units: the task
/// was made with plan fingerprint `theirs.0` of `theirs.1` units by version `their_version`, and
/// carries each unit as its id and its own words ([`Unit::to_words`]). Refused with
/// [`Error::PlanMismatch`] when `plan` (this program's plan for the task's N) is another plan,
/// and with [`Error::InvalidUnit`] when a unit's words are not those of its id here.
pub fn task_units(
    plan: &Plan,
    theirs: (u64, usize),
    their_version: &str,
    units: &[(usize, Vec<u32>)],
) -> Result<Vec<usize>> {
    let ours = (fingerprint(plan), plan.units.len());
    if ours != theirs {
        return Err(Error::PlanMismatch {
            n: plan.n,
            theirs,
            their_version: their_version.chars().take(40).collect(),
            ours,
        });
    }
    units
        .iter()
        .map(|(id, words)| {
            let unit = Unit::from_words(words)?;
            match plan.units.get(*id) {
                Some(mine) if *mine == unit => Ok(*id),
                Some(_) => Err(Error::InvalidUnit(msg!(
                    "unit.task-other",
                    id = *id,
                    n = plan.n
                ))),
                None => Err(Error::InvalidUnit(msg!(
                    "unit.outside-plan",
                    id = *id,
                    n = plan.n,
                    units = plan.units.len()
                ))),
            }
        })
        .collect()
}

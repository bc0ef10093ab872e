//! Known solution counts, so every counter in the project (and the page, beside its own
//! result) can be checked against published values rather than against itself.

/// OEIS A000170: the number of ways to place N non-attacking queens on an N x N board,
/// indexed by N (entry 0 is the empty board's single placement).
pub const A000170: [u64; 28] = [
    1,
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// OEIS A002562: the number of solutions that are distinct under the 8 symmetries of the
/// square (rotations and reflections), indexed by N.
pub const A002562: [u64; 28] = [
    1,
    1,
    0,
    0,
    1,
    2,
    1,
    6,
    12,
    46,
    92,
    341,
    1_787,
    9_233,
    45_752,
    285_053,
    1_846_955,
    11_977_939,
    83_263_591,
    621_012_754,
    4_878_666_808,
    39_333_324_973,
    336_376_244_042,
    3_029_242_658_210,
    28_439_272_956_934,
    275_986_683_743_434,
    2_789_712_466_510_289,
    29_363_495_934_315_694,
];

/// The published (total, fundamental) counts for N, when known.
pub fn known_counts(n: usize) -> Option<(u64, u64)> {
    Some((*A000170.get(n)?, *A002562.get(n)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every class has 8, 4 or 2 members, so total lies between 2 and 8 times fundamental.
    #[test]
    fn fundamental_counts_are_consistent_with_totals() {
        for n in 2..A000170.len() {
            let (total, fundamental) = known_counts(n).unwrap();
            assert!(
                2 * fundamental <= total && total <= 8 * fundamental,
                "n={n}"
            );
        }
        assert_eq!(known_counts(28), None);
    }
}

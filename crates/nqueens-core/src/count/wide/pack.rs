//! The tables the SIMD kernels pack lanes with: a lane mask picks a row of indices that a
//! shuffle or a permutation applies, moving the picked lanes to the front.

/// A packing table: for each mask of `lanes` lanes (row m for mask m), the indices that move the
/// picked lanes to the front, in order, each lane taking `W / lanes` consecutive indices (its
/// bytes, for a byte shuffle; itself, for a lane permutation). The unused tail stays 0.
pub(super) const fn pack_table<const MASKS: usize, const W: usize>(
    lanes: usize,
) -> [[u8; W]; MASKS] {
    let width = W / lanes;
    let mut t = [[0u8; W]; MASKS];
    let mut m = 0;
    while m < MASKS {
        let mut out = 0;
        let mut lane = 0;
        while lane < lanes {
            if m >> lane & 1 == 1 {
                let mut b = 0;
                while b < width {
                    t[m][out * width + b] = (lane * width + b) as u8;
                    b += 1;
                }
                out += 1;
            }
            lane += 1;
        }
        m += 1;
    }
    t
}

/// For each 4-bit lane mask, the byte shuffle that moves the picked `u32` lanes of a 128-bit
/// vector to the front, in order (`pshufb`, `tbl`, `i8x16.swizzle` all take it).
pub(super) const PACK4: [[u8; 16]; 16] = pack_table(4);

#[cfg(test)]
mod tests {
    use super::pack_table;

    #[test]
    fn packing_tables_move_the_picked_lanes_to_the_front() {
        let bytes: [[u8; 16]; 16] = pack_table(4);
        assert_eq!(bytes[0b1010][..8], [4, 5, 6, 7, 12, 13, 14, 15]);
        assert_eq!(bytes[0b1111], core::array::from_fn(|i| i as u8));
        let lanes: [[u8; 8]; 256] = pack_table(8);
        assert_eq!(lanes[0b1001_0110][..4], [1, 2, 4, 7]);
        assert_eq!(lanes[0b1000_0000][0], 7);
    }
}

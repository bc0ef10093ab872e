//! A frame's colours as a palette of at most 256 and an index per pixel. A board picture has a
//! few flat colours and the soft edges between them, so the most frequent colours are kept
//! exactly and each rarer one (an edge pixel) takes its nearest kept colour.

use std::collections::HashMap;

/// Most colours a GIF colour table holds.
const MAX_COLOURS: usize = 256;

/// The palette (most frequent first) and each pixel's index into it.
pub(super) fn quantise(rgba: &[u8]) -> (Vec<[u8; 3]>, Vec<u8>) {
    let rgb = |p: &[u8]| u32::from_be_bytes([0, p[0], p[1], p[2]]);
    let mut counts: HashMap<u32, u32> = HashMap::new();
    for p in rgba.chunks_exact(4) {
        *counts.entry(rgb(p)).or_default() += 1;
    }
    let mut by_count: Vec<(u32, u32)> = counts.into_iter().collect();
    // Most frequent first; ties by colour, so the same frame always gives the same file.
    by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let kept: Vec<u32> = by_count.iter().take(MAX_COLOURS).map(|&(c, _)| c).collect();
    let mut index: HashMap<u32, u8> = kept
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, i as u8))
        .collect();
    let split = |c: u32| [(c >> 16) as u8, (c >> 8) as u8, c as u8];
    let palette: Vec<[u8; 3]> = kept.iter().map(|&c| split(c)).collect();
    let mut indices = Vec::with_capacity(rgba.len() / 4);
    for p in rgba.chunks_exact(4) {
        let c = rgb(p);
        let i = *index
            .entry(c)
            .or_insert_with(|| nearest(&palette, split(c)));
        indices.push(i);
    }
    (palette, indices)
}

/// The index of the palette colour closest to `c` (squared distance in RGB).
fn nearest(palette: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let distance = |p: &[u8; 3]| {
        (0..3)
            .map(|i| (p[i] as i32 - c[i] as i32).pow(2))
            .sum::<i32>()
    };
    (0..palette.len())
        .min_by_key(|&i| distance(&palette[i]))
        .unwrap_or(0) as u8
}

//! Symmetric constellations: the classifying search that records every completion, and the
//! small search for the solutions a rotation leaves unchanged (for Burnside's lemma).

use std::cmp::Ordering;

use super::constellation::image;
use super::prepared::Prepared;
use super::Tally;
use crate::symmetry::Transform;

/// The general exact path: every completion recorded and classified.
pub(super) fn classify(p: &Prepared) -> Tally {
    let mut c = Classify {
        p,
        perm: p.fixed,
        tally: Tally::default(),
    };
    c.go(0, 0, 0, 0);
    c.tally
}

/// The exact path for constellations with symmetries: record each completion and classify it.
struct Classify<'a> {
    p: &'a Prepared,
    perm: [u8; 32],
    tally: Tally,
}

impl Classify<'_> {
    fn go(&mut self, k: usize, cols: u32, ld: u32, rd: u32) {
        let levels = &self.p.levels;
        if k == levels.len() {
            self.tally.nodes += (k > 0) as u64;
            self.leaf();
            return;
        }
        let cur = levels[k];
        let mut free = cur.allowed & !(cols | ld | rd);
        if k + 1 < levels.len() {
            self.tally.nodes += free.count_ones() as u64;
        }
        let s = cur.shift;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.perm[self.p.rows[k] as usize] = bit.trailing_zeros() as u8;
            self.go(k + 1, cols | bit, (ld | bit) << s, (rd | bit) >> s);
        }
    }

    /// Keeps the solution only if no symmetry of the constellation maps it to a smaller one.
    fn leaf(&mut self) {
        let n = self.p.n;
        let p = &self.perm[..n];
        let mut stab = 1u64;
        for &g in &Transform::ALL[1..] {
            if self.p.stab & (1 << g.index()) == 0 {
                continue;
            }
            let mut q = [0u8; 32];
            for (r, &c) in p.iter().enumerate() {
                let (r2, c2) = image(g, n, (r, c as usize));
                q[r2] = c2 as u8;
            }
            match q[..n].cmp(p) {
                Ordering::Less => return,
                Ordering::Equal => stab += 1,
                Ordering::Greater => {}
            }
        }
        self.tally.solutions += 8 / stab;
        self.tally.fundamental += 1;
    }
}

/// Completions of the pre-placed rows `fixed` (column per row, `u8::MAX` for free rows) that
/// symmetry `g` maps onto themselves; `fixed` must be invariant under `g`. Queens are placed
/// a whole orbit under `g` at a time, so this is a search over a fraction of the rows.
/// Returns (completions, orbits placed).
pub(super) fn count_invariant(n: usize, fixed: &[u8; 32], g: Transform) -> (u64, u64) {
    struct Search {
        n: usize,
        g: Transform,
        rows: [u8; 32],
        cols: u32,
        diag: u64,
        anti: u64,
        nodes: u64,
    }
    impl Search {
        fn go(&mut self) -> u64 {
            let n = self.n;
            let m = n - 1;
            let Some(r) = self.rows[..n].iter().position(|&c| c == u8::MAX) else {
                return 1;
            };
            let mut total = 0;
            for c in 0..n {
                let mut orbit = [(0, 0); 4];
                let mut len = 0;
                let mut sq = (r, c);
                let (mut rows, mut cols, mut diag, mut anti) =
                    (0u32, self.cols, self.diag, self.anti);
                let ok = loop {
                    let (qr, qc) = sq;
                    let (d, a) = (1u64 << (qr + m - qc), 1u64 << (qr + qc));
                    if self.rows[qr] != u8::MAX
                        || rows & 1 << qr != 0
                        || cols & 1 << qc != 0
                        || diag & d != 0
                        || anti & a != 0
                    {
                        break false;
                    }
                    rows |= 1 << qr;
                    cols |= 1 << qc;
                    diag |= d;
                    anti |= a;
                    orbit[len] = sq;
                    len += 1;
                    sq = image(self.g, n, (qr, qc));
                    if sq == (r, c) {
                        break true;
                    }
                };
                if !ok {
                    continue;
                }
                self.nodes += 1;
                let saved = (self.cols, self.diag, self.anti);
                (self.cols, self.diag, self.anti) = (cols, diag, anti);
                for &(qr, qc) in &orbit[..len] {
                    self.rows[qr] = qc as u8;
                }
                total += self.go();
                for &(qr, _) in &orbit[..len] {
                    self.rows[qr] = u8::MAX;
                }
                (self.cols, self.diag, self.anti) = saved;
            }
            total
        }
    }
    let m = n - 1;
    let mut s = Search {
        n,
        g,
        rows: *fixed,
        cols: 0,
        diag: 0,
        anti: 0,
        nodes: 0,
    };
    for (r, &c) in fixed[..n].iter().enumerate() {
        if c != u8::MAX {
            let c = c as usize;
            s.cols |= 1 << c;
            s.diag |= 1 << (r + m - c);
            s.anti |= 1 << (r + c);
        }
    }
    let count = s.go();
    (count, s.nodes)
}

//! GIF's variant of LZW: variable-width codes from `bits + 1` up to 12 bits, packed least
//! significant bit first, a clear code to start and whenever the 4096-entry table fills, and an
//! end code.

use std::collections::HashMap;

/// Widest code GIF allows.
const MAX_BITS: u32 = 12;

/// Packs codes of varying width into bytes, least significant bit first.
struct Bits {
    out: Vec<u8>,
    acc: u32,
    len: u32,
}

impl Bits {
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= (code as u32) << self.len;
        self.len += width;
        while self.len >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.len -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.len > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// The LZW data of `indices` (each below 2^`bits`) with minimum code size `bits` (2 to 8).
pub(super) fn compress(indices: &[u8], bits: u32) -> Vec<u8> {
    let clear = 1u16 << bits;
    let end = clear + 1;
    let mut out = Bits {
        out: Vec::with_capacity(indices.len() / 2),
        acc: 0,
        len: 0,
    };
    let mut width = bits + 1;
    let mut next = end + 1;
    // (prefix code, next index) -> code of the longer string.
    let mut table: HashMap<u32, u16> = HashMap::with_capacity(4096);
    out.put(clear, width);
    let Some((&first, rest)) = indices.split_first() else {
        out.put(end, width);
        return out.finish();
    };
    let mut prefix = first as u16;
    for &k in rest {
        let key = ((prefix as u32) << 8) | k as u32;
        if let Some(&code) = table.get(&key) {
            prefix = code;
            continue;
        }
        out.put(prefix, width);
        if next < 1 << MAX_BITS {
            table.insert(key, next);
            next += 1;
            // The decoder adds this entry one code later; it widens when its table reaches
            // 2^width, which is when ours has passed it.
            if next > 1 << width && width < MAX_BITS {
                width += 1;
            }
        } else {
            out.put(clear, width);
            table.clear();
            width = bits + 1;
            next = end + 1;
        }
        prefix = k as u16;
    }
    out.put(prefix, width);
    // The decoder adds one more entry on reading that last code, and may widen before the end.
    if next >= 1 << width && width < MAX_BITS {
        width += 1;
    }
    out.put(end, width);
    out.finish()
}

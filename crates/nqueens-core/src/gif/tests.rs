//! The encoder against a decoder written here from the GIF89a specification (not from the
//! encoder): every pixel of every frame comes back, with the delays and the loop count.

use super::*;

/// A decoded animation: size, loop count, and each frame's delay and RGB pixels.
struct Decoded {
    width: usize,
    height: usize,
    loops: u16,
    frames: Vec<(u16, Vec<[u8; 3]>)>,
}

fn u16_at(data: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([data[at], data[at + 1]])
}

/// LZW decoding as the specification gives it: the table grows after each code but the first
/// since a clear, and codes widen when the table's next free entry reaches 2^width.
fn unlzw(data: &[u8], bits: u32) -> Vec<u8> {
    let clear = 1usize << bits;
    let end = clear + 1;
    let mut table: Vec<Vec<u8>> = (0..clear).map(|i| vec![i as u8]).collect();
    table.push(vec![]);
    table.push(vec![]);
    let (mut width, mut pos, mut out) = (bits + 1, 0usize, vec![]);
    let mut previous: Option<usize> = None;
    loop {
        let mut code = 0usize;
        for i in 0..width as usize {
            let bit = (data[(pos + i) / 8] >> ((pos + i) % 8)) & 1;
            code |= (bit as usize) << i;
        }
        pos += width as usize;
        if code == clear {
            table.truncate(end + 1);
            width = bits + 1;
            previous = None;
            continue;
        }
        if code == end {
            return out;
        }
        let entry = match (table.get(code), previous) {
            (Some(e), _) => e.clone(),
            (None, Some(p)) => {
                let mut e = table[p].clone();
                e.push(table[p][0]);
                e
            }
            (None, None) => panic!("code {code} before any entry"),
        };
        if let Some(p) = previous {
            if table.len() < 4096 {
                let mut e = table[p].clone();
                e.push(entry[0]);
                table.push(e);
                if table.len() == 1 << width && width < 12 {
                    width += 1;
                }
            }
        }
        out.extend_from_slice(&entry);
        previous = Some(code);
    }
}

fn decode(data: &[u8]) -> Decoded {
    assert_eq!(&data[..6], b"GIF89a");
    let (width, height) = (u16_at(data, 6) as usize, u16_at(data, 8) as usize);
    assert_eq!(data[10] & 0x80, 0, "no global colour table");
    let mut at = 13;
    let (mut loops, mut delay, mut frames) = (u16::MAX, 0, vec![]);
    loop {
        match data[at] {
            0x21 => {
                let label = data[at + 1];
                at += 2;
                let mut blocks = vec![];
                while data[at] != 0 {
                    blocks.push(data[at + 1..at + 1 + data[at] as usize].to_vec());
                    at += 1 + data[at] as usize;
                }
                at += 1;
                match label {
                    0xF9 => delay = u16_at(&blocks[0], 1),
                    0xFF if blocks[0] == b"NETSCAPE2.0" => loops = u16_at(&blocks[1], 1),
                    _ => {}
                }
            }
            0x2C => {
                assert_eq!(
                    (u16_at(data, at + 5), u16_at(data, at + 7)),
                    (width as u16, height as u16)
                );
                let packed = data[at + 9];
                assert_ne!(packed & 0x80, 0, "a local colour table");
                let entries = 2usize << (packed & 7);
                at += 10;
                let colours: Vec<[u8; 3]> = (0..entries)
                    .map(|i| [data[at + 3 * i], data[at + 3 * i + 1], data[at + 3 * i + 2]])
                    .collect();
                at += 3 * entries;
                let bits = data[at] as u32;
                at += 1;
                let mut lzw = vec![];
                while data[at] != 0 {
                    lzw.extend_from_slice(&data[at + 1..at + 1 + data[at] as usize]);
                    at += 1 + data[at] as usize;
                }
                at += 1;
                let indices = unlzw(&lzw, bits);
                assert_eq!(indices.len(), width * height);
                frames.push((
                    delay,
                    indices.iter().map(|&i| colours[i as usize]).collect(),
                ));
            }
            0x3B => break,
            other => panic!("unexpected block {other:#x} at {at}"),
        }
    }
    Decoded {
        width,
        height,
        loops,
        frames,
    }
}

/// A frame with a few flat colours (a board's squares) and a noisy band (soft edges, text).
fn picture(width: u32, height: u32, variant: u32, noisy: bool) -> Vec<u8> {
    let mut out = vec![];
    let mut x = variant.wrapping_mul(2654435761) | 1;
    for y in 0..height {
        for col in 0..width {
            let light = ((col / 8) + (y / 8) + variant).is_multiple_of(2);
            let mut p = if light {
                [240, 217, 181]
            } else {
                [181, 136, 99]
            };
            if noisy && y < height / 4 {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                p = [x as u8, (x >> 8) as u8, (x >> 16) as u8];
            }
            out.extend_from_slice(&[p[0], p[1], p[2], 255]);
        }
    }
    out
}

fn rgb(rgba: &[u8]) -> Vec<[u8; 3]> {
    rgba.chunks_exact(4).map(|p| [p[0], p[1], p[2]]).collect()
}

#[test]
fn frames_with_few_colours_come_back_exactly_with_their_delays_and_loop() {
    let (w, h) = (37, 23);
    let mut gif = Encoder::new(w, h, 0).unwrap();
    let frames: Vec<Vec<u8>> = (0..4).map(|i| picture(w, h, i, false)).collect();
    for (i, f) in frames.iter().enumerate() {
        gif.add_frame(f, 10 + i as u32).unwrap();
    }
    assert_eq!(gif.frames(), 4);
    let decoded = decode(&gif.finish().unwrap());
    assert_eq!((decoded.width, decoded.height, decoded.loops), (37, 23, 0));
    assert_eq!(decoded.frames.len(), 4);
    for (i, (delay, pixels)) in decoded.frames.iter().enumerate() {
        assert_eq!(*delay, 10 + i as u16);
        assert_eq!(pixels, &rgb(&frames[i]));
    }
}

#[test]
fn large_frames_fill_the_code_table_and_clear_it() {
    // Noise fills the 4096 codes several times; every width from 3 to 12 bits is used.
    let (w, h) = (300, 200);
    let frame = picture(w, h, 7, true);
    let mut gif = Encoder::new(w, h, 3).unwrap();
    gif.add_frame(&frame, 5).unwrap();
    let decoded = decode(&gif.finish().unwrap());
    assert_eq!(decoded.loops, 3);
    let (_, pixels) = &decoded.frames[0];
    // The board's flat part comes back exactly; noisy pixels come back as kept colours.
    let original = rgb(&frame);
    let flat = (h as usize / 4) * w as usize;
    assert_eq!(pixels[flat..], original[flat..]);
    let palette: std::collections::HashSet<[u8; 3]> = pixels.iter().copied().collect();
    assert!(palette.len() <= 256);
}

#[test]
fn every_run_length_round_trips() {
    // Short images of one colour end at each point of a code's widening.
    for len in 1..600u32 {
        let frame: Vec<u8> = (0..len)
            .flat_map(|i| {
                if i.is_multiple_of(3) {
                    [1, 2, 3, 255]
                } else {
                    [9, 9, 9, 255]
                }
            })
            .collect();
        let mut gif = Encoder::new(len, 1, 0).unwrap();
        gif.add_frame(&frame, 1).unwrap();
        let decoded = decode(&gif.finish().unwrap());
        assert_eq!(decoded.frames[0].1, rgb(&frame), "length {len}");
    }
}

#[test]
fn limits_are_refused_with_their_words() {
    let too_wide = Encoder::new(MAX_SIDE + 1, 10, 0).unwrap_err();
    assert!(
        too_wide.to_string().contains(&MAX_SIDE.to_string()),
        "{too_wide}"
    );
    let mut gif = Encoder::new(2, 2, 0).unwrap();
    assert!(matches!(
        gif.add_frame(&[0; 15], 1),
        Err(Error::Argument(_))
    ));
    assert!(matches!(
        gif.add_frame(&[0; 16], MAX_DELAY_CS + 1),
        Err(Error::Argument(_))
    ));
    assert!(matches!(
        Encoder::new(2, 2, 0).unwrap().finish(),
        Err(Error::Argument(_))
    ));
    let refused = check_frames(MAX_FRAMES + 1).unwrap_err();
    assert!(
        refused.to_string().contains(&MAX_FRAMES.to_string()),
        "{refused}"
    );
    assert!(check_frames(MAX_FRAMES).is_ok());
    for _ in 0..MAX_FRAMES {
        gif.add_frame(&[0; 16], 1).unwrap();
    }
    assert!(matches!(
        gif.add_frame(&[0; 16], 1),
        Err(Error::Argument(_))
    ));
}

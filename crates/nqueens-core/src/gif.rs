//! Animated GIF pictures of a search, for slides and pages that show no script. The page draws
//! each frame (the board and its caption) and hands the pixels here; this module turns them into
//! a GIF89a file: each frame's colours reduced to a palette of at most 256 (a board has a dozen,
//! plus the soft edges of queens and letters), compressed with GIF's LZW, with its delay and the
//! loop. It is plain Rust so the page (through the wasm bindings), the notebook and the tests run
//! the same encoder.
//!
//! Frames are added one at a time ([`Encoder::add_frame`]), so a caller can show progress and
//! stop between frames; each frame carries its own colour table, so nothing about the later
//! frames needs to be known before the first is written.

mod lzw;
mod palette;

use crate::error::{Error, Result};
use crate::words::msg;

/// Most frames one animation may hold: a stretch of the search longer than this is refused
/// before it is drawn (200 events make a slide's worth; a GIF of thousands is megabytes).
pub const MAX_FRAMES: usize = 600;
/// Largest width or height of a frame, in pixels (a slide's board; more only makes the file
/// larger than a page should hold in memory).
pub const MAX_SIDE: u32 = 1200;
/// Longest a frame may stay, in hundredths of a second (GIF's unit; a minute).
pub const MAX_DELAY_CS: u32 = 6000;

/// Writes an animated GIF frame by frame.
#[derive(Debug)]
pub struct Encoder {
    width: u16,
    height: u16,
    out: Vec<u8>,
    frames: usize,
}

impl Encoder {
    /// An animation of `width` x `height` pixels that plays `loops` times (0: for ever).
    pub fn new(width: u32, height: u32, loops: u16) -> Result<Encoder> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(Error::Argument(msg!(
                "export.size",
                width = width,
                height = height,
                max = MAX_SIDE
            )));
        }
        let mut out = Vec::with_capacity(1 << 16);
        out.extend_from_slice(b"GIF89a");
        out.extend_from_slice(&(width as u16).to_le_bytes());
        out.extend_from_slice(&(height as u16).to_le_bytes());
        // No global colour table (each frame has its own), background 0, square pixels.
        out.extend_from_slice(&[0, 0, 0]);
        // The NETSCAPE2.0 extension: how many times the animation repeats.
        out.extend_from_slice(&[0x21, 0xFF, 0x0B]);
        out.extend_from_slice(b"NETSCAPE2.0");
        out.extend_from_slice(&[0x03, 0x01]);
        out.extend_from_slice(&loops.to_le_bytes());
        out.push(0);
        Ok(Encoder {
            width: width as u16,
            height: height as u16,
            out,
            frames: 0,
        })
    }

    /// How many frames have been added.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// Adds a frame of RGBA pixels (row by row, 4 bytes each; alpha is ignored: the page draws
    /// on an opaque background) shown for `delay_cs` hundredths of a second.
    pub fn add_frame(&mut self, rgba: &[u8], delay_cs: u32) -> Result<()> {
        if self.frames >= MAX_FRAMES {
            return Err(too_many_frames(self.frames + 1));
        }
        let pixels = self.width as usize * self.height as usize;
        if rgba.len() != pixels * 4 {
            return Err(Error::Argument(msg!(
                "export.pixels",
                got = rgba.len(),
                bytes = pixels * 4,
                width = self.width,
                height = self.height
            )));
        }
        if delay_cs > MAX_DELAY_CS {
            return Err(Error::Argument(msg!(
                "export.delay",
                delay = delay_cs,
                max = MAX_DELAY_CS
            )));
        }
        let (colours, indices) = palette::quantise(rgba);
        // The colour table holds 2^bits entries; GIF's LZW starts from at least 2 bits.
        let bits = (usize::BITS - (colours.len().max(2) - 1).leading_zeros()).max(2);
        // Graphic control: keep the frame when the next is drawn over it, its delay.
        self.out.extend_from_slice(&[0x21, 0xF9, 0x04, 0x04]);
        self.out.extend_from_slice(&(delay_cs as u16).to_le_bytes());
        self.out.extend_from_slice(&[0, 0]);
        // Image descriptor: the whole screen, with a local colour table of 2^bits entries.
        self.out.push(0x2C);
        self.out.extend_from_slice(&[0, 0, 0, 0]);
        self.out.extend_from_slice(&self.width.to_le_bytes());
        self.out.extend_from_slice(&self.height.to_le_bytes());
        self.out.push(0x80 | (bits as u8 - 1));
        for i in 0..1usize << bits {
            let [r, g, b] = colours.get(i).copied().unwrap_or([0, 0, 0]);
            self.out.extend_from_slice(&[r, g, b]);
        }
        self.out.push(bits as u8);
        let data = lzw::compress(&indices, bits);
        for block in data.chunks(255) {
            self.out.push(block.len() as u8);
            self.out.extend_from_slice(block);
        }
        self.out.push(0);
        self.frames += 1;
        Ok(())
    }

    /// The finished file. An animation needs at least one frame.
    pub fn finish(mut self) -> Result<Vec<u8>> {
        if self.frames == 0 {
            return Err(Error::Argument(msg!("export.no-frames")));
        }
        self.out.push(0x3B);
        Ok(self.out)
    }
}

/// The refusal of a stretch of `frames` frames, for callers that know the count before drawing.
pub fn too_many_frames(frames: usize) -> Error {
    Error::Argument(msg!(
        "export.too-many-frames",
        frames = frames,
        max = MAX_FRAMES
    ))
}

/// The refusal of a frame after the file was finished.
pub fn finished() -> Error {
    Error::Argument(msg!("export.finished"))
}

/// Checks a planned stretch of `frames` frames against [`MAX_FRAMES`] before any is drawn.
pub fn check_frames(frames: usize) -> Result<()> {
    if frames == 0 {
        return Err(Error::Argument(msg!("export.no-frames")));
    }
    if frames > MAX_FRAMES {
        return Err(too_many_frames(frames));
    }
    Ok(())
}

#[cfg(test)]
mod tests;

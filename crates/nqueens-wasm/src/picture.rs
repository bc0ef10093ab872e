//! Pictures of the Step view for slides and paper: the core's SVG of a position, the core's GIF
//! encoder fed frame by frame (so the page can show progress and stop between frames), and the
//! check of a stretch's length against the core's limit before any frame is drawn.

use nqueens_core::gif;
use nqueens_core::show::svg;
use wasm_bindgen::prelude::*;

use crate::error::{fail, JsResult};
use crate::step::Stepper;

#[wasm_bindgen]
impl Stepper {
    /// The current position as an SVG picture (the core's drawing: plain presentation
    /// attributes, the narration as its title, each queen a `<g class="queen">`).
    pub fn svg(&self) -> String {
        svg::step(&self.inner.state())
    }
}

/// An animated GIF written one frame at a time.
#[wasm_bindgen]
pub struct GifEncoder {
    inner: Option<gif::Encoder>,
}

#[wasm_bindgen]
impl GifEncoder {
    /// `width` x `height` pixels, played `loops` times (0: for ever).
    #[wasm_bindgen(constructor)]
    pub fn new(width: u32, height: u32, loops: u16) -> JsResult<GifEncoder> {
        Ok(GifEncoder {
            inner: Some(gif::Encoder::new(width, height, loops).map_err(fail)?),
        })
    }

    /// Adds a frame of RGBA pixels (a canvas's `ImageData.data`) shown for `delayCs`
    /// hundredths of a second.
    #[wasm_bindgen(js_name = addFrame)]
    pub fn add_frame(&mut self, rgba: &[u8], delay_cs: u32) -> JsResult<()> {
        match &mut self.inner {
            Some(encoder) => encoder.add_frame(rgba, delay_cs).map_err(fail),
            None => Err(fail(gif::finished())),
        }
    }

    /// Frames added so far.
    pub fn frames(&self) -> usize {
        self.inner.as_ref().map_or(0, |e| e.frames())
    }

    /// The file's bytes; the encoder takes no more frames afterwards.
    pub fn finish(&mut self) -> JsResult<Vec<u8>> {
        match self.inner.take() {
            Some(encoder) => encoder.finish().map_err(fail),
            None => Err(fail(gif::finished())),
        }
    }
}

/// Refuses a stretch of `frames` events that an animation cannot hold, before it is drawn.
#[wasm_bindgen(js_name = checkFrames)]
pub fn check_frames(frames: usize) -> JsResult<()> {
    gif::check_frames(frames).map_err(fail)
}

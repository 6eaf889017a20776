//! Where the texts of a picture go: an SVG being written that keeps the box of every text
//! it writes, its width estimated from the text's display width, so a test can check the
//! very layout that is drawn.

use crate::report::width;

/// Width of one terminal column of text in em: sans-serif letters average about half an
/// em, so 0.62 leaves room for the wide ones (`W`, `m`) and for bold type; an East Asian wide
/// character takes two columns.
const EM_PER_COLUMN: f64 = 0.62;

/// The estimated width in px of `s` set in `size` px type.
pub fn text_width(s: &str, size: f64) -> f64 {
    width(s) as f64 * size * EM_PER_COLUMN
}

/// The box a text of the picture takes: its top left corner, width and height in px.
#[derive(Clone, Debug, PartialEq)]
pub struct TextBox {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    pub text: String,
}

impl TextBox {
    /// Whether the two boxes share more than an edge.
    pub fn overlaps(&self, other: &TextBox) -> bool {
        self.x < other.x + other.width
            && other.x < self.x + self.width
            && self.y < other.y + other.height
            && other.y < self.y + self.height
    }
}

/// Where the texts of a picture are: the canvas size and every text's box.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub width: f64,
    pub height: f64,
    pub texts: Vec<TextBox>,
}

/// How a text stands at its x.
#[derive(Clone, Copy)]
pub(super) enum Anchor {
    Start,
    Middle,
}

/// The SVG being written, and the box of every text written so far.
#[derive(Default)]
pub(super) struct Canvas {
    pub(super) svg: String,
    pub(super) texts: Vec<TextBox>,
}

impl Canvas {
    /// Keeps the box of the plain text `plain` set in `size` px type with its baseline at
    /// `y`: from 0.8 em above the baseline to 0.2 em below it.
    pub(super) fn keep(&mut self, x: f64, y: f64, size: f64, anchor: Anchor, plain: &str) {
        let w = text_width(plain, size);
        let left = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - w / 2.0,
        };
        self.texts.push(TextBox {
            x: left,
            y: y - 0.8 * size,
            width: w,
            height: size,
            text: plain.to_string(),
        });
    }

    /// Writes a `<text>` element on a line of its own (`attrs` already escaped, `inner` its
    /// markup) and keeps the box of `plain`, the words it shows.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn text(
        &mut self,
        x: f64,
        y: f64,
        size: f64,
        anchor: Anchor,
        attrs: &str,
        inner: &str,
        plain: &str,
    ) {
        let e = self.element(x, y, size, anchor, attrs, inner, plain);
        self.svg.push_str(&e);
        self.svg.push('\n');
    }

    /// The `<text>` element of [`Canvas::text`], to be written by the caller; its box is kept.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn element(
        &mut self,
        x: f64,
        y: f64,
        size: f64,
        anchor: Anchor,
        attrs: &str,
        inner: &str,
        plain: &str,
    ) -> String {
        let anchor_attr = match anchor {
            Anchor::Start => "",
            Anchor::Middle => r#" text-anchor="middle""#,
        };
        self.keep(x, y, size, anchor, plain);
        format!(
            r#"<text{attrs} x="{x:.1}" y="{y:.1}"{anchor_attr} font-size="{size}">{inner}</text>"#
        )
    }
}

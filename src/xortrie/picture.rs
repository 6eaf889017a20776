//! A picture of a round as it ended: an SVG of the 0/1 trie of spec §1 (the root, then layer
//! 10 down to layer 0), with each player's sequence as a path in their own colour, the
//! public sequence, both nodes of every marker pair, who claimed layers 5–9, eliminated
//! players greyed, and how the round ended as the caption; below, the legend and the
//! timeline of the round's turns, wrapped to the picture's width. A picture is shown at
//! most [`MAX_SHOWN_WIDTH`] wide (a wider drawing is scaled down), so it fits a screen.
//!
//! The full trie has 4,095 nodes; only the nodes some sequence or marker passes through are
//! drawn, laid out as a tidy tree: the leaves in trie order (the 0-child left of the
//! 1-child) get one column each, and an inner node sits midway above its children. So every
//! drawn node is a real trie node, each path passes exactly the nodes of its value, and
//! paths that share a prefix share those nodes. Shared edges stay readable because the
//! paths are stacked as nested stripes: the first drawn is the widest.
//!
//! The markup is plain and marked for machines too (`class` and `data-` attributes), so a
//! test can check the drawing by parsing it. Every text is placed through [`Canvas::text`],
//! which also keeps the box it takes ([`TextBox`], its width estimated from the text's
//! display width), so [`layout`] gives the very boxes that [`round_svg`] draws, and a test
//! can check that no text is cut off or covers another.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

mod canvas;
mod timeline;

pub use canvas::{text_width, Layout, TextBox};

use super::report::round_report;
use super::rules::{hb, sb, Round, What, TOP_BIT};
use super::story::EventReport;
use canvas::{Anchor, Canvas};
use timeline::{timeline, TIMELINE_ROW};

/// The widest a picture is shown, in px: a screen's width. A picture drawn wider (long
/// names under many leaves) is scaled down to it (its `viewBox` keeps the drawing's size).
pub const MAX_SHOWN_WIDTH: f64 = 1600.0;

/// The narrowest the timeline's lines are wrapped to, in px.
const TIMELINE_MIN_WIDTH: f64 = 640.0;

/// How wide the lines of a fate under a leaf may be (10 px type).
const FATE_WIDTH: f64 = 80.0;

/// Bits of a sequence: layers 10 down to 0.
const LAYERS: u32 = TOP_BIT + 1;
const ROW: f64 = 56.0;
const MIN_COLUMN: f64 = 64.0;
const LEFT: f64 = 90.0;
const TOP: f64 = 70.0;
const RIGHT: f64 = 250.0;
const RADIUS: f64 = 9.0;
const GREY: &str = "#a0a0a0";
const PUBLIC: &str = "#303030";
const COLOURS: [&str; 8] = [
    "#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#0fa3b1", "#f032e6", "#9a6324",
];

/// A trie node: how many bits are decided (0 for the root, 11 for a node of layer 0) and
/// their value, the top bit first.
type Node = (u32, u32);

/// The node of layer `layer` on the path of `v`.
fn node_at(v: u32, layer: u32) -> Node {
    (LAYERS - layer, (v & ((1 << LAYERS) - 1)) >> layer)
}

/// The nodes a sequence passes, from the root down to layer `lowest`.
fn path(v: u32, lowest: u32) -> impl Iterator<Item = Node> {
    std::iter::once((0, 0)).chain((lowest..LAYERS).rev().map(move |l| node_at(v, l)))
}

/// Text for XML: a player name may hold `<` or `&` (any character but whitespace, control
/// characters and `=`).
pub fn xml(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains(['&', '<', '>', '"', '\'']) {
        return s.into();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out.into()
}

/// A sequence to draw; `fate` is how an eliminated player went out, from the round's
/// story, in short lines ("out turn 6:", "duel with Bob").
struct Stroke {
    fate: Vec<String>,
    class: &'static str,
    name: String,
    value: u32,
    colour: &'static str,
    note: String,
}

/// The SVG of round `number` (1-based) of a match seated as `names`.
pub fn round_svg(names: &[String], round: &Round, number: usize) -> String {
    draw(names, round, number).canvas.svg
}

/// `text` in lines at most `width` px wide in `size` px type, broken between words (a
/// longer word stands alone on its line).
fn wrap(text: &str, width: f64, size: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if text_width(&format!("{line} {word}"), size) <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// Where the texts of [`round_svg`]'s picture are, computed by the same drawing.
pub fn layout(names: &[String], round: &Round, number: usize) -> Layout {
    let canvas = draw(names, round, number);
    let (width, height) = canvas.size;
    Layout {
        width,
        height,
        texts: canvas.canvas.texts,
    }
}

/// A drawn picture: its markup, its size and its texts' boxes.
struct Drawn {
    size: (f64, f64),
    canvas: Canvas,
}

fn draw(names: &[String], round: &Round, number: usize) -> Drawn {
    let report = round_report(names, round, true);
    let mut strokes = vec![Stroke {
        fate: Vec::new(),
        class: "public",
        name: "public".into(),
        value: round.public,
        colour: PUBLIC,
        note: "the public sequence".into(),
    }];
    for (p, (player, state)) in report.players.iter().zip(&round.players).enumerate() {
        let fate = round
            .events
            .iter()
            .filter(|e| e.player() == Some(p) && matches!(e.what, What::Elimination(_)))
            .map(|e| {
                let told = EventReport::new(names, e);
                let mut lines = vec![format!("out turn {}:", e.turn)];
                lines.extend(wrap(&told.cause.unwrap_or_default(), FATE_WIDTH, 10.0));
                lines
            })
            .next()
            .unwrap_or_default();
        strokes.push(Stroke {
            fate,
            class: "player",
            name: player.name.clone(),
            value: state.value,
            colour: if state.eliminated {
                GREY
            } else {
                COLOURS[p % COLOURS.len()]
            },
            note: format!(
                "score {}, quan {}, total {}, {}{}",
                player.score,
                player.quan,
                player.total,
                if player.eliminated {
                    "eliminated"
                } else {
                    "active"
                },
                player.medal.map_or(String::new(), |m| format!(", {m}")),
            ),
        });
    }

    // The drawn trie: every node a sequence passes, and the paths down to the marker nodes.
    let mut nodes: BTreeSet<Node> = BTreeSet::new();
    for s in &strokes {
        nodes.extend(path(s.value, 0));
    }
    let marker_layers = |card: u32| -> Vec<u32> { hb(card).into_iter().chain(sb(card)).collect() };
    for m in &round.markers {
        let card = u32::from(m.card);
        if let Some(&lowest) = marker_layers(card).last() {
            nodes.extend(path(card, lowest));
        }
    }

    // Leaves take a column each in trie order; a parent sits midway above its children. A
    // column is as wide as the widest label under a leaf.
    let label_width = strokes
        .iter()
        .map(|s| {
            let words = text_width(&s.name, 12.0).max(text_width(&s.value.to_string(), 12.0));
            // The fate lines are set in 10 px type.
            let fate = s
                .fate
                .iter()
                .map(|f| text_width(f, 10.0))
                .fold(0.0, f64::max);
            words.max(fate)
        })
        .fold(0.0, f64::max)
        + 12.0;
    let column = MIN_COLUMN.max(label_width);
    let mut x: BTreeMap<Node, f64> = BTreeMap::new();
    let mut leaves = 0usize;
    place(&nodes, (0, 0), column, &mut leaves, &mut x);
    let y = |depth: u32| TOP + f64::from(depth) * ROW;
    let bottom = y(LAYERS);
    // The claims of layers 5..9, in the panel right of the trie.
    let claims: Vec<(u32, String)> = (5..=9)
        .rev()
        .map(|layer| {
            let who: Vec<&str> = report
                .players
                .iter()
                .zip(&round.players)
                .filter(|(_, s)| s.has_claimed(layer))
                .map(|(p, _)| p.name.as_str())
                .collect();
            let text = if who.is_empty() {
                "no claim".to_string()
            } else {
                format!("claimed: {}", who.join(", "))
            };
            (layer, text)
        })
        .collect();
    let panel = LEFT + leaves as f64 * column + 16.0;
    let panel_width = claims
        .iter()
        .map(|(_, t)| text_width(t, 12.0))
        .fold(RIGHT - 28.0, f64::max);
    let trie_right = panel + panel_width + 12.0;
    // The timeline under the legend, a row per turn, wrapped to the trie's width.
    let timeline_x = 12.0;
    let rows = timeline(names, round, (trie_right - 24.0).max(TIMELINE_MIN_WIDTH));
    let timeline_right = rows
        .iter()
        .map(|r| timeline_x + r.indent + text_width(&r.plain, 12.0) + 12.0)
        .fold(trie_right, f64::max);
    // Labels of sequences that end on the same leaf stack up under it: a name, a value
    // and the fate's lines, 13 px apart.
    let label_height = |s: &Stroke| 30.0 + 13.0 * s.fate.len() as f64;
    let mut ending_at: BTreeMap<Node, f64> = BTreeMap::new();
    for s in &strokes {
        *ending_at.entry(node_at(s.value, 0)).or_insert(0.0) += label_height(s);
    }
    let stack = ending_at.values().copied().fold(43.0, f64::max);
    let labels_end = bottom + 24.0 + stack;

    // The legend: every sequence and every marker pair in words, then the game's own words.
    let mut legend: Vec<(String, String)> = Vec::new();
    for s in &strokes {
        let head = format!("{} {}", s.name, s.value);
        legend.push((
            format!(
                r#" fill="{}"><tspan font-weight="bold">{}</tspan>: {}"#,
                s.colour,
                xml(&head),
                xml(&s.note)
            ),
            format!("{head}: {}", s.note),
        ));
    }
    for m in &round.markers {
        let card = u32::from(m.card);
        let nodes = match marker_layers(card)[..] {
            [h, s] => format!("nodes on layers {h} and {s}"),
            [h] => format!("one node on layer {h}, never a pair"),
            _ => "no node".to_string(),
        };
        let state = if m.on_board {
            "on the board"
        } else {
            "removed"
        };
        let line = format!("marker {card}: {nodes} ({state})");
        legend.push((format!(">{line}"), line));
    }
    for line in [
        "quan: worth 100 points each; won by marker pairs and duels",
        "claimed: layers 5..9 score for the first four to reach them",
        "timeline (below): a row per turn and who played it, with the skills used and \
         countered, the duels (the sequences, bits and highest bits that decided them) and \
         the eliminations",
    ] {
        legend.push((
            format!(r#" class="explain" fill="{PUBLIC}">{line}"#),
            line.to_string(),
        ));
    }
    let caption = format!(
        "Round {number}: {}; public sequence {}",
        report.ending(),
        round.public
    );
    let width = legend
        .iter()
        .map(|(_, plain)| text_width(plain, 12.0))
        .chain([text_width(&caption, 16.0)])
        .fold(timeline_right, |w, t| w.max(12.0 + t + 12.0));
    let legend_end = labels_end + 20.0 + 18.0 * legend.len() as f64;
    let timeline_top = legend_end + 24.0;
    let height = if rows.is_empty() {
        legend_end
    } else {
        timeline_top + 20.0 + TIMELINE_ROW * rows.len() as f64
    };
    // Shown at most a screen wide: a wider drawing is scaled down as a whole.
    let shown = (
        width.min(MAX_SHOWN_WIDTH),
        height * width.min(MAX_SHOWN_WIDTH) / width,
    );

    // Writing to a String cannot fail, so the results of `writeln!` are let go.
    let mut c = Canvas::default();
    let caption_xml = xml(&caption);
    // Names are any Unicode characters: the file says how its bytes are to be read.
    let _ = writeln!(c.svg, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        c.svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{:.0}" height="{:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="12">"#,
        shown.0, shown.1
    );
    let _ = writeln!(c.svg, "<title>{caption_xml}</title>");
    let _ = writeln!(c.svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    c.text(
        12.0,
        28.0,
        16.0,
        Anchor::Start,
        r#" class="caption" font-weight="bold""#,
        &caption_xml,
        &caption,
    );

    // Layer names on the left, claims of layers 5..9 on the right.
    c.text(
        12.0,
        y(0) + 4.0,
        12.0,
        Anchor::Start,
        &format!(r#" fill="{GREY}""#),
        "root",
        "root",
    );
    for layer in (0..LAYERS).rev() {
        let ly = y(LAYERS - layer) + 4.0;
        let name = format!("layer {layer}");
        c.text(
            12.0,
            ly,
            12.0,
            Anchor::Start,
            &format!(r#" class="layer" data-layer="{layer}" fill="{GREY}""#),
            &name,
            &name,
        );
        if let Some((_, text)) = claims.iter().find(|(l, _)| *l == layer) {
            c.text(
                panel,
                ly,
                12.0,
                Anchor::Start,
                &format!(r#" class="claims" data-layer="{layer}""#),
                &xml(text),
                text,
            );
        }
    }

    // The timeline, a row per turn (its first line; the others go on, indented).
    if !rows.is_empty() {
        c.text(
            timeline_x,
            timeline_top,
            12.0,
            Anchor::Start,
            r#" class="timeline-head" font-weight="bold""#,
            "timeline",
            "timeline",
        );
    }
    for (k, r) in rows.iter().enumerate() {
        let class = if r.first { "turn" } else { "turn-more" };
        c.text(
            timeline_x + r.indent,
            timeline_top + 20.0 + TIMELINE_ROW * k as f64,
            12.0,
            Anchor::Start,
            &format!(r#" class="{class}" data-turn="{}""#, r.turn),
            &r.markup,
            &r.plain,
        );
    }

    // The trie's edges, thin and grey, under everything.
    for &(depth, prefix) in &nodes {
        if depth == 0 {
            continue;
        }
        let parent = (depth - 1, prefix >> 1);
        let _ = writeln!(
            c.svg,
            r#"<line class="edge" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{GREY}" stroke-width="1"/>"#,
            x[&parent],
            y(depth - 1),
            x[&(depth, prefix)],
            y(depth)
        );
    }

    // The sequences as nested stripes: the first drawn is the widest.
    let n = strokes.len();
    for (k, s) in strokes.iter().enumerate() {
        let stroke_width = 3 + 3 * (n - 1 - k);
        let points: Vec<String> = path(s.value, 0)
            .map(|node| format!("{:.1},{:.1}", x[&node], y(node.0)))
            .collect();
        let _ = writeln!(
            c.svg,
            r#"<polyline class="{}" data-name="{}" data-value="{}" points="{}" fill="none" stroke="{}" stroke-width="{stroke_width}" stroke-linejoin="round" stroke-opacity="0.85"/>"#,
            s.class,
            xml(&s.name),
            s.value,
            points.join(" "),
            s.colour
        );
    }

    // Marker pairs: a square around each of their nodes, the i-th marker's a little larger.
    // The cards' labels of one node stack up from its upper right corner, one line each.
    let mut squares: BTreeMap<Node, Vec<usize>> = BTreeMap::new();
    for (i, m) in round.markers.iter().enumerate() {
        for layer in marker_layers(u32::from(m.card)) {
            squares
                .entry(node_at(u32::from(m.card), layer))
                .or_default()
                .push(i);
        }
    }
    let colour_of = |on_board: bool| {
        if on_board {
            ("#d00000", "")
        } else {
            (GREY, r#" stroke-dasharray="3 3""#)
        }
    };
    for (node, markers) in &squares {
        let (cx, cy) = (x[node], y(node.0));
        for &i in markers {
            let m = &round.markers[i];
            let (colour, dash) = colour_of(m.on_board);
            let half = RADIUS + 4.0 + 3.0 * i as f64;
            let _ = writeln!(
                c.svg,
                r#"<rect class="marker" data-card="{}" data-layer="{}" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>"#,
                m.card,
                LAYERS - node.0,
                cx - half,
                cy - half,
                2.0 * half,
                2.0 * half
            );
        }
        let outer = RADIUS + 4.0 + 3.0 * markers.iter().copied().max().unwrap_or(0) as f64;
        for (k, &i) in markers.iter().enumerate() {
            let m = &round.markers[i];
            let (colour, _) = colour_of(m.on_board);
            let card = m.card.to_string();
            c.text(
                cx + outer + 2.0,
                cy - 5.0 - 11.0 * k as f64,
                10.0,
                Anchor::Start,
                &format!(r#" class="marker-card" fill="{colour}""#),
                &card,
                &card,
            );
        }
    }

    // The nodes, with their bit.
    for &(depth, prefix) in &nodes {
        let (cx, cy) = (x[&(depth, prefix)], y(depth));
        let (layer, bit) = if depth == 0 {
            (String::from("root"), String::new())
        } else {
            ((LAYERS - depth).to_string(), (prefix & 1).to_string())
        };
        // The root shows no bit.
        let text = if bit.is_empty() {
            String::new()
        } else {
            c.element(cx, cy + 4.0, 11.0, Anchor::Middle, "", &bit, &bit)
        };
        let _ = writeln!(
            c.svg,
            r#"<g class="node" data-layer="{layer}"><circle cx="{cx:.1}" cy="{cy:.1}" r="{RADIUS}" fill="white" stroke="black" stroke-width="1"/>{text}</g>"#
        );
    }

    // Under each leaf, who ends there and with which value (and how they went out).
    let mut at_leaf: BTreeMap<Node, f64> = BTreeMap::new();
    for s in &strokes {
        let leaf = node_at(s.value, 0);
        let below = at_leaf.entry(leaf).or_insert(0.0);
        let (lx, ly) = (x[&leaf], bottom + 24.0 + *below);
        *below += label_height(s);
        let value = s.value.to_string();
        let fate: String = s
            .fate
            .iter()
            .map(|f| {
                format!(
                    r#"<tspan class="fate" x="{lx:.1}" dy="13" font-size="10">{}</tspan>"#,
                    xml(f)
                )
            })
            .collect();
        let _ = writeln!(
            c.svg,
            r#"<text class="label" data-name="{}" x="{lx:.1}" y="{ly:.1}" text-anchor="middle" fill="{}"><tspan x="{lx:.1}">{}</tspan><tspan x="{lx:.1}" dy="13">{value}</tspan>{fate}</text>"#,
            xml(&s.name),
            s.colour,
            xml(&s.name),
        );
        c.keep(lx, ly, 12.0, Anchor::Middle, &s.name);
        c.keep(lx, ly + 13.0, 12.0, Anchor::Middle, &value);
        for (k, f) in s.fate.iter().enumerate() {
            c.keep(lx, ly + 26.0 + 13.0 * k as f64, 10.0, Anchor::Middle, f);
        }
    }

    let mut ly = labels_end + 20.0;
    for (markup, plain) in &legend {
        // The markup holds the attributes' end and the content: written as it is.
        let _ = writeln!(c.svg, r#"<text x="12" y="{ly:.1}"{markup}</text>"#);
        c.keep(12.0, ly, 12.0, Anchor::Start, plain);
        ly += 18.0;
    }
    let _ = writeln!(c.svg, "</svg>");
    Drawn {
        size: (width, height),
        canvas: c,
    }
}

/// Lays out the subtree of `node`: leaves in trie order, one column each; a parent midway
/// between its first and last child.
fn place(
    nodes: &BTreeSet<Node>,
    node: Node,
    column: f64,
    leaves: &mut usize,
    x: &mut BTreeMap<Node, f64>,
) -> f64 {
    let (depth, prefix) = node;
    let children: Vec<Node> = [0, 1]
        .into_iter()
        .map(|bit| (depth + 1, prefix << 1 | bit))
        .filter(|c| nodes.contains(c))
        .collect();
    let at = if children.is_empty() {
        *leaves += 1;
        LEFT + (*leaves as f64 - 0.5) * column
    } else {
        let xs: Vec<f64> = children
            .into_iter()
            .map(|c| place(nodes, c, column, leaves, x))
            .collect();
        (xs[0] + xs[xs.len() - 1]) / 2.0
    };
    x.insert(node, at);
    at
}

//! A season on one page: one self-contained HTML file (its CSS inline, its pictures inline
//! SVG, no script, nothing fetched) with the season table, the verdict of every file, a
//! section per player linking to each round they played, and per legal match its
//! standings and every round as a collapsible `<details>`: the round's table, its picture
//! ([`super::picture`]) and its story, told by the text report's own sentences
//! ([`super::story`]).
//!
//! Each match's section is written on its own ([`judge`], on the season's threads) as soon
//! as its file is refereed; [`write_page`] then puts the season table on top and the
//! sections in file order. The markup is also well-formed XML (every element closed, void
//! ones as `<meta .../>`, only the five XML entities), so a test can check it with an XML
//! parser. Every text from a transcript or a file name is escaped: a name may be `<b>&Co`.
//!
//! Anchors: `#season`, `#files`, `#players`, `#matches`; `#m<k>` for the k-th file of the
//! season (counted from 1, in input order), `#m<k>-r<j>` for its round j, and `#p-<hex>`
//! for a player, the hex of the name's UTF-8 bytes (unique, and a valid id whatever the
//! name).

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{Read, Write};

use super::picture;
use super::referee::referee_story;
use super::report::{Report, RoundReport};
use super::season::{self, incomplete, tally, FileVerdict, Season, Verdict};
use grundy_io::error::Result;
use grundy_io::printable;

/// Text for HTML, in a text node or an attribute: the five characters of markup escaped,
/// and a control character (a file name may hold one; XML allows none but tab and newline)
/// shown as `\u{..}`, as the verdict lines show it.
pub fn escape(s: &str) -> Cow<'_, str> {
    if !s
        .bytes()
        .enumerate()
        .any(|(i, b)| special(s.as_bytes(), i, b))
    {
        return s.into();
    }
    let mut out = String::with_capacity(s.len() + 16);
    escape_into(&mut out, s);
    out.into()
}

/// Whether byte `i` (`b`) of `text` starts a character that [`escape`] replaces: markup, or
/// a control character other than tab and newline (C0, DEL, or C1, which UTF-8 writes as
/// 0xC2 0x80..0x9F).
fn special(text: &[u8], i: usize, b: u8) -> bool {
    match b {
        b'&' | b'<' | b'>' | b'"' | b'\'' | 0x7f => true,
        b'\n' | b'\t' => false,
        0..=0x1f => true,
        0xc2 => matches!(text.get(i + 1), Some(0x80..=0x9f)),
        _ => false,
    }
}

/// [`escape`] appended to `out`: the runs without a special character are copied whole
/// (a story is megabytes of plain text).
fn escape_into(out: &mut String, s: &str) {
    let bytes = s.as_bytes();
    let mut from = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if !special(bytes, i, b) {
            continue;
        }
        out.push_str(&s[from..i]);
        let c = s[i..].chars().next().unwrap_or_default();
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.extend(c.escape_default()),
        }
        from = i + c.len_utf8();
    }
    out.push_str(&s[from..]);
}

/// The id of a player's section: `p-` and the hex of the name's bytes.
pub fn player_id(name: &str) -> String {
    let mut id = String::with_capacity(2 + 2 * name.len());
    id.push_str("p-");
    for b in name.bytes() {
        let _ = write!(id, "{b:02x}");
    }
    id
}

/// Referees one transcript for the page: its verdict (the same as [`season::judge`]'s) and,
/// when it is legal, its section of the page, as match `number` (1-based) named `file`.
/// The referee keeps each round's story here, which the plain season does not.
pub fn judge(reader: impl Read, file: &str, number: usize) -> (Verdict, Option<String>) {
    match referee_story(reader, file, true) {
        Ok(game) => {
            let mut report = Report::new(&game);
            let mut section = String::new();
            match_section(&mut section, number, file, &report, |j| {
                picture::round_svg(game.names(), &game.rounds()[j], j + 1)
            });
            // The season table needs no story: the verdict is the plain season's.
            for round in &mut report.rounds {
                round.events = None;
            }
            (Verdict::Legal(report), Some(section))
        }
        Err(e) => (season::refused(e), None),
    }
}

/// The section of one legal match: its heading, standings and rounds; `svg(j)` draws
/// round j (0-based).
fn match_section(
    s: &mut String,
    number: usize,
    file: &str,
    report: &Report,
    svg: impl Fn(usize) -> String,
) {
    let shown = escape(&printable(file)).into_owned();
    let _ = write!(
        s,
        "<section class=\"match\" id=\"m{number}\">\n<h3>Match {number}: {shown}</h3>\n"
    );
    if let Some((line, why)) = incomplete(report) {
        let _ = writeln!(
            s,
            "<p class=\"incomplete\">incomplete at line {line}: {}</p>",
            escape(why)
        );
    }
    let finished = report.rounds.iter().filter(|r| r.finished).count();
    let _ = write!(
        s,
        "<table class=\"standings\">\n<caption>Standings after {finished} finished round(s)\
         </caption>\n<thead><tr><th class=\"n\">place</th><th>player</th><th class=\"n\">gold\
         </th><th class=\"n\">silver</th><th class=\"n\">bronze</th><th class=\"n\">iron</th>\
         </tr></thead>\n<tbody>\n"
    );
    for st in &report.standings {
        let _ = writeln!(
            s,
            "<tr><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}\
             </td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            st.place,
            player_link(&st.name),
            st.gold,
            st.silver,
            st.bronze,
            st.iron
        );
    }
    s.push_str("</tbody>\n</table>\n");
    if report.rounds.is_empty() {
        s.push_str("<p>No rounds played.</p>\n");
    }
    for (j, round) in report.rounds.iter().enumerate() {
        round_details(s, number, j, round, &svg(j));
    }
    s.push_str("</section>\n");
}

fn player_link(name: &str) -> String {
    format!("<a href=\"#{}\">{}</a>", player_id(name), escape(name))
}

/// One round, collapsed to its heading: the players' table, the picture and the story.
fn round_details(s: &mut String, number: usize, j: usize, r: &RoundReport, svg: &str) {
    let _ = write!(
        s,
        "<details class=\"round\" id=\"m{number}-r{}\">\n<summary>Round {}: {}; public \
         sequence {}</summary>\n",
        j + 1,
        j + 1,
        escape(&r.ending()),
        r.public
    );
    s.push_str(
        "<table class=\"round\">\n<thead><tr><th>player</th><th class=\"n\">value</th>\
         <th class=\"n\">score</th><th class=\"n\">quan</th><th>status</th>\
         <th class=\"n\">total</th><th>medal</th></tr></thead>\n<tbody>\n",
    );
    for p in &r.players {
        let (class, status) = match p.eliminated {
            true => (" class=\"eliminated\"", "eliminated"),
            false => ("", "active"),
        };
        let _ = writeln!(
            s,
            "<tr{class}><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{}</td><td>{status}</td><td class=\"n\">{}</td><td>{}</td></tr>",
            player_link(&p.name),
            p.value,
            p.score,
            p.quan,
            p.total,
            p.medal.unwrap_or("-")
        );
    }
    s.push_str("</tbody>\n</table>\n<div class=\"picture\">\n");
    // The picture is a standalone SVG document: inline, it leaves its XML declaration out.
    let body = match svg.strip_prefix("<?xml") {
        Some(rest) => rest.split_once("?>").map_or(rest, |(_, b)| b),
        None => svg,
    };
    s.push_str(body.trim_start());
    s.push_str("</div>\n");
    if let Some(story) = &r.events {
        let _ = writeln!(
            s,
            "<h4>Story ({} event{})</h4>",
            story.len(),
            if story.len() == 1 { "" } else { "s" }
        );
        let mut text = Vec::new();
        let _ = story.write_text("", &mut text);
        s.push_str("<pre class=\"story\">");
        escape_into(s, &String::from_utf8_lossy(&text));
        s.push_str("</pre>\n");
    }
    s.push_str("</details>\n");
}

const STYLE: &str = "
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { margin-top: 0; }
table { border-collapse: collapse; margin: 0.5em 0; }
caption { text-align: left; font-weight: bold; padding: 0.3em 0; }
th, td { border: 1px solid #ccc; padding: 2px 8px; }
th { background: #f0f0f0; text-align: left; }
.n { text-align: right; }
tr.eliminated td { color: #888; }
a { color: #1a4fa0; }
.illegal, .unreadable { color: #b00020; font-weight: bold; }
.incomplete { color: #a05a00; }
.skipped { color: #666; }
section.match { border-top: 2px solid #888; margin-top: 1.5em; }
section.player { margin: 0.5em 0; line-height: 1.6; }
section.player h3 { display: inline; font-size: 1em; }
section.player a.gold { background: #ffe680; }
section.player a.silver { background: #e4e4e4; }
section.player a.bronze { background: #f3cfa8; }
details.files { margin: 1em 0; }
details.files summary { cursor: pointer; font-weight: bold; font-size: 1.2em; }
details.round { border: 1px solid #ddd; border-radius: 4px; margin: 0.4em 0; padding: 0.2em 0.6em; }
details.round summary { cursor: pointer; font-weight: bold; }
.picture { overflow-x: auto; border: 1px solid #eee; margin: 0.5em 0; }
.picture svg { display: block; }
pre.story { font-size: 12px; line-height: 1.35; background: #f7f7f7; padding: 0.5em; max-height: 40em; overflow: auto; }
";

/// The whole page: the season table, the files' verdicts, the players' rounds, then the
/// section of every legal match (`sections[i]` is file i's, from [`judge`]).
pub fn write_page(
    files: &[FileVerdict],
    sections: &[Option<String>],
    season: &Season,
    out: &mut impl Write,
) -> Result<()> {
    let t = tally(files);
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <title>XOR-Trie season: {} file(s)</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
         <h1 id=\"season\">XOR-Trie season</h1>\n<nav><a href=\"#files\">files</a> · \
         <a href=\"#players\">players</a> · <a href=\"#matches\">matches</a></nav>\n",
        files.len()
    )?;
    write!(
        out,
        "<table id=\"season-table\" class=\"season\">\n<caption>{}</caption>\n\
         <thead><tr><th class=\"n\">place</th><th>player</th><th class=\"n\">matches</th>\
         <th class=\"n\">rounds</th><th class=\"n\">gold</th><th class=\"n\">silver</th>\
         <th class=\"n\">bronze</th><th class=\"n\">iron</th><th class=\"n\">points</th></tr>\
         </thead>\n<tbody>\n",
        t.heading()
    )?;
    for r in &season.rows {
        writeln!(
            out,
            "<tr><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}\
             </td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            r.place,
            player_link(&r.name),
            r.matches,
            r.rounds,
            r.gold,
            r.silver,
            r.bronze,
            r.iron,
            r.points
        )?;
    }
    out.write_all(b"</tbody>\n</table>\n")?;
    write_files(files, out)?;
    write_players(files, season, out)?;
    out.write_all(b"<h2 id=\"matches\">Matches</h2>\n")?;
    for section in sections.iter().flatten() {
        out.write_all(section.as_bytes())?;
    }
    out.write_all(b"</body>\n</html>\n")?;
    Ok(())
}

/// A verdict per file, as the text report's verdict lines say it; a legal file links to its
/// section.
fn write_files(files: &[FileVerdict], out: &mut impl Write) -> Result<()> {
    // A long season's list is folded, unless a file needs a look.
    let t = tally(files);
    let open = match t.illegal + t.unreadable + t.incomplete {
        0 => "",
        _ => " open=\"open\"",
    };
    write!(
        out,
        "<details id=\"files\" class=\"files\"{open}>\n<summary>Files: {} legal ({} of them \
         incomplete), {} illegal, {} unreadable, {} skipped</summary>\n<ol>\n",
        t.legal, t.incomplete, t.illegal, t.unreadable, t.skipped
    )?;
    for (i, f) in files.iter().enumerate() {
        let name = escape(&printable(&f.file)).into_owned();
        let k = i + 1;
        match &f.verdict {
            Verdict::Legal(report) => match incomplete(report) {
                Some((line, why)) => writeln!(
                    out,
                    "<li class=\"incomplete\"><a href=\"#m{k}\">{name}</a>: incomplete at \
                     line {line}: {}</li>",
                    escape(why)
                )?,
                None => writeln!(
                    out,
                    "<li class=\"ok\"><a href=\"#m{k}\">{name}</a>: ok</li>"
                )?,
            },
            Verdict::Illegal { line, reason } => writeln!(
                out,
                "<li class=\"illegal\">{name}: illegal at line {line}: {}</li>",
                escape(reason)
            )?,
            Verdict::Unreadable { reason } => writeln!(
                out,
                "<li class=\"unreadable\">{name}: unreadable: {}</li>",
                escape(reason)
            )?,
            Verdict::Skipped { reason } => writeln!(
                out,
                "<li class=\"skipped\">{name}: skipped: {}</li>",
                escape(reason)
            )?,
        }
    }
    out.write_all(b"</ol>\n</details>\n")?;
    Ok(())
}

/// Per player of the season table, in its order: every round they played, by match, with
/// the medal it gave them.
fn write_players(files: &[FileVerdict], season: &Season, out: &mut impl Write) -> Result<()> {
    let row: HashMap<&str, usize> = season
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.as_str(), i))
        .collect();
    // Per row: (file index, seat) of every match the name is seated in.
    let mut seats: Vec<Vec<(usize, usize)>> = vec![Vec::new(); season.rows.len()];
    for (i, f) in files.iter().enumerate() {
        let Verdict::Legal(report) = &f.verdict else {
            continue;
        };
        let names: Vec<&str> = match report.rounds.first() {
            Some(round) => round.players.iter().map(|p| p.name.as_str()).collect(),
            None => report.standings.iter().map(|s| s.name.as_str()).collect(),
        };
        for (seat, name) in names.into_iter().enumerate() {
            if let Some(&r) = row.get(name) {
                seats[r].push((i, seat));
            }
        }
    }
    out.write_all(
        b"<h2 id=\"players\">Players</h2>\n<p>Each player's matches, and in each the medal of \
          every round, linked to the round.</p>\n",
    )?;
    for (r, played) in season.rows.iter().zip(&seats) {
        write!(
            out,
            "<section class=\"player\" id=\"{}\">\n<h3>{}</h3> place {}, {} point(s):",
            player_id(&r.name),
            escape(&r.name),
            r.place,
            r.points
        )?;
        for (n, &(i, seat)) in played.iter().enumerate() {
            let Verdict::Legal(report) = &files[i].verdict else {
                continue;
            };
            let k = i + 1;
            let sep = if n == 0 { "" } else { " ·" };
            write!(out, "{sep} <a href=\"#m{k}\">match {k}</a>:")?;
            if report.rounds.is_empty() {
                out.write_all(b" no rounds")?;
            }
            for (j, round) in report.rounds.iter().enumerate() {
                let medal = round.players[seat].medal.unwrap_or("unfinished");
                write!(
                    out,
                    " <a class=\"{medal}\" href=\"#m{k}-r{}\" title=\"round {}\">{medal}</a>",
                    j + 1,
                    j + 1
                )?;
            }
        }
        out.write_all(b"\n</section>\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_control_characters_are_escaped() {
        assert_eq!(escape("Ann"), "Ann");
        assert_eq!(escape("张三🦀"), "张三🦀");
        assert_eq!(escape("<b>&\"Co'"), "&lt;b&gt;&amp;&quot;Co&#39;");
        assert_eq!(escape("a\u{1b}[2Jb\nc\t"), "a\\u{1b}[2Jb\nc\t");
        assert_eq!(escape("\u{85}é\u{7f}<"), "\\u{85}é\\u{7f}&lt;");
    }

    proptest::proptest! {
        /// The byte scanner is the character-by-character definition.
        #[test]
        fn escape_is_the_definition(s in "\\PC*|[<>&\"'\\x00-\\x1f\\x7f-\\u{a0}é张🦀a]*") {
            let mut want = String::new();
            for c in s.chars() {
                match c {
                    '&' => want.push_str("&amp;"),
                    '<' => want.push_str("&lt;"),
                    '>' => want.push_str("&gt;"),
                    '"' => want.push_str("&quot;"),
                    '\'' => want.push_str("&#39;"),
                    '\n' | '\t' => want.push(c),
                    c if c.is_control() => want.extend(c.escape_default()),
                    c => want.push(c),
                }
            }
            proptest::prop_assert_eq!(escape(&s), want);
        }
    }

    #[test]
    fn player_ids_are_the_names_bytes_in_hex() {
        assert_eq!(player_id("Ann"), "p-416e6e");
        assert_eq!(player_id("张"), "p-e5bca0");
        assert_eq!(player_id("<&"), "p-3c26");
        assert_ne!(player_id("Zoë"), player_id("Zoe\u{308}"));
    }
}

//! Names as people type them: an id or alias matches whatever its case, and a `-` or `_`
//! inside it is ignored (`HDU1536`, `hdu-1536`, `POJ_2960`, `K_Multiple`); an unknown name
//! gets the few nearest known names as suggestions.

/// Whether `typed` names `name`: equal once both are lowercased and rid of `-` and `_`.
/// Compared byte by byte, without allocating: every run of the binary looks its problem up.
pub fn same(typed: &str, name: &str) -> bool {
    fn bytes(s: &str) -> impl Iterator<Item = u8> + '_ {
        s.bytes()
            .filter(|&b| b != b'-' && b != b'_')
            .map(|b| b.to_ascii_lowercase())
    }
    bytes(typed).eq(bytes(name))
}

/// The comparison key of a name: lowercase, without `-` and `_`.
pub fn key(name: &str) -> String {
    name.chars()
        .filter(|&c| c != '-' && c != '_')
        .flat_map(char::to_lowercase)
        .collect()
}

/// At most `max` of `candidates` near `typed`, nearest first; none when nothing is near.
///
/// Near means: the typed key is inside the candidate's (`calendar` in `calendar-game`, at
/// least three characters), or the edit distance between the keys is at most a third of
/// the typed key's length (at least 2). Ties go to the longer common prefix (`hdu1537`:
/// `hdu1536` before `hdu3537`), then to the name. Each group of names (a problem's id and
/// aliases) is suggested once, by its nearest name.
pub fn nearest<'a>(typed: &str, candidates: &[&[&'a str]], max: usize) -> Vec<&'a str> {
    let typed = key(typed);
    let bound = (typed.chars().count() / 3).max(2);
    let mut scored: Vec<(usize, usize, &'a str)> = candidates
        .iter()
        .filter_map(|group| {
            group
                .iter()
                .filter_map(|&name| {
                    let k = key(name);
                    let distance = strsim::levenshtein(&typed, &k);
                    let inside = typed.chars().count() >= 3 && k.contains(&typed);
                    let prefix = typed
                        .chars()
                        .zip(k.chars())
                        .take_while(|(a, b)| a == b)
                        .count();
                    (inside || distance <= bound).then_some((distance, usize::MAX - prefix, name))
                })
                .min()
        })
        .collect();
    scored.sort_unstable();
    scored
        .into_iter()
        .take(max)
        .map(|(.., name)| name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_separators_are_ignored() {
        assert!(same("HDU1536", "hdu1536"));
        assert!(same("hdu-1536", "hdu1536"));
        assert!(same("POJ_2960", "poj2960"));
        assert!(same("K_Multiple", "k-multiple"));
        assert!(same("kmultiple", "k-multiple"));
        assert!(!same("hdu1537", "hdu1536"));
        assert!(!same("hdu153", "hdu1536"));
        assert!(!same("", "snim"));
    }

    #[test]
    fn suggestions_are_few_and_nearest_first() {
        let groups: &[&[&str]] = &[
            &["snim", "hdu1536", "poj2960"],
            &["wythoff", "poj1067"],
            &["wythoff-ab", "51nod1185"],
            &["wythoff-big", "hdu5973"],
            &["wythoff-moves", "hdu2177"],
            &["mock-turtles", "hdu3537"],
            &["calendar-game", "hdu1079"],
        ];
        assert_eq!(
            nearest("wythof", groups, 3),
            ["wythoff", "wythoff-ab", "wythoff-big"]
        );
        assert_eq!(nearest("hdu1537", groups, 3), ["hdu1536", "hdu3537"]);
        assert_eq!(nearest("Calendar", groups, 3), ["calendar-game"]);
        assert_eq!(nearest("snm", groups, 3), ["snim"]);
        assert!(nearest("xyzzy", groups, 3).is_empty());
        assert!(nearest("", groups, 3).len() <= 3);
    }
}

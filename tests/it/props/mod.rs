//! Property tests of the closed forms and engines against exhaustive game searches on
//! small inputs (`grundy::games::brute`), one module per family of games.

mod christmas;
pub mod classics;
mod k_multiple;
mod nim;
mod wythoff;

pub fn trials() -> Vec<libtest_mimic::Trial> {
    [
        christmas::trials(),
        classics::trials(),
        k_multiple::trials(),
        nim::trials(),
        wythoff::trials(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

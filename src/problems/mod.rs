//! The catalogue: every judge format grundy answers, registered in one place.
//!
//! Adding a problem touches its own file here (a unit struct implementing [`Solve`]), one
//! line of [`PROBLEMS`], its statement `problems/<id>.md` and its test data
//! `testdata/<id>/`. Everything else (the subcommand and its aliases, `grundy list`,
//! `--json`, the golden and error-contract tests, the robustness properties, the fuzz target
//! and the bench list) finds the problem through [`PROBLEMS`].

pub mod budget;
pub mod gen;
pub mod moves;
pub mod names;
pub mod problem;

mod alice_game;
mod anti_nim;
mod be_the_winner;
mod bomb_game;
mod brave_game;
mod calendar_game;
mod chess_game;
mod chess_rows;
mod christmas;
mod coin_game;
mod cutting_game;
mod digital_deletions;
mod eclipse_encounter;
mod euclid_game;
mod fibonacci_again;
mod fibonacci_nim;
mod georgia_and_bob;
mod gg_and_mm;
mod good_boy;
mod good_luck_cet4;
mod k_multiple;
mod keyed;
mod kiki_game;
mod life_winner_bo;
mod matches_game;
mod mock_turtles;
mod multiplication_game;
mod new_stone_game;
mod nim_moves;
mod nim_or_not;
mod northcott_game;
mod numbered;
mod paint_chain;
mod pile_moves;
mod play_a_game;
mod pp_and_qq;
mod public_sale;
mod rabbit_and_grass;
mod read;
mod records;
mod seen;
mod simple_nim;
mod snim;
mod stone_box;
mod switch_lights;
mod team_nim;
mod tree_game;
mod tree_reader;
mod volunteers;
mod winning_ways;
mod wythoff;
mod wythoff_ab;
mod wythoff_big;
mod wythoff_moves;

pub use moves::{After, Limit, Outcome, Report};
pub use problem::{
    AfterKind, Answer, Flag, Format, JsonFields, Legacy, Meta, Options, Problem, Sink, Solve,
    Valued, Verdict, WithMoves,
};

/// Every problem of the catalogue, one line each.
pub static PROBLEMS: &[&dyn Problem] = &[
    &snim::Snim,
    &winning_ways::WinningWays,
    &christmas::Christmas,
    &k_multiple::KMultiple,
    &wythoff::Wythoff,
    &wythoff_moves::WythoffMoves,
    &anti_nim::AntiNim,
    &be_the_winner::BeTheWinner,
    &nim_or_not::NimOrNot,
    &simple_nim::SimpleNim,
    &georgia_and_bob::GeorgiaAndBob,
    &stone_box::StoneBox,
    &cutting_game::CuttingGame,
    &gg_and_mm::GgAndMm,
    &mock_turtles::MockTurtles,
    &tree_game::TreeGame,
    &switch_lights::SwitchLights,
    &chess_game::ChessGame,
    &pp_and_qq::PpAndQq,
    &bomb_game::BombGame,
    &brave_game::BraveGame,
    &good_luck_cet4::GoodLuckCet4,
    &fibonacci_again::FibonacciAgain,
    &rabbit_and_grass::RabbitAndGrass,
    &good_boy::GoodBoy,
    &public_sale::PublicSale,
    &volunteers::Volunteers,
    &kiki_game::KikiGame,
    &calendar_game::CalendarGame,
    &multiplication_game::MultiplicationGame,
    &digital_deletions::DigitalDeletions,
    &fibonacci_nim::FibonacciNim,
    &alice_game::AliceGame,
    &wythoff_big::WythoffBig,
    &wythoff_ab::WythoffAb,
    &matches_game::MatchesGame,
    &play_a_game::PlayAGame,
    &coin_game::CoinGame,
    &eclipse_encounter::EclipseEncounter,
    &euclid_game::EuclidGame,
    &nim_moves::NimMoves,
    &northcott_game::NorthcottGame,
    &chess_rows::ChessRows,
    &life_winner_bo::LifeWinnerBo,
    &team_nim::TeamNim,
    &paint_chain::PaintChain,
    &new_stone_game::NewStoneGame,
];

/// The problem called `name`, by id or by alias, as people type them (see [`names`]:
/// `HDU1536`, `hdu-1536` and `snim` are one problem).
pub fn find(name: &str) -> Option<&'static dyn Problem> {
    PROBLEMS.iter().copied().find(|p| {
        let meta = p.meta();
        names::same(name, meta.id) || meta.aliases.iter().any(|a| names::same(name, a))
    })
}

/// At most three ids or aliases near an unknown `name`, nearest first (see
/// [`names::nearest`]), for the error that refuses it.
pub fn suggest(name: &str) -> Vec<&'static str> {
    let groups = name_groups();
    let groups: Vec<&[&'static str]> = groups.iter().map(Vec::as_slice).collect();
    names::nearest(name, &groups, 3)
}

/// The names of each problem: its id, then its aliases.
pub fn name_groups() -> Vec<Vec<&'static str>> {
    PROBLEMS
        .iter()
        .map(|p| {
            let meta = p.meta();
            std::iter::once(meta.id)
                .chain(meta.aliases.iter().copied())
                .collect()
        })
        .collect()
}

/// The statement of the problem or tool `id`: the markdown of `problems/<id>.md`, built
/// into the binary (by `build.rs`, which lists the folder).
pub fn statement(id: &str) -> Option<&'static str> {
    STATEMENTS
        .iter()
        .find(|(name, _)| *name == id)
        .map(|(_, text)| *text)
}

// `STATEMENTS: &[(&str, &str)]`, every `problems/<id>.md` by id, written by `build.rs`.
include!(concat!(env!("OUT_DIR"), "/statements.rs"));

/// Runs `problem` on in-memory bytes, as tests, fuzzing and benchmarks do: the output and
/// the outcome. With `read_ahead`, the input is read on a second thread in chunks of that
/// many bytes, as the binary reads files.
pub fn run_on_bytes(
    problem: &dyn Problem,
    options: &Options,
    input: &[u8],
    name: &str,
    read_ahead: Option<usize>,
    format: Format,
) -> (Vec<u8>, crate::Result<()>) {
    let reader: crate::io::BoxRead = Box::new(std::io::Cursor::new(input.to_vec()));
    let mut scanner = match read_ahead {
        Some(chunk) => crate::io::scan::Scanner::with_read_ahead(reader, name, chunk),
        None => crate::io::scan::Scanner::new(reader, name),
    };
    let mut bytes = Vec::new();
    let mut out = crate::io::Output::new(&mut bytes);
    let result = problem.run(options, &mut scanner, &mut out, format);
    let flushed = out.finish();
    (bytes, result.and(flushed))
}

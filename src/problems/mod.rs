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

mod coin_flipping;
mod dag;
mod dynamic_subtraction;
mod every_sg;
mod hackenbush;
mod misere;
mod multi_sg;
mod nim;
mod partizan;
mod sg_structure;
mod staircase;
mod subtraction;
mod symmetry;
mod take_away;
mod wythoff;

mod keyed;
mod numbered;
mod pile_moves;
mod read;
mod records;
mod seen;
mod tree_reader;

pub use moves::{After, Limit, Outcome, Report};
pub use problem::{
    AfterKind, Answer, Flag, Format, JsonFields, Legacy, Meta, Options, Problem, Sink, Solve,
    Valued, Verdict, WithMoves,
};

/// Every problem of the catalogue, one line each.
pub static PROBLEMS: &[&dyn Problem] = &[
    &subtraction::snim::Snim,
    &nim::winning_ways::WinningWays,
    &hackenbush::christmas::Christmas,
    &dynamic_subtraction::k_multiple::KMultiple,
    &wythoff::wythoff::Wythoff,
    &wythoff::wythoff_moves::WythoffMoves,
    &misere::anti_nim::AntiNim,
    &misere::be_the_winner::BeTheWinner,
    &multi_sg::nim_or_not::NimOrNot,
    &multi_sg::simple_nim::SimpleNim,
    &staircase::georgia_and_bob::GeorgiaAndBob,
    &sg_structure::stone_box::StoneBox,
    &multi_sg::cutting_game::CuttingGame,
    &every_sg::gg_and_mm::GgAndMm,
    &coin_flipping::mock_turtles::MockTurtles,
    &hackenbush::tree_game::TreeGame,
    &coin_flipping::switch_lights::SwitchLights,
    &dag::chess_game::ChessGame,
    &misere::pp_and_qq::PpAndQq,
    &multi_sg::bomb_game::BombGame,
    &take_away::brave_game::BraveGame,
    &subtraction::good_luck_cet4::GoodLuckCet4,
    &subtraction::fibonacci_again::FibonacciAgain,
    &nim::rabbit_and_grass::RabbitAndGrass,
    &nim::good_boy::GoodBoy,
    &take_away::public_sale::PublicSale,
    &take_away::volunteers::Volunteers,
    &dag::kiki_game::KikiGame,
    &dag::calendar_game::CalendarGame,
    &dag::multiplication_game::MultiplicationGame,
    &dag::digital_deletions::DigitalDeletions,
    &dynamic_subtraction::fibonacci_nim::FibonacciNim,
    &partizan::alice_game::AliceGame,
    &wythoff::wythoff_big::WythoffBig,
    &wythoff::wythoff_ab::WythoffAb,
    &nim::matches_game::MatchesGame,
    &symmetry::play_a_game::PlayAGame,
    &symmetry::coin_game::CoinGame,
    &take_away::eclipse_encounter::EclipseEncounter,
    &dag::euclid_game::EuclidGame,
    &nim::nim_moves::NimMoves,
    &nim::northcott_game::NorthcottGame,
    &staircase::chess_rows::ChessRows,
    &dag::life_winner_bo::LifeWinnerBo,
    &take_away::team_nim::TeamNim,
    &multi_sg::paint_chain::PaintChain,
    &symmetry::new_stone_game::NewStoneGame,
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
) -> (Vec<u8>, grundy_io::Result<()>) {
    let reader: grundy_io::BoxRead = Box::new(std::io::Cursor::new(input.to_vec()));
    let mut scanner = match read_ahead {
        Some(chunk) => grundy_io::scan::Scanner::with_read_ahead(reader, name, chunk),
        None => grundy_io::scan::Scanner::new(reader, name),
    };
    let mut bytes = Vec::new();
    let mut out = grundy_io::Output::new(&mut bytes);
    let result = problem.run(options, &mut scanner, &mut out, format);
    let flushed = out.finish();
    (bytes, result.and(flushed))
}

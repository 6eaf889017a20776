//! The catalogue: every judge format grundy answers, registered in one place.
//!
//! Adding a problem touches its own file here (a unit struct implementing [`Solve`]), one
//! line of [`PROBLEMS`], its statement `problems/<id>.md` and its test data
//! `testdata/<id>/`. Everything else (the subcommand and its aliases, `grundy list`,
//! `--json`, the golden and error-contract tests, the robustness properties, the fuzz target
//! and the bench list) finds the problem through [`PROBLEMS`].

pub mod gen;
pub mod problem;

mod alice_game;
mod anti_nim;
mod be_the_winner;
mod bomb_game;
mod brave_game;
mod calendar_game;
mod chess_game;
mod christmas;
mod cutting_game;
mod digital_deletions;
mod fibonacci_again;
mod fibonacci_nim;
mod georgia_and_bob;
mod gg_and_mm;
mod good_boy;
mod good_luck_cet4;
mod k_multiple;
mod keyed;
mod kiki_game;
mod mock_turtles;
mod multiplication_game;
mod nim_or_not;
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
mod tree_game;
mod tree_reader;
mod volunteers;
mod winning_ways;
mod wythoff;
mod wythoff_ab;
mod wythoff_big;
mod wythoff_moves;

pub use problem::{
    Answer, Flag, Format, JsonFields, Legacy, Meta, Options, Problem, Sink, Solve, Valued, Verdict,
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
];

/// The problem called `name`, by id or by alias.
pub fn find(name: &str) -> Option<&'static dyn Problem> {
    PROBLEMS.iter().copied().find(|p| {
        let meta = p.meta();
        meta.id == name || meta.aliases.contains(&name)
    })
}

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

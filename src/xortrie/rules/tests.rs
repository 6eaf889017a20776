//! Scenarios the simulator rarely reaches: reshuffles card by card, empty decks, claims
//! lost and regained, replaced duels, credits that survive an elimination. They stage
//! states by hand, so they live next to the private fields they set.

use super::cards::Place;
use super::*;

// Seats: Ann 0, Bob 1, Cid 2, Dee 3. Values 7, 9, 3, 17 (Cid starts); single-1
// markers that never kill; hands Cid {259,127}, Dee {1,2}, Ann {4,8}, Bob {16,32}.
const ANN: Player = 0;
const BOB: Player = 1;
const CID: Player = 2;
const DEE: Player = 3;

fn base() -> Game {
    let names = ["Ann", "Bob", "Cid", "Dee"].map(String::from).to_vec();
    let mut g = Game::new(names).unwrap();
    for a in [
        Action::NewRound,
        Action::Start(vec![(ANN, 7), (BOB, 9), (CID, 3), (DEE, 17)]),
        Action::Marker(256),
        Action::Marker(64),
        Action::Deal(CID, 259, 127),
        Action::Deal(DEE, 1, 2),
        Action::Deal(ANN, 4, 8),
        Action::Deal(BOB, 16, 32),
    ] {
        g.apply(a).unwrap();
    }
    g
}

fn round(g: &mut Game) -> &mut Round {
    g.rounds.last_mut().unwrap()
}

/// Moves every deck card but `keep` to `to`, to stage an almost empty deck.
fn drain_deck(g: &mut Game, keep: &[Card], to: Place) {
    let r = round(g);
    let cards: Vec<Card> = r.deck_cards().filter(|c| !keep.contains(c)).collect();
    for c in cards {
        r.move_card(c, to);
    }
}

#[test]
fn a_draw_reshuffles_card_by_card() {
    let mut g = base();
    drain_deck(&mut g, &[10], Place::Discard);
    assert_eq!(
        (round(&mut g).deck_len(), round(&mut g).discard_len()),
        (1, 496)
    );
    g.apply(Action::Turn(CID)).unwrap();
    // 11 is in the discard pile while the deck still holds 10.
    let mut early = g.clone();
    assert_eq!(
        early.apply(Action::Draw(vec![11, 10])),
        Err(Violation::NotInDeck {
            card: 11,
            place: "in the discard pile".into()
        })
    );
    g.apply(Action::Draw(vec![10, 11])).unwrap();
    let r = round(&mut g);
    assert_eq!((r.deck_len(), r.discard_len()), (495, 0));
    assert!(r.players[CID].hand.contains(&11));
}

#[test]
fn the_judgment_card_may_be_this_turns_play_after_a_reshuffle() {
    let mut g = base();
    drain_deck(&mut g, &[], Place::SetAside);
    g.apply(Action::Turn(CID)).unwrap();
    g.apply(Action::Play(259, Target::Own)).unwrap();
    // The deck is empty: the discard pile (only 259) becomes the deck.
    g.apply(Action::Test(127, 259)).unwrap();
    let r = round(&mut g);
    assert_eq!((r.deck_len(), r.discard_len()), (0, 2));
    // X = 127 ^ 259 ^ 256 = 124: 5 ones, not > 6: failed, so no take is due.
    assert_eq!(r.turn.unwrap().phase, Phase::Acquired);
}

#[test]
fn no_judgment_card_and_no_play_when_no_basic_card_is_left() {
    let mut g = base();
    drain_deck(&mut g, &[], Place::SetAside);
    g.apply(Action::Turn(CID)).unwrap();
    let mut t = g.clone();
    t.apply(Action::Play(259, Target::Own)).unwrap();
    t.apply(Action::Keep(vec![])).unwrap(); // 127 to the discard pile
    t.apply(Action::Turn(DEE)).unwrap();
    t.apply(Action::Play(1, Target::Own)).unwrap();
    // The deck is empty, so the discard pile (259, 127, 1) is the deck again.
    t.apply(Action::Test(2, 259)).unwrap();
    assert_eq!(
        (round(&mut t).deck_len(), round(&mut t).discard_len()),
        (2, 2)
    );
    // Empty hand, empty deck and pile: the play is skipped.
    let r = round(&mut g);
    r.players[CID].hand.clear();
    r.place[259] = Place::SetAside;
    r.place[127] = Place::SetAside;
    g.apply(Action::Draw(vec![])).unwrap();
    g.apply(Action::Turn(DEE)).unwrap();
    g.apply(Action::Play(1, Target::Own)).unwrap();
    // The played card is always left to be judged; only a staged state has none.
    round(&mut g).move_card(1, Place::SetAside);
    assert_eq!(g.apply(Action::Test(2, 5)), Err(Violation::NoJudgment));
}

#[test]
fn skill_deck_reshuffle_and_exhaustion() {
    let mut g = base();
    let r = round(&mut g);
    r.players[CID].quan = 3;
    let deck = r.skill_deck.take_all();
    r.skill_discard.absorb(deck);
    r.skill_discard.0 = [0, 0, 0, 0, 1]; // a single C left, in the discard pile
    g.apply(Action::Turn(CID)).unwrap();
    g.apply(Action::Play(259, Target::Own)).unwrap();
    g.apply(Action::Buy).unwrap();
    let mut wrong = g.clone();
    assert_eq!(
        wrong
            .apply(Action::Take(Skill::Not))
            .map_err(|e| e.to_string()),
        Err(
            "cannot take ~: not in the skill deck after reshuffling the discard pile \
             (skill deck: C)"
                .to_string()
        )
    );
    g.apply(Action::Take(Skill::Clr)).unwrap();
    g.apply(Action::Turn(DEE)).unwrap();
    g.apply(Action::Play(1, Target::Own)).unwrap();
    g.apply(Action::Turn(ANN)).unwrap();
    g.apply(Action::Play(4, Target::Public)).unwrap();
    g.apply(Action::Turn(BOB)).unwrap();
    g.apply(Action::Play(16, Target::Public)).unwrap();
    g.apply(Action::Turn(CID)).unwrap();
    g.apply(Action::Play(127, Target::Own)).unwrap();
    assert_eq!(g.apply(Action::Buy), Err(Violation::NoSkillLeft));
    // A successful test with no skill card anywhere gives nothing and costs nothing.
    g.apply(Action::Turn(DEE)).unwrap();
    g.apply(Action::Draw(vec![10, 11])).unwrap();
    g.apply(Action::Play(10, Target::Own)).unwrap(); // Dee 16 ^ 10 = 26
    assert!(test_succeeds(11, 14, 26));
    g.apply(Action::Test(11, 14)).unwrap();
    let r = round(&mut g);
    assert_eq!(r.players[DEE].score, 100);
    assert_eq!(r.turn.unwrap().phase, Phase::Acquired);
}

#[test]
fn a_layer_is_claimed_once_even_if_lost_and_regained() {
    let mut g = base();
    g.apply(Action::Turn(CID)).unwrap();
    g.apply(Action::Draw(vec![35, 33])).unwrap();
    g.apply(Action::Play(35, Target::Own)).unwrap(); // 3 ^ 35 = 32: layer 5, +100
    assert_eq!(round(&mut g).players[CID].score, 200);
    g.apply(Action::Keep(vec![33, 127])).unwrap();
    for (p, c) in [(DEE, 1), (ANN, 4), (BOB, 16)] {
        g.apply(Action::Turn(p)).unwrap();
        g.apply(Action::Play(c, Target::Public)).unwrap();
    }
    g.apply(Action::Turn(CID)).unwrap();
    // 32 ^ 33 = 1: layer 5 lost (hb 0 matches nobody, so no duel)
    g.apply(Action::Play(33, Target::Own)).unwrap();
    for (p, c) in [(DEE, 2), (ANN, 8), (BOB, 32)] {
        g.apply(Action::Turn(p)).unwrap();
        g.apply(Action::Play(c, Target::Public)).unwrap();
    }
    g.apply(Action::Turn(CID)).unwrap();
    g.apply(Action::Play(127, Target::Own)).unwrap(); // 1 ^ 127 = 126: layers 6 and 5
    let r = round(&mut g);
    assert_eq!(r.players[CID].value, 126);
    assert_eq!(
        r.players[CID].score,
        200 + 200,
        "layer 6 scores, layer 5 does not"
    );
}

#[test]
fn a_retriggered_duel_is_replaced_and_moves_last() {
    let mut g = base();
    let r = round(&mut g);
    r.duels = vec![
        Duel {
            kind: DuelKind::Player(CID),
            b: DEE,
        },
        Duel {
            kind: DuelKind::Public(ANN),
            b: DEE,
        },
    ];
    g.apply(Action::Turn(CID)).unwrap();
    g.apply(Action::Play(259, Target::Own)).unwrap(); // Cid 256 (hb 8)
    round(&mut g).players[DEE].value = 300; // hb 8 too; set by hand
    g.apply(Action::Test(127, 383)).unwrap(); // fails
    round(&mut g).players[CID].skills.add(Skill::Ins);
    g.apply(Action::Use(Skill::Ins, Target::Own, Some(7)))
        .unwrap();
    g.apply(Action::Keep(vec![])).unwrap(); // the skill takes effect first: 384
    let r = round(&mut g);
    assert_eq!(r.players[CID].value, 384);
    assert_eq!(
        r.duels,
        vec![
            Duel {
                kind: DuelKind::Public(ANN),
                b: DEE
            },
            Duel {
                kind: DuelKind::Player(CID),
                b: DEE
            },
        ]
    );
}

#[test]
fn a_public_duel_credit_survives_the_actors_elimination() {
    let mut g = base();
    let r = round(&mut g);
    r.public = 0b10110; // hb 4, sb 2 against Dee 17 (hb 4, sb 0)
    r.duels = vec![Duel {
        kind: DuelKind::Public(CID),
        b: DEE,
    }];
    r.players[CID].eliminated = true;
    r.players[CID].score = -50;
    r.players[DEE].score = -50;
    r.turn = Some(Turn {
        actor: DEE,
        phase: Phase::Played,
    });
    r.last_actor = Some(DEE);
    r.end_turn("turn").unwrap();
    // Dee keeps floor(2 * -50 / 3) = -34; Cid gains floor(-50 / 3) = -17.
    assert_eq!(
        (r.players[DEE].score, r.players[DEE].eliminated),
        (-34, true)
    );
    assert_eq!((r.players[CID].score, r.players[CID].quan), (-67, 1));
}

//! Coin turning: single-coin values, and the nim product that turns two 1-D coin games
//! into their 2-D product.
//!
//! A row of coins is the sum of its heads, each worth what that coin alone is worth. The
//! 2-D game whose moves are products of moves of two 1-D games (Tartan theorem) gives the
//! head (x, y) the value g1(x) ⊗ g2(y), with ⊗ the nim product.
//!
//! Nimbers below 2^(2^k) form a field under xor and ⊗, so the product of two u64 values is a
//! u64. It is computed by halving: for a, b < 2^(2L) with D = 2^L (L a power of two),
//! a = a1·D + a0, b = b1·D + b0,
//!   a ⊗ b = ((a1⊕a0)⊗(b1⊕b0) ⊕ a0⊗b0)·D ⊕ (a1⊗b1)⊗(D/2) ⊕ a0⊗b0,
//! because D ⊗ D = D ⊕ D/2 (D is a Fermat 2-power) and c ⊗ D = c·D for c < D. Products of
//! bytes come from a 256 × 256 table built once.

use std::sync::OnceLock;

/// The Mock Turtles coin: one, two or three coins may be turned, the rightmost from heads
/// to tails. Coin x (0-based) alone is worth the x-th odious number: 2x if x has an odd
/// number of 1 bits, else 2x + 1. Needs u128: coin 2^63 is worth 2^64.
pub fn mock_turtles_coin(x: u64) -> u128 {
    let twice = u128::from(x) << 1;
    if x.count_ones() % 2 == 1 {
        twice
    } else {
        twice | 1
    }
}

/// The "turn one or two coins" coin (the rightmost turned goes from heads to tails), with
/// coins numbered from 1: coin x is a Nim heap of x (turning x and y < x moves it to y).
pub fn one_or_two_coin(x: u64) -> u64 {
    x
}

fn byte_table() -> &'static [[u8; 256]; 256] {
    static TABLE: OnceLock<Box<[[u8; 256]; 256]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // Nibbles by the plain recursion, bytes by one halving step over them: 2^16 cells
        // at four lookups each (the recursion for every cell cost milliseconds per run).
        let mut nibble = [[0u8; 16]; 16];
        for a in 0..16u64 {
            for b in 0..16u64 {
                nibble[a as usize][b as usize] = small_mul(a, b) as u8;
            }
        }
        let mut t = Box::new([[0u8; 256]; 256]);
        for a in 0..256u64 {
            for b in 0..256u64 {
                t[a as usize][b as usize] = halve(a, b, 4, |x, y| {
                    u64::from(nibble[(x & 15) as usize][(y & 15) as usize])
                }) as u8;
            }
        }
        t
    })
}

/// The product of values below 2^bits (bits a power of two ≥ 1), halving down to `base`
/// for values below 2^(bits/2)... on down to single bits, where 1 ⊗ 1 = 1.
fn small_mul(a: u64, b: u64) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let bits = width(a.max(b));
    mul_halving(a, b, bits, &small_mul)
}

/// The smallest power of two w ≥ 1 with x < 2^w.
fn width(x: u64) -> u32 {
    let mut w = 1;
    while w < 64 && x >> w != 0 {
        w *= 2;
    }
    w
}

/// One halving step of the product for a, b < 2^bits, using `half` for the products of
/// values below 2^(bits/2).
fn mul_halving(a: u64, b: u64, bits: u32, half: &dyn Fn(u64, u64) -> u64) -> u64 {
    if bits == 1 {
        return a & b;
    }
    halve(a, b, bits / 2, half)
}

/// The nim product of two u64 values (a u64, the nimbers below 2^64 being a field).
///
/// The halving step unrolled per width (16, 32, 64 bits) down to the byte table, which is
/// fetched once: the generic [`mul_halving`] recursion through `dyn Fn` made switch-lights
/// spend a sixth of its time in indirect calls. Coordinates below 2^16 (every judge's) cost
/// four table lookups.
#[inline]
pub fn nim_mul(a: u64, b: u64) -> u64 {
    let t = byte_table();
    let wide = a | b;
    if wide < 1 << 8 {
        mul8(t, a, b)
    } else if wide < 1 << 16 {
        mul16(t, a, b)
    } else if wide < 1 << 32 {
        mul32(t, a, b)
    } else {
        mul64(t, a, b)
    }
}

/// The product of bytes (higher bits are ignored).
#[inline(always)]
fn mul8(t: &[[u8; 256]; 256], a: u64, b: u64) -> u64 {
    u64::from(t[(a & 0xff) as usize][(b & 0xff) as usize])
}

/// One halving step (see the module's doc) for a, b < 2^(2L), `half` the product below
/// 2^L.
#[inline(always)]
fn halve(a: u64, b: u64, l: u32, half: impl Fn(u64, u64) -> u64) -> u64 {
    let mask = (1u64 << l) - 1;
    let (a1, a0, b1, b0) = (a >> l, a & mask, b >> l, b & mask);
    let low = half(a0, b0);
    let cross = half(a1 ^ a0, b1 ^ b0);
    let high = half(a1, b1);
    ((cross ^ low) << l) ^ half(high, 1 << (l - 1)) ^ low
}

#[inline(always)]
fn mul16(t: &[[u8; 256]; 256], a: u64, b: u64) -> u64 {
    halve(a, b, 8, |x, y| mul8(t, x, y))
}

#[inline]
fn mul32(t: &[[u8; 256]; 256], a: u64, b: u64) -> u64 {
    halve(a, b, 16, |x, y| mul16(t, x, y))
}

#[inline(never)]
fn mul64(t: &[[u8; 256]; 256], a: u64, b: u64) -> u64 {
    halve(a, b, 32, |x, y| mul32(t, x, y))
}

/// The nim inverse of a ≠ 0 (a ⊗ nim_inv(a) = 1), down the tower of subfields: for
/// a = a1·D ⊕ a0 below D² (D = 2^L, L a power of two, a1 ≠ 0), its conjugate over the field
/// below D is a1·D ⊕ (a1 ⊕ a0), and their product, the norm a1⊗a1⊗(D/2) ⊕ a1⊗a0 ⊕ a0⊗a0,
/// lies below D (from D ⊗ D = D ⊕ D/2); so 1/a is the conjugate times the norm's inverse, one
/// level down. Bytes come from a table. A few dozen products in all.
pub fn nim_inv(a: u64) -> u64 {
    assert!(a != 0, "0 has no nim inverse");
    inv_below(a, width(a).max(8))
}

fn inv_below(a: u64, bits: u32) -> u64 {
    if bits <= 8 {
        return u64::from(inv_byte_table()[a as usize]);
    }
    let l = bits / 2;
    let (a1, a0) = (a >> l, a & ((1 << l) - 1));
    if a1 == 0 {
        return inv_below(a0, l);
    }
    let norm = nim_mul(nim_mul(a1, a1), 1 << (l - 1)) ^ nim_mul(a1, a0) ^ nim_mul(a0, a0);
    let n = inv_below(norm, l);
    (nim_mul(a1, n) << l) ^ nim_mul(a1 ^ a0, n)
}

/// x ⊘ c (c ≠ 0) for x, c below 2^16, by logarithms in the field of 2^16 nimbers: two
/// table reads and an add, where [`nim_inv`] takes a dozen products.
pub fn nim_div16(x: u64, c: u64) -> u64 {
    debug_assert!(x < 1 << 16 && c != 0 && c < 1 << 16);
    if x == 0 {
        return 0;
    }
    let f = field16();
    let e = usize::from(f.log[x as usize]) + ORDER16 - usize::from(f.log[c as usize]);
    u64::from(f.exp[e])
}

/// For x ≠ 0 below 2^16: `tops[k][j]` counts the c of top bit k (k < `bits` ≤ 16) whose
/// x ⊘ c has top bit j (switch-lights' winning moves per light). Per c one logarithm read
/// (in order) and one read of the top bits of the powers (a byte table, half the size of the
/// powers themselves), tallied in four interleaved histograms (a single one stalls on its own
/// increments when the same j comes up twice in a row).
pub fn quotient_tops16(x: u64, bits: u32) -> Vec<[u64; 64]> {
    assert!(x != 0 && x < 1 << 16 && bits <= 16);
    let f = field16();
    // log(x ⊘ c) = log x − log c + ORDER16, within the two periods of `top`.
    let shift = usize::from(f.log[x as usize]) + ORDER16;
    let top = &f.top[..];
    let mut tops = vec![[0u64; 64]; bits as usize];
    for (k, row) in tops.iter_mut().enumerate() {
        let mut tally = [[0u32; 16]; 4];
        for (n, &l) in f.log[1 << k..2 << k].iter().enumerate() {
            tally[n & 3][usize::from(top[shift - usize::from(l)] & 15)] += 1;
        }
        for t in tally {
            for (j, v) in t.into_iter().enumerate() {
                row[j] += u64::from(v);
            }
        }
    }
    tops
}

/// The order of the multiplicative group of the 2^16 nimbers.
const ORDER16: usize = (1 << 16) - 1;

/// Powers and logarithms of a generator of the 2^16 nimbers' multiplicative group (exp
/// holds two periods, so a difference of logarithms needs no reduction), and the top bit of
/// each power (`top`, two periods too).
struct Field16 {
    exp: Vec<u16>,
    log: Vec<u16>,
    top: Vec<u8>,
}

fn field16() -> &'static Field16 {
    static FIELD: OnceLock<Field16> = OnceLock::new();
    FIELD.get_or_init(|| {
        let pow = |mut a: u64, mut e: usize| {
            let mut r = 1;
            while e > 0 {
                if e & 1 == 1 {
                    r = nim_mul(r, a);
                }
                a = nim_mul(a, a);
                e >>= 1;
            }
            r
        };
        // A generator: no power g^(order / p) is 1 for the primes p of 2^16 − 1.
        let g = (2u64..)
            .find(|&g| [3, 5, 17, 257].iter().all(|&p| pow(g, ORDER16 / p) != 1))
            .expect("a cyclic group has generators");
        // v ↦ v ⊗ g is GF(2)-linear (⊗ distributes over xor): the images of the low and the
        // high byte of v, xored, are two table reads per power instead of a product.
        let mut low = [0u16; 256];
        let mut high = [0u16; 256];
        for b in 0..256u64 {
            low[b as usize] = nim_mul(b, g) as u16;
            high[b as usize] = nim_mul(b << 8, g) as u16;
        }
        let mut exp = vec![0u16; 2 * ORDER16];
        let mut log = vec![0u16; 1 << 16];
        let mut v = 1u16;
        for (i, e) in exp[..ORDER16].iter_mut().enumerate() {
            *e = v;
            log[usize::from(v)] = i as u16;
            v = low[usize::from(v & 0xff)] ^ high[usize::from(v >> 8)];
        }
        debug_assert_eq!(v, 1, "g has order 2^16 − 1");
        let (once, again) = exp.split_at_mut(ORDER16);
        again.copy_from_slice(once);
        let top = exp.iter().map(|&e| e.ilog2() as u8).collect();
        Field16 { exp, log, top }
    })
}

fn inv_byte_table() -> &'static [u8; 256] {
    static TABLE: OnceLock<[u8; 256]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let t = byte_table();
        let mut inv = [0u8; 256];
        for a in 1..256usize {
            inv[a] = (1..256).find(|&b| t[a][b] == 1).expect("a field") as u8;
        }
        inv
    })
}

/// The product by the generic halving recursion, the reference [`nim_mul`] is tested
/// against.
#[cfg(test)]
fn nim_mul_plain(a: u64, b: u64) -> u64 {
    if a < 256 && b < 256 {
        return u64::from(byte_table()[a as usize][b as usize]);
    }
    let bits = width(a.max(b));
    mul_halving(a, b, bits, &nim_mul_plain)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Exhaustive;
    use crate::mex::Mex;
    use proptest::prelude::*;

    #[test]
    fn inverses() {
        for a in 1..5000u64 {
            assert_eq!(nim_mul(a, nim_inv(a)), 1, "{a}");
        }
        for a in [
            u64::MAX,
            1 << 63,
            1 << 32,
            (1 << 32) + 1,
            0xdead_beef_1234_5678,
        ] {
            assert_eq!(nim_mul(a, nim_inv(a)), 1, "{a}");
        }
    }

    #[test]
    fn division_below_2_16() {
        for (x, c) in [
            (1u64, 1u64),
            (0, 5),
            (3, 2),
            (65535, 65535),
            (12345, 54321),
            (1, 65535),
        ] {
            assert_eq!(nim_div16(x, c), nim_mul(x, nim_inv(c)), "{x} / {c}");
        }
        for c in 1..1u64 << 16 {
            assert_eq!(nim_mul(nim_div16(1, c), c), 1, "1 / {c}");
        }
        for x in [1u64, 2, 3, 1000, 65535] {
            let tops = quotient_tops16(x, 12);
            for (k, row) in tops.iter().enumerate() {
                for (j, &got) in row.iter().enumerate() {
                    let n = (1u64 << k..2 << k)
                        .filter(|&c| nim_mul(x, nim_inv(c)).ilog2() as usize == j)
                        .count() as u64;
                    assert_eq!(got, n, "x {x} k {k} j {j}");
                }
            }
        }
    }

    proptest! {
        #[test]
        fn inverse_of_any(a in 1u64.., shift in 0u32..64) {
            let a = (a >> shift).max(1);
            prop_assert_eq!(nim_mul(a, nim_inv(a)), 1);
        }
    }

    #[test]
    fn known_products() {
        assert_eq!(nim_mul(2, 2), 3);
        assert_eq!(nim_mul(4, 4), 6);
        assert_eq!(nim_mul(8, 8), 13);
        assert_eq!(nim_mul(16, 16), 24);
        assert_eq!(nim_mul(1 << 32, 1 << 32), 3 << 31);
        assert_eq!(nim_mul(0, u64::MAX), 0);
        assert_eq!(nim_mul(1, u64::MAX), u64::MAX);
    }

    /// The product by its definition: a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}.
    #[test]
    fn matches_definition_below_64() {
        const N: usize = 64;
        let mut t = vec![vec![0u64; N]; N];
        let mut mex = Mex::new();
        for a in 0..N {
            for b in 0..N {
                mex.start(a * b);
                for x in 0..a {
                    for y in 0..b {
                        mex.mark(t[x][b] ^ t[a][y] ^ t[x][y]);
                    }
                }
                t[a][b] = mex.value();
                assert_eq!(nim_mul(a as u64, b as u64), t[a][b], "{a} ⊗ {b}");
            }
        }
    }

    /// a^(2^64 - 1) = 1 for every non-zero a: the multiplicative group has that order.
    fn pow(mut a: u64, mut e: u64) -> u64 {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = nim_mul(r, a);
            }
            a = nim_mul(a, a);
            e >>= 1;
        }
        r
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn field_laws(a: u64, b: u64, c: u64) {
            prop_assert_eq!(nim_mul(a, b), nim_mul(b, a));
            prop_assert_eq!(nim_mul(nim_mul(a, b), c), nim_mul(a, nim_mul(b, c)));
            prop_assert_eq!(nim_mul(a, b ^ c), nim_mul(a, b) ^ nim_mul(a, c));
            prop_assert_eq!(nim_mul(a, 1), a);
            if a != 0 {
                prop_assert_eq!(pow(a, u64::MAX), 1);
                // Fermat: a^(2^64) = a, so a^(2^64 - 2) is the inverse.
                prop_assert_eq!(nim_mul(a, pow(a, u64::MAX - 1)), 1);
            }
        }

        /// The unrolled product equals the plain halving recursion at every width, the
        /// mixed ones (a byte times a u64) included.
        #[test]
        fn unrolled_matches_plain(a: u64, b: u64, wa in 0u32..64, wb in 0u32..64) {
            let (a, b) = (a >> wa, b >> wb);
            prop_assert_eq!(nim_mul(a, b), nim_mul_plain(a, b));
        }
    }

    /// The byte table against the plain recursion on every pair of bytes.
    #[test]
    fn byte_table_matches_recursion() {
        let t = byte_table();
        for a in 0..256u64 {
            for b in 0..256u64 {
                let plain = mul_halving(a, b, 8, &|x, y| small_mul(x, y));
                assert_eq!(u64::from(t[a as usize][b as usize]), plain, "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn unrolled_matches_plain_below_2_to_12() {
        for a in (0..1u64 << 12).step_by(7) {
            for b in 0..1u64 << 12 {
                assert_eq!(nim_mul(a, b), nim_mul_plain(a, b), "{a} ⊗ {b}");
            }
        }
    }

    /// Mock Turtles coins against exhaustive play of rows of up to 9 coins (a position is
    /// the set of heads as a bitmask).
    #[test]
    fn mock_turtles_rows_match_search() {
        const COINS: u32 = 9;
        let mut search = Exhaustive::from_fn(|&heads: &u32| {
            let mut out = Vec::new();
            for r in 0..COINS {
                if heads >> r & 1 == 0 {
                    continue;
                }
                let base = heads ^ (1 << r);
                out.push(base);
                for a in 0..r {
                    out.push(base ^ (1 << a));
                    for b in 0..a {
                        out.push(base ^ (1 << a) ^ (1 << b));
                    }
                }
            }
            out
        });
        for heads in 0u32..1 << COINS {
            let value = (0..COINS)
                .filter(|&x| heads >> x & 1 == 1)
                .fold(0u128, |v, x| v ^ mock_turtles_coin(u64::from(x)));
            assert_eq!(value, u128::from(search.grundy(&heads)), "heads {heads:b}");
        }
        assert_eq!(mock_turtles_coin(1 << 63), 1 << 64);
    }

    /// "Turn one or two coins" (1-based) rows against exhaustive play, and its 2-D product
    /// (turn the corners of a rectangle whose far corner goes heads to tails) on 3 × 4
    /// boards against the nim product.
    #[test]
    fn tartan_product_matches_search() {
        const W: u32 = 3;
        const H: u32 = 4;
        let bit = |x: u32, y: u32| 1u32 << ((x - 1) * H + (y - 1));
        let mut search = Exhaustive::from_fn(move |&heads: &u32| {
            let mut out = Vec::new();
            for x2 in 1..=W {
                for y2 in 1..=H {
                    if heads & bit(x2, y2) == 0 {
                        continue;
                    }
                    for x1 in 1..=x2 {
                        for y1 in 1..=y2 {
                            // Toggle the distinct corners: a repeated corner cancels.
                            let mut next = heads;
                            next ^= bit(x2, y2);
                            if x1 != x2 {
                                next ^= bit(x1, y2);
                            }
                            if y1 != y2 {
                                next ^= bit(x2, y1);
                            }
                            if x1 != x2 && y1 != y2 {
                                next ^= bit(x1, y1);
                            }
                            out.push(next);
                        }
                    }
                }
            }
            out
        });
        for heads in 0u32..1 << (W * H) {
            let mut value = 0;
            for x in 1..=W {
                for y in 1..=H {
                    if heads & bit(x, y) != 0 {
                        value ^= nim_mul(one_or_two_coin(x.into()), one_or_two_coin(y.into()));
                    }
                }
            }
            assert_eq!(value, search.grundy(&heads), "heads {heads:b}");
        }
    }
}

//! The number tests of the rule language, exact on all of u64: powers, Fibonacci numbers,
//! squares and primes (a sieve for the small numbers a table asks about again and again,
//! a deterministic Miller–Rabin test above it).

/// x is a power of b: x = b^i for some i ≥ 0 (so 1 always is; 0^0 = 1 and 0^1 = 0).
pub fn is_pow(mut x: u64, b: u64) -> bool {
    match b {
        0 => x <= 1,
        1 => x == 1,
        2 => x.is_power_of_two(),
        _ => {
            if x == 0 {
                return false;
            }
            while x % b == 0 {
                x /= b;
            }
            x == 1
        }
    }
}

/// The Fibonacci numbers that fit in u64: F(0) = 0, F(1) = 1, F(2) = 1, … F(93).
const FIBONACCI: [u64; 94] = {
    let mut f = [0u64; 94];
    f[1] = 1;
    let mut i = 2;
    while i < 94 {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
};

/// x is a Fibonacci number (0, 1, 2, 3, 5, 8, …).
pub fn is_fib(x: u64) -> bool {
    FIBONACCI.binary_search(&x).is_ok()
}

/// x is a perfect square (0, 1, 4, 9, …).
pub fn is_square(x: u64) -> bool {
    let r = x.isqrt();
    r * r == x
}

/// Primality by trial division by small primes, then Miller–Rabin with bases that are
/// exact for every u64 (the first twelve primes).
pub fn is_prime_u64(x: u64) -> bool {
    const SMALL: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if x < 2 {
        return false;
    }
    for p in SMALL {
        if x % p == 0 {
            return x == p;
        }
    }
    if x < 41 * 41 {
        return true;
    }
    let mul = |a: u64, b: u64| (a as u128 * b as u128 % x as u128) as u64;
    let pow = |mut base: u64, mut e: u64| {
        let mut acc = 1;
        while e > 0 {
            if e & 1 == 1 {
                acc = mul(acc, base);
            }
            base = mul(base, base);
            e >>= 1;
        }
        acc
    };
    let d = (x - 1) >> (x - 1).trailing_zeros();
    let s = (x - 1).trailing_zeros();
    SMALL.iter().all(|&a| {
        let mut y = pow(a, d);
        if y == 1 || y == x - 1 {
            return true;
        }
        for _ in 1..s {
            y = mul(y, y);
            if y == x - 1 {
                return true;
            }
        }
        false
    })
}

/// The largest number the sieve grows to cover (a bit per odd number: 4 MiB).
const SIEVE_CAP: u64 = 1 << 25;

/// Primality with a sieve of the odd numbers below a limit that grows (doubling) as larger
/// numbers are asked about, up to [`SIEVE_CAP`]; Miller–Rabin above.
#[derive(Debug, Default, Clone)]
pub struct Primes {
    /// Bit i is set when 2i + 1 is composite (or 1), for 2i + 1 < limit.
    composite: Vec<u64>,
    limit: u64,
}

impl Primes {
    #[inline]
    pub fn is_prime(&mut self, x: u64) -> bool {
        if x >= self.limit {
            if x >= SIEVE_CAP {
                return is_prime_u64(x);
            }
            self.grow(x);
        }
        if x % 2 == 0 {
            return x == 2;
        }
        let i = x / 2;
        self.composite[(i / 64) as usize] >> (i % 64) & 1 == 0
    }

    /// Sieves again up to the next power of two above x (at least 2^16).
    fn grow(&mut self, x: u64) {
        let limit = (x + 1).next_power_of_two().clamp(1 << 16, SIEVE_CAP);
        let odd = limit / 2;
        let mut composite = vec![0u64; odd.div_ceil(64) as usize];
        composite[0] |= 1; // 1 is not prime
        let mut p = 3;
        while p * p < limit {
            let i = p / 2;
            if composite[(i / 64) as usize] >> (i % 64) & 1 == 0 {
                let mut j = p * p / 2;
                while j < odd {
                    composite[(j / 64) as usize] |= 1 << (j % 64);
                    j += p;
                }
            }
            p += 2;
        }
        self.composite = composite;
        self.limit = limit;
    }
}

/// The greatest common divisor; gcd(0, 0) = 0.
pub fn gcd(mut x: u64, mut y: u64) -> u64 {
    while y != 0 {
        (x, y) = (y, x % y);
    }
    x
}

/// The number of prime factors of x ≥ 1, counted with multiplicity (omega(1) = 0).
///
/// Trial division while d³ ≤ what is left: once no factor up to the cube root remains, what
/// is left has at most two prime factors, so it is 1, a prime, or a product of two primes,
/// which the primality test tells apart. At most about 2.6·10^6 divisions for the largest
/// numbers, a few dozen for the heaps of a table.
pub fn omega(mut x: u64) -> u64 {
    let mut count = 0;
    while x % 2 == 0 && x > 1 {
        x /= 2;
        count += 1;
    }
    let mut d = 3u64;
    while d
        .checked_mul(d)
        .and_then(|dd| dd.checked_mul(d))
        .is_some_and(|ddd| ddd <= x)
    {
        while x % d == 0 {
            x /= d;
            count += 1;
        }
        d += 2;
    }
    count
        + match x {
            1 => 0,
            _ if is_prime_u64(x) => 1,
            _ => 2,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_tests_match_their_definitions() {
        let mut primes = Primes::default();
        for x in 0..5000u64 {
            let prime = x >= 2 && (2..x).all(|d| x % d != 0);
            assert_eq!(primes.is_prime(x), prime, "{x}");
            assert_eq!(is_prime_u64(x), prime, "{x}");
            let square = (0..=x).any(|r| r * r == x);
            assert_eq!(is_square(x), square, "{x}");
            for b in 0..12u64 {
                let mut p = 1u64;
                let mut power = false;
                for _ in 0..20 {
                    power |= p == x;
                    p = p.saturating_mul(b);
                }
                assert_eq!(is_pow(x, b), power, "is_pow({x}, {b})");
            }
        }
        let (mut a, mut b) = (0u64, 1u64);
        let mut fib = vec![];
        while a < 5000 {
            fib.push(a);
            (a, b) = (b, a + b);
        }
        for x in 0..5000 {
            assert_eq!(is_fib(x), fib.contains(&x), "{x}");
        }
    }

    #[test]
    fn extremes() {
        assert!(is_fib(12_200_160_415_121_876_738));
        assert!(!is_fib(u64::MAX));
        assert!(is_square(u64::MAX - 2 * (1 << 32) + 2)); // (2^32 - 1)^2
        assert!(!is_square(u64::MAX));
        assert!(is_pow(1 << 63, 2) && is_pow(12_157_665_459_056_928_801, 3));
        assert!(is_prime_u64(18_446_744_073_709_551_557)); // the largest u64 prime
        assert!(!is_prime_u64(3_215_031_751)); // a strong pseudoprime to 2, 3, 5 and 7
        let mut primes = Primes::default();
        assert!(primes.is_prime((1 << 25) - 39) && !primes.is_prime((1 << 25) + 1));
    }

    #[test]
    fn gcd_and_omega_match_their_definitions() {
        for x in 0..300u64 {
            for y in 0..60u64 {
                let want = (1..=x.max(y))
                    .rev()
                    .find(|d| x % d == 0 && y % d == 0)
                    .unwrap_or(0);
                assert_eq!(gcd(x, y), want, "gcd({x}, {y})");
            }
        }
        for x in 1..20_000u64 {
            let (mut left, mut want, mut p) = (x, 0, 2);
            while left > 1 {
                while left % p == 0 {
                    left /= p;
                    want += 1;
                }
                p += 1;
            }
            assert_eq!(omega(x), want, "omega({x})");
        }
        // Beyond trial division: 2^64 − 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417; a
        // square of a prime; a product of two large primes; a large prime.
        assert_eq!(omega(u64::MAX), 7);
        assert_eq!(omega(4_294_967_291 * 4_294_967_291), 2);
        assert_eq!(omega(4_294_967_291 * 4_294_967_279), 2);
        assert_eq!(omega(18_446_744_073_709_551_557), 1);
        assert_eq!(omega(1 << 63), 63);
    }
}

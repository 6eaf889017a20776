//! One work budget per input (issue 34): a solver whose cases can be expensive far beyond
//! what their bytes cost to read spends from a fixed number of steps plus a number per
//! byte read so far, so a short input of repeated or distinct expensive cases cannot keep
//! grundy busy for long, while an input made of many cheap cases never meets it. Past it,
//! the case is refused with a located error naming the budget (the statements document
//! each problem's figures). `k-multiple` and `snim` keep budgets of their own shape.

/// What bounds an input's work, and what it has cost so far.
#[derive(Debug, Clone)]
pub struct Budget {
    fixed: u64,
    per_byte: u64,
    spent: u64,
}

impl Budget {
    pub const fn new(fixed: u64, per_byte: u64) -> Budget {
        Budget {
            fixed,
            per_byte,
            spent: 0,
        }
    }

    /// Spends `work` steps if the input read so far (`consumed` bytes) still allows them;
    /// otherwise spends nothing and returns the steps that were left.
    pub fn spend(&mut self, work: u64, consumed: u64) -> Result<(), u64> {
        let allowed = self
            .fixed
            .saturating_add(self.per_byte.saturating_mul(consumed));
        let total = self.spent.saturating_add(work);
        if total > allowed {
            return Err(allowed.saturating_sub(self.spent));
        }
        self.spent = total;
        Ok(())
    }
}

/// The words of a refusal: "a case within the work budget of this input (2^a steps and 2^b
/// per byte read; this case needs N steps, L are left)".
pub fn refusal(what: &str, fixed_log: u32, per_byte_log: u32, need: u64, left: u64) -> String {
    format!(
        "{what} within the work budget of this input (2^{fixed_log} steps and 2^{per_byte_log} \
         per byte read; this one needs {need} steps, {left} are left)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_grows_with_the_bytes_read() {
        let mut b = Budget::new(100, 2);
        assert_eq!(b.spend(90, 0), Ok(()));
        assert_eq!(b.spend(20, 0), Err(10));
        assert_eq!(b.spend(20, 5), Ok(()));
        assert_eq!(b.spend(1, 5), Err(0));
    }
}

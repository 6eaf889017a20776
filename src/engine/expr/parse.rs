//! The recursive-descent parser of the rule language: one function per level of
//! precedence, lowest first (`or`, `and`, `not`, one comparison, `+ -`, `* / %`, atoms),
//! each checking the types of its operands as it builds their node.
//!
//! Choices a reader could have made differently:
//! - Comparisons do not chain: `1 < k < 3` is refused at its second `<`. C would compare
//!   the truth of `1 < k` with 3 and Python would read `1 < k and k < 3`; guessing either
//!   would be wrong for someone, so the tool asks for the `and`.
//! - `not` binds looser than a comparison, as in Python: `not k < 3` is `not (k < 3)`
//!   (there is nothing else it could mean: `not` of a number is a type error). `!` is the
//!   same operator.
//! - No unary minus: every value is a natural number.

use super::{Cmp, Expr, Node, NodeId, Op, Type, Var};

/// The longest EXPR accepted, in bytes.
pub const MAX_LEN: usize = 4096;
/// The deepest nesting of parentheses, calls and `not`s (the parser recurses on them).
const MAX_DEPTH: usize = 200;

/// Where and why an EXPR is malformed: a 1-based byte column of the text as given and
/// `expected …, found …`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub column: usize,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok<'a> {
    Number(u64),
    /// Digits above 2^64 − 1.
    BigNumber,
    Word(&'a str),
    Sym(&'static str),
    /// A byte sequence that is no token (one character).
    Bad,
    End,
}

#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    tok: Tok<'a>,
    start: usize,
    end: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Func {
    IsPow,
    IsFib,
    IsSquare,
    IsPrime,
    Popcount,
    Min,
    Max,
    Gcd,
    Omega,
}

/// The functions: name, number of (number) arguments, result type.
const FUNCTIONS: [(&str, Func, usize, Type); 9] = [
    ("is_pow", Func::IsPow, 2, Type::Condition),
    ("is_fib", Func::IsFib, 1, Type::Condition),
    ("is_square", Func::IsSquare, 1, Type::Condition),
    ("is_prime", Func::IsPrime, 1, Type::Condition),
    ("popcount", Func::Popcount, 1, Type::Number),
    ("min", Func::Min, 2, Type::Number),
    ("max", Func::Max, 2, Type::Number),
    ("gcd", Func::Gcd, 2, Type::Number),
    ("omega", Func::Omega, 1, Type::Number),
];

const FUNCTION_LIST: &str = "is_pow, is_fib, is_square, is_prime, popcount, min, max, gcd, omega";

/// The variables a language knows: `rule`'s n, k, m or `rule2`'s a, b, c, d.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    /// One heap: n before, k taken, m after.
    Rule,
    /// Two heaps: (a, b) before, (c, d) after.
    Rule2,
}

impl Language {
    fn var(self, word: &str) -> Option<Var> {
        match (self, word) {
            (Language::Rule, "n") => Some(Var::N),
            (Language::Rule, "k") => Some(Var::K),
            (Language::Rule, "m") => Some(Var::M),
            (Language::Rule2, "a") => Some(Var::A),
            (Language::Rule2, "b") => Some(Var::B),
            (Language::Rule2, "c") => Some(Var::C),
            (Language::Rule2, "d") => Some(Var::D),
            _ => None,
        }
    }

    /// What may start an operand, for the errors.
    fn atom(self) -> &'static str {
        match self {
            Language::Rule => "a number, n, k, m, true, false, a function or '('",
            Language::Rule2 => "a number, a, b, c, d, true, false, a function or '('",
        }
    }
}

fn lex(text: &str) -> Vec<Token<'_>> {
    const SYMBOLS: [&str; 19] = [
        "==", "!=", "<=", ">=", "&&", "||", "+", "-", "*", "/", "%", "<", ">", "(", ")", ",", "!",
        // Not tokens of the language, but worth a hint when met.
        "=", "&",
    ];
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let tok = if b.is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            text[start..i]
                .parse::<u64>()
                .map_or(Tok::BigNumber, Tok::Number)
        } else if b.is_ascii_alphabetic() || b == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            Tok::Word(&text[start..i])
        } else if let Some(sym) = SYMBOLS.iter().find(|s| text[i..].starts_with(**s)) {
            i += sym.len();
            match *sym {
                "=" | "&" => Tok::Bad,
                _ => Tok::Sym(sym),
            }
        } else if b == b'|' {
            i += 1;
            Tok::Bad
        } else {
            // One character, however many bytes it takes.
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            Tok::Bad
        };
        tokens.push(Token { tok, start, end: i });
    }
    tokens.push(Token {
        tok: Tok::End,
        start: text.len(),
        end: text.len(),
    });
    tokens
}

/// Parses EXPR of `rule` (over n, k, m), which must be a condition.
pub fn parse(text: &str) -> Result<Expr, SyntaxError> {
    parse_in(text, Language::Rule)
}

/// Parses EXPR over the variables of `language`, which must be a condition.
pub fn parse_in(text: &str, language: Language) -> Result<Expr, SyntaxError> {
    if text.len() > MAX_LEN {
        return Err(SyntaxError {
            column: MAX_LEN + 1,
            message: format!("expected at most {MAX_LEN} bytes, found more"),
        });
    }
    let tokens = lex(text);
    let mut parser = Parser {
        text,
        tokens: &tokens,
        at: 0,
        nodes: Vec::new(),
        depth: 0,
        language,
    };
    let root = parser.or()?;
    if parser.peek().tok != Tok::End {
        return Err(parser.unexpected("an operator or the end"));
    }
    parser.want(root, Type::Condition)?;
    let canonical = canonical(&tokens, text);
    Ok(Expr {
        text: text.to_string(),
        canonical,
        nodes: parser.nodes,
    })
}

/// The tokens joined by single spaces, except inside parentheses, before a comma, after
/// `!` and between a function and its `(`.
fn canonical(tokens: &[Token], text: &str) -> String {
    let mut out = String::new();
    let mut prev: Option<Tok> = None;
    for t in tokens {
        if t.tok == Tok::End {
            break;
        }
        let tight = match (prev, t.tok) {
            (None, _) => true,
            (_, Tok::Sym(")" | ",")) => true,
            (Some(Tok::Sym("(" | "!")), _) => true,
            (Some(Tok::Word(w)), Tok::Sym("(")) => FUNCTIONS.iter().any(|f| f.0 == w),
            _ => false,
        };
        if !tight {
            out.push(' ');
        }
        out.push_str(&text[t.start..t.end]);
        prev = Some(t.tok);
    }
    out
}

struct Parser<'t, 'a> {
    text: &'a str,
    tokens: &'t [Token<'a>],
    at: usize,
    nodes: Vec<Node>,
    depth: usize,
    language: Language,
}

type Parsed<T = NodeId> = Result<T, SyntaxError>;

impl<'a> Parser<'_, 'a> {
    fn peek(&self) -> Token<'a> {
        self.tokens[self.at]
    }

    fn bump(&mut self) -> Token<'a> {
        let t = self.tokens[self.at];
        if t.tok != Tok::End {
            self.at += 1;
        }
        t
    }

    /// Takes the next token if it is one of `spellings` (symbols or words).
    fn eat(&mut self, spellings: &[&str]) -> Option<Token<'a>> {
        let t = self.peek();
        let matches = match t.tok {
            Tok::Sym(s) | Tok::Word(s) => spellings.contains(&s),
            _ => false,
        };
        matches.then(|| self.bump())
    }

    fn push(&mut self, op: Op, ty: Type, start: usize, end: usize) -> NodeId {
        self.nodes.push(Node { op, ty, start, end });
        self.nodes.len() - 1
    }

    fn error<T>(column: usize, message: String) -> Parsed<T> {
        Err(SyntaxError { column, message })
    }

    /// "expected `what`, found <the next token>" at the next token.
    fn unexpected(&self, what: &str) -> SyntaxError {
        let t = self.peek();
        let shown = &self.text[t.start..t.end];
        let found = match t.tok {
            Tok::End => "the end".to_string(),
            Tok::Bad if shown == "=" => "'=' (write '==' to compare)".to_string(),
            Tok::Bad if shown == "&" => "'&' (write 'and' or '&&')".to_string(),
            Tok::Bad if shown == "|" => "'|' (write 'or' or '||')".to_string(),
            _ => format!("'{shown}'"),
        };
        SyntaxError {
            column: t.start + 1,
            message: format!("expected {what}, found {found}"),
        }
    }

    /// Checks that node `id` has type `want`.
    fn want(&self, id: NodeId, want: Type) -> Parsed<()> {
        let node = &self.nodes[id];
        if node.ty == want {
            return Ok(());
        }
        let source = &self.text[node.start..node.end];
        let message = match want {
            Type::Number => format!("expected a number, found the condition '{source}'"),
            Type::Condition => format!(
                "expected a condition (a comparison, true, false, not, is_pow, is_fib, \
                 is_square or is_prime), found the number '{source}'"
            ),
        };
        Self::error(node.start + 1, message)
    }

    /// One level deeper, at token `at` (a parenthesis, a function, a `not`).
    fn enter(&mut self, at: Token) -> Parsed<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Self::error(
                at.start + 1,
                format!(
                    "expected at most {MAX_DEPTH} nested parentheses, calls and nots, found more"
                ),
            );
        }
        Ok(())
    }

    fn span(&self, a: NodeId, b: NodeId) -> (usize, usize) {
        (self.nodes[a].start, self.nodes[b].end)
    }

    /// or := and (('or' | '||') and)*
    fn or(&mut self) -> Parsed {
        let mut left = self.and()?;
        while self.eat(&["or", "||"]).is_some() {
            self.want(left, Type::Condition)?;
            let right = self.and()?;
            self.want(right, Type::Condition)?;
            let (s, e) = self.span(left, right);
            left = self.push(Op::Or(left, right), Type::Condition, s, e);
        }
        Ok(left)
    }

    /// and := not (('and' | '&&') not)*
    fn and(&mut self) -> Parsed {
        let mut left = self.not()?;
        while self.eat(&["and", "&&"]).is_some() {
            self.want(left, Type::Condition)?;
            let right = self.not()?;
            self.want(right, Type::Condition)?;
            let (s, e) = self.span(left, right);
            left = self.push(Op::And(left, right), Type::Condition, s, e);
        }
        Ok(left)
    }

    /// not := ('not' | '!') not | comparison
    fn not(&mut self) -> Parsed {
        let Some(t) = self.eat(&["not", "!"]) else {
            return self.comparison();
        };
        self.enter(t)?;
        let inner = self.not()?;
        self.depth -= 1;
        self.want(inner, Type::Condition)?;
        let end = self.nodes[inner].end;
        Ok(self.push(Op::Not(inner), Type::Condition, t.start, end))
    }

    /// comparison := sum [op sum], at most one op.
    fn comparison(&mut self) -> Parsed {
        const OPS: [(&str, Cmp); 6] = [
            ("==", Cmp::Eq),
            ("!=", Cmp::Ne),
            ("<", Cmp::Lt),
            ("<=", Cmp::Le),
            (">", Cmp::Gt),
            (">=", Cmp::Ge),
        ];
        let find = |t: Token| match t.tok {
            Tok::Sym(s) => OPS.iter().find(|o| o.0 == s).map(|o| o.1),
            _ => None,
        };
        let left = self.sum()?;
        let Some(cmp) = find(self.peek()) else {
            return Ok(left);
        };
        self.bump();
        let equality = matches!(cmp, Cmp::Eq | Cmp::Ne);
        let left_ty = self.nodes[left].ty;
        if !(equality && left_ty == Type::Condition) {
            self.want(left, Type::Number)?;
        }
        let right = self.sum()?;
        self.want(right, left_ty)?;
        if find(self.peek()).is_some() {
            return Err(self.unexpected("'and' or 'or' (comparisons do not chain)"));
        }
        let (s, e) = self.span(left, right);
        Ok(self.push(Op::Compare(cmp, left, right), Type::Condition, s, e))
    }

    /// sum := product (('+' | '-') product)*
    fn sum(&mut self) -> Parsed {
        let mut left = self.product()?;
        while let Some(t) = self.eat(&["+", "-"]) {
            self.want(left, Type::Number)?;
            let right = self.product()?;
            self.want(right, Type::Number)?;
            let (s, e) = self.span(left, right);
            let op = if t.tok == Tok::Sym("+") {
                Op::Add(left, right)
            } else {
                Op::Sub(left, right)
            };
            left = self.push(op, Type::Number, s, e);
        }
        Ok(left)
    }

    /// product := atom (('*' | '/' | '%') atom)*
    fn product(&mut self) -> Parsed {
        let mut left = self.atom()?;
        while let Some(t) = self.eat(&["*", "/", "%"]) {
            self.want(left, Type::Number)?;
            let right = self.atom()?;
            self.want(right, Type::Number)?;
            let (s, e) = self.span(left, right);
            let op = match t.tok {
                Tok::Sym("*") => Op::Mul(left, right),
                Tok::Sym("/") => Op::Div(left, right),
                _ => Op::Rem(left, right),
            };
            left = self.push(op, Type::Number, s, e);
        }
        Ok(left)
    }

    /// atom := number | n | k | m | true | false | function '(' args ')' | '(' or ')'
    fn atom(&mut self) -> Parsed {
        let t = self.peek();
        match t.tok {
            Tok::Number(v) => {
                self.bump();
                Ok(self.push(Op::Number(v), Type::Number, t.start, t.end))
            }
            Tok::BigNumber => Err(self.unexpected("a number up to 2^64 - 1")),
            Tok::Sym("(") => {
                self.bump();
                self.enter(t)?;
                let inner = self.or()?;
                self.depth -= 1;
                if self.eat(&[")"]).is_none() {
                    return Err(self.unexpected("an operator or ')'"));
                }
                // The node keeps its type; its span now includes the parentheses, so
                // errors about it quote what the user wrote.
                self.nodes[inner].start = t.start;
                self.nodes[inner].end = self.tokens[self.at - 1].end;
                Ok(inner)
            }
            Tok::Sym("-") => Err(self.unexpected(&format!(
                "{} (there is no unary minus: every value is at least 0)",
                self.language.atom()
            ))),
            Tok::Word(w) => {
                let op = match (self.language.var(w), w) {
                    (Some(var), _) => Some((Op::Var(var), Type::Number)),
                    (None, "true") => Some((Op::Bool(true), Type::Condition)),
                    (None, "false") => Some((Op::Bool(false), Type::Condition)),
                    _ => None,
                };
                if let Some((op, ty)) = op {
                    self.bump();
                    return Ok(self.push(op, ty, t.start, t.end));
                }
                if let Some(&(name, func, arity, ty)) = FUNCTIONS.iter().find(|f| f.0 == w) {
                    return self.call(t, (name, func), arity, ty);
                }
                let followed_by_paren = self.tokens[self.at + 1].tok == Tok::Sym("(");
                if followed_by_paren && !matches!(w, "and" | "or" | "not") {
                    return Self::error(
                        t.start + 1,
                        format!("expected a function ({FUNCTION_LIST}), found '{w}'"),
                    );
                }
                Err(self.unexpected(self.language.atom()))
            }
            _ => Err(self.unexpected(self.language.atom())),
        }
    }

    /// A function call, its name at `name_token`.
    fn call(
        &mut self,
        name_token: Token,
        (name, func): (&str, Func),
        arity: usize,
        ty: Type,
    ) -> Parsed {
        self.bump();
        if self.eat(&["("]).is_none() {
            return Err(self.unexpected(&format!("'(' after {name}")));
        }
        self.enter(name_token)?;
        let mut args = Vec::with_capacity(arity);
        for i in 0..arity {
            let arg = self.or()?;
            self.want(arg, Type::Number)?;
            args.push(arg);
            let (sep, what) = if i + 1 < arity {
                (",", format!("',' ({name} takes {arity} numbers)"))
            } else if arity == 1 {
                (")", format!("')' ({name} takes one number)"))
            } else {
                (")", format!("')' ({name} takes {arity} numbers)"))
            };
            if self.eat(&[sep]).is_none() {
                let what = if self.peek().tok == Tok::Sym(",") || self.peek().tok == Tok::Sym(")") {
                    what
                } else {
                    format!("an operator or {what}")
                };
                return Err(self.unexpected(&what));
            }
        }
        self.depth -= 1;
        let (a, b) = (args[0], args[arity - 1]);
        let op = match func {
            Func::IsPow => Op::IsPow(a, b),
            Func::IsFib => Op::IsFib(a),
            Func::IsSquare => Op::IsSquare(a),
            Func::IsPrime => Op::IsPrime(a),
            Func::Popcount => Op::Popcount(a),
            Func::Min => Op::Min(a, b),
            Func::Max => Op::Max(a, b),
            Func::Gcd => Op::Gcd(a, b),
            Func::Omega => Op::Omega(a),
        };
        let end = self.tokens[self.at - 1].end;
        Ok(self.push(op, ty, name_token.start, end))
    }
}

//! The verdicts, as testlib names and numbers them.

/// The verdict of one check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    WrongAnswer,
    PresentationError,
    Fail,
}

impl Verdict {
    /// testlib's exit code.
    pub fn exit_code(self) -> i32 {
        match self {
            Verdict::Ok => 0,
            Verdict::WrongAnswer => 1,
            Verdict::PresentationError => 2,
            Verdict::Fail => 3,
        }
    }

    /// testlib's opening words of the message.
    pub fn prefix(self) -> &'static str {
        match self {
            Verdict::Ok => "ok",
            Verdict::WrongAnswer => "wrong answer",
            Verdict::PresentationError => "wrong output format",
            Verdict::Fail => "FAIL",
        }
    }

    /// The judges' short form: AC, WA, PE, FAIL.
    pub fn short(self) -> &'static str {
        match self {
            Verdict::Ok => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::PresentationError => "PE",
            Verdict::Fail => "FAIL",
        }
    }
}

//! The verdicts, as testlib names and numbers them, and the result of each step of a check: a
//! value, or the verdict it ends on and why.

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

/// A step of a check: its value, or the verdict the check ends on and the message.
pub(super) type Judged<T> = Result<T, (Verdict, String)>;

/// The check ends on FAIL (the input or the answer file is broken) with `message`.
pub(super) fn fail<T>(message: String) -> Judged<T> {
    Err((Verdict::Fail, message))
}

//! One file of a package, in memory.

/// One file of a package: its path inside the package (`/`-separated), its bytes, whether it is
/// a program to run (a `build` script).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    pub path: String,
    pub bytes: Vec<u8>,
    pub executable: bool,
}

impl File {
    pub fn text(path: &str, text: &str) -> File {
        File::bytes(path, text.as_bytes().to_vec())
    }

    pub fn bytes(path: &str, bytes: Vec<u8>) -> File {
        File {
            path: path.to_string(),
            bytes,
            executable: false,
        }
    }

    pub fn script(path: &str, text: &str) -> File {
        File {
            executable: true,
            ..File::text(path, text)
        }
    }
}

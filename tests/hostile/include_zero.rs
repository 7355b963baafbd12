// Hostile: a compile bomb, rustc reads an endless file. Expected: CE with the limit.
static ZERO: &[u8] = include_bytes!("/dev/zero");

fn main() {
    println!("{}", ZERO.len());
}

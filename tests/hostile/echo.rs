// Friendly control: copies stdin to stdout and says on stderr how many bytes it read.
use std::io::{Read, Write};

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("read stdin");
    std::io::stdout().write_all(&input).expect("write stdout");
    eprintln!("stats expanded={} generated={}", input.len(), 2 * input.len());
}

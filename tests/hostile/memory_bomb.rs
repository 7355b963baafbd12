// Hostile: allocates and touches memory 1 MiB at a time, forever. Expected verdict: MLE.
fn main() {
    let mut hoard: Vec<Vec<u8>> = Vec::new();
    loop {
        hoard.push(vec![1u8; 1 << 20]);
        std::hint::black_box(&hoard);
    }
}

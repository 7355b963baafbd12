// A POJ 1077 solution of the classic kind: one puzzle per run, a full BFS from the goal every
// run (the same work each time), and for a board that is already solved it prints nothing at
// all, not even a newline. For `judge test --split`: empty answers and summed time.
use std::collections::HashMap;
use std::collections::VecDeque;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let start: Vec<u8> = input
        .split_whitespace()
        .map(|t| if t == "x" { 0 } else { t.parse().unwrap() })
        .collect();
    let goal: Vec<u8> = vec![1, 2, 3, 4, 5, 6, 7, 8, 0];
    // The move that reached each board from the goal, as the letter the blank moved.
    let mut via: HashMap<Vec<u8>, u8> = HashMap::new();
    via.insert(goal.clone(), b'.');
    let mut queue = VecDeque::from([goal.clone()]);
    while let Some(board) = queue.pop_front() {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        for (letter, ok, to) in [
            (b'u', blank >= 3, blank.wrapping_sub(3)),
            (b'd', blank < 6, blank + 3),
            (b'l', blank % 3 > 0, blank.wrapping_sub(1)),
            (b'r', blank % 3 < 2, blank + 1),
        ] {
            if ok {
                let mut next = board.clone();
                next.swap(blank, to);
                if !via.contains_key(&next) {
                    via.insert(next.clone(), letter);
                    queue.push_back(next);
                }
            }
        }
    }
    if start == goal {
        return;
    }
    let Some(_) = via.get(&start) else {
        println!("unsolvable");
        return;
    };
    // Walk back to the goal: undo each recorded move, print the inverse in order.
    let mut board = start;
    let mut path = String::new();
    while board != goal {
        let letter = via[&board];
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let (to, inverse) = match letter {
            b'u' => (blank + 3, 'd'),
            b'd' => (blank - 3, 'u'),
            b'l' => (blank + 1, 'r'),
            _ => (blank - 1, 'l'),
        };
        board.swap(blank, to);
        path.push(inverse);
    }
    println!("{path}");
}

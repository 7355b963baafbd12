//! The input's reader and writer, format by format: the layouts each judge's input may take,
//! the errors that name the puzzle, and every format written back as it was read.

use super::file::{format_input, format_puzzles, parse_input, parse_puzzles};
use crate::board::Board;
use crate::problems::problem;

// One token or one digit a cell (`numbers.rs`), counted or not (`file.rs`).

#[test]
fn poj_tolerant_layouts() {
    let p = problem("poj1077").unwrap();
    let a = parse_input(p, b"2 3 4 1 5 x 7 6 8").unwrap();
    let b = parse_input(p, b"2 3 4\r\n1\t5 X\r\n7 6\n\n  8\r\n1 2 3 4 5 6 7 8 0\n").unwrap();
    assert_eq!(a[0], b[0]);
    assert_eq!(b.len(), 2);
    assert_eq!(b[1], Board::standard_goal(3, 3));
    assert_eq!(parse_input(p, format_input(p, &b).as_bytes()).unwrap(), b);
}

#[test]
fn poj_strict_errors() {
    let p = problem("poj1077").unwrap();
    let err = |s: &[u8]| parse_input(p, s).unwrap_err();
    assert!(err(b"2 3 4 1 5 y 7 6 8").contains("puzzle 1, cell 6: 'y'"));
    assert!(err(b"2 3 4 1 5 9 7 6 8").contains("'9' is not a tile"));
    assert!(err(b"2 3 4 1 5 x 7 6 6").contains("tile 6 appears twice"));
    assert!(err(b"1 2 3 4 5 6 7 8 x 1 2").contains("puzzle 2 is cut short"));
    assert!(err(b"x x 1 2 3 4 5 6 7").contains("two blanks"));
    assert!(err(b"").contains("no puzzle"));
    assert!(err(b"1 2 3 4 5 6 7 8 \xff").contains("\\xff"));
}

#[test]
fn uva_counted() {
    let p = problem("uva10181").unwrap();
    let text = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n\
                13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
    let boards = parse_input(p, text.as_bytes()).unwrap();
    assert_eq!(boards.len(), 2);
    assert_eq!(format_input(p, &boards), text);
    let e = parse_input(p, b"3\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0").unwrap_err();
    assert!(e.contains("announces 3 puzzle(s) but holds only 1"), "{e}");
    let e = parse_input(p, b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 7").unwrap_err();
    assert!(e.contains("goes on"), "{e}");
    assert!(parse_input(p, b"two")
        .unwrap_err()
        .contains("number of puzzles"));
    assert!(parse_input(p, b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16")
        .unwrap_err()
        .contains("'16'"));
    assert_eq!(parse_input(p, b"0\n").unwrap().len(), 0);
}

#[test]
fn luogu_digits() {
    let p = problem("luogu1379").unwrap();
    let b = parse_input(p, b"283104765\r\n").unwrap();
    assert_eq!(b[0].cells, vec![2, 8, 3, 1, 0, 4, 7, 6, 5]);
    assert_eq!(format_input(p, &b), "283104765\n");
    assert!(parse_input(p, b"28310476")
        .unwrap_err()
        .contains("9 digits"));
    assert!(parse_input(p, b"283104769")
        .unwrap_err()
        .contains("9 digits"));
    assert!(parse_input(p, b"283104766").unwrap_err().contains("twice"));
}

// One character a cell (`chars.rs`), and goals given in the input.

#[test]
fn kattis_letters() {
    let p = problem("kattis-npuzzle").unwrap();
    let text = ".BCD\nEAGH\nIJFL\nMNOK\n";
    let b = parse_input(p, text.as_bytes()).unwrap();
    assert_eq!(b[0].cells[..6], [0, 2, 3, 4, 5, 1]);
    assert_eq!(format_input(p, &b), text);
    assert_eq!(parse_input(p, b".BCDEAGH IJFLMNOK").unwrap(), b);
    let err = |s: &[u8]| parse_input(p, s).unwrap_err();
    assert!(err(b".BCD EAGH IJFL MNOP").contains("cell 16: 'P' is no tile"));
    assert!(err(b".BCD EAGH IJFL MNOKA").contains("runs past"));
    assert!(err(b".BCD EAGH IJFL MNOA").contains("tile 1 appears twice"));
    assert!(err(b".BCD EAGH").contains("cut short"));
}

#[test]
fn hdu_pairs_give_their_goals() {
    let p = problem("hdu3567").unwrap();
    let text = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
    let (boards, goals) = parse_puzzles(p, text.as_bytes()).unwrap();
    assert_eq!(boards.len(), 2);
    assert_eq!(goals[0], Board::standard_goal(3, 3));
    assert_eq!(goals[1].cells, vec![7, 5, 6, 8, 0, 4, 1, 2, 3]);
    assert_eq!(format_puzzles(p, &boards, &goals), text);
    assert_eq!(parse_input(p, text.as_bytes()).unwrap(), boards);
    let err = |s: &[u8]| parse_puzzles(p, s).unwrap_err();
    assert!(err(b"1\n12X453786\n").contains("puzzle 1 has no goal"));
    assert!(err(b"1\n12X453786\n12345678").contains("cut short"));
    assert!(err(b"1\n12X453786\n123456789").contains("'9' is no tile"));
}

// Arrays of rows (`nested.rs`).

#[test]
fn leetcode_nested() {
    let p = problem("leetcode773").unwrap();
    let b = parse_input(p, b"[[1,2,3],[4,0,5]]\n[ [4, 1, 2] ,\r\n[5,0,3] ]").unwrap();
    assert_eq!(b[0].cells, vec![1, 2, 3, 4, 0, 5]);
    assert_eq!(b[1].cells, vec![4, 1, 2, 5, 0, 3]);
    assert_eq!(
        format_input(p, &b),
        "[[1,2,3],[4,0,5]]\n[[4,1,2],[5,0,3]]\n"
    );
    let err = |s: &[u8]| parse_input(p, s).unwrap_err();
    assert!(err(b"[[1,2,3],[4,0]]").contains("']' where ',' belongs"));
    assert!(err(b"[[1,2,3],[4,0,5]").contains("puzzle 1 is cut short"));
    assert!(err(b"[[1,2,3],[4,0,6]]").contains("'6' is not a tile"));
    assert!(err(b"[[1,2,3],[4,0,5]]\n[[1,2,3],[4,0,0]]").contains("puzzle 2"));
    assert!(err(b"").contains("no puzzle"));
}

// Boards that give their own size (`sized.rs`).

#[test]
fn poj2893_reads_until_zero_zero() {
    let p = problem("poj2893").unwrap();
    let boards = parse_input(p, b"2 3\n1 2 3\n4 0 5\n3 2\n1 2\n3 4\n5 0\n0 0\n9 9").unwrap();
    assert_eq!(boards.len(), 2);
    assert_eq!(
        (boards[0].width, boards[0].height, boards[0].blank),
        (3, 2, 4)
    );
    assert_eq!((boards[1].width, boards[1].height), (2, 3));
    let text = format_input(p, &boards);
    assert!(text.ends_with("5 0\n0 0\n"));
    assert_eq!(parse_input(p, text.as_bytes()).unwrap(), boards);
}

#[test]
fn poj3240_reads_square_boards() {
    let p = problem("poj3240").unwrap();
    let boards = parse_input(p, b"2\n3 1\n2 0\n").unwrap();
    assert_eq!(boards[0].cells, vec![3, 1, 2, 0]);
    assert_eq!(format_input(p, &boards), "2\n3 1\n2 0\n");
}

#[test]
fn sized_errors_name_the_puzzle() {
    let p = problem("poj2893").unwrap();
    let err = |t: &str| parse_input(p, t.as_bytes()).unwrap_err();
    assert!(err("2 2\n1 2 3\n").contains("cut short"));
    assert!(err("2 2\n1 2 3 4\n0 0").contains("'4' is not a tile"));
    assert!(err("1 5\n").contains("1×5"));
    assert!(err("2 2 1 1 3 0 0 0").contains("puzzle 1"));
    assert!(problem("poj3240").unwrap().input.cells != p.input.cells);
    assert!(parse_input(problem("poj3240").unwrap(), b"11\n").is_err());
}

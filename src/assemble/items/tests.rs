//! The item tree of a small part.

use super::*;

const PART: &str = "//! A part.\n\nuse super::board::{Board, MAX_CELLS as M};\nuse std::io::{self, Write};\n\n\
    /// A thing.\n#[derive(Clone)]\npub struct Thing<P> { pub a: u8, b: PhantomData<P> }\n\n\
    pub const fn f() -> [u8; 4] { [0; 4] }\n\nconst X: Format = Format { a: 1 };\n\n\
    impl<P: Puzzle, const N: usize> super::search::Strategy for Thing<P> {\n    fn new() -> Self { todo() }\n    const K: u8 = 1;\n}\n\n\
    pub enum E {\n    /// One.\n    A { x: u8 },\n    B(u8),\n    C,\n}\n\n\
    pub trait T { fn req(&self); fn def(&self) {} }\n\n#[cfg(test)]\nmod tests { fn t() {} }\n";

#[test]
fn items_are_found_with_their_names_and_members() {
    let source = Source::parse("p", PART).unwrap();
    let kinds: Vec<(ItemKind, &str)> = source
        .items
        .iter()
        .map(|i| (i.kind, i.name.as_str()))
        .collect();
    use ItemKind::*;
    assert_eq!(
        kinds,
        [
            (Other, ""),
            (Use, ""),
            (Use, ""),
            (Struct, "Thing"),
            (Fn, "f"),
            (Const, "X"),
            (Impl, "Thing"),
            (Enum, "E"),
            (Trait, "T"),
            (Mod, "tests"),
        ]
    );
    let leaves: Vec<(String, &str)> = source.items[1..3]
        .iter()
        .flat_map(|i| &i.leaves)
        .map(|l| (l.path.join("::"), l.alias.as_str()))
        .collect();
    assert_eq!(
        leaves,
        [
            ("super::board".to_string(), "Board"),
            ("super::board".to_string(), "M"),
            ("std::io".to_string(), "io"),
            ("std::io".to_string(), "Write"),
        ]
    );
    let imp = &source.items[6];
    assert_eq!(imp.of_trait.as_deref(), Some("Strategy"));
    let members: Vec<&str> = imp.members.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(members, ["new", "K"]);
    let variants: Vec<&str> = source.items[7]
        .members
        .iter()
        .map(|m| m.name.as_str())
        .collect();
    assert_eq!(variants, ["A", "B", "C"]);
    let tr = &source.items[8];
    assert!(tr.members[0].bodiless && !tr.members[1].bodiless);
    assert!(source.items[9].test_only && !source.items[8].test_only);
    assert!(source
        .tok(source.items[3].first)
        .starts_with("/// A thing."));
}

#[test]
fn an_unbalanced_text_is_an_error() {
    assert!(Source::parse("p", "fn f() { ( }").is_err());
    assert!(Source::parse("p", "fn f() {").is_err());
}

//! Making every solution file at once: each part read once, the parts' order found once, the
//! files put through `rustfmt` on every core, and each file's doc comments cut back until it
//! fits the source limit of every judge it is recommended for (`budget`).

use super::family::all;
use super::file::{carried, unformatted, Made};
use super::prune::Docs;
use super::recipes::Recipe;
use super::render::{global_order, rustfmt, ReadPart};
use super::target;
use crate::parallel;
use crate::problems::PROBLEMS;
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::PathBuf;

/// The most bytes every solution file may have: what most judges take (64 KB).
pub const MOST: u64 = 65_535;

/// The most bytes `recipe`'s file may have: `MOST`, or less where a judge it is recommended
/// for takes less (`Problem::source_limit`).
pub fn budget(recipe: &Recipe) -> u64 {
    PROBLEMS
        .iter()
        .filter(|p| p.solutions == recipe.folder && p.recommended == recipe.strategy)
        .map(|p| p.source_limit.bytes)
        .fold(MOST, u64::min)
}

/// The text of the file `recipe` makes (made with all the others, as its doc comments depend on
/// its siblings' sections).
pub fn assemble(recipe: &Recipe, read: ReadPart) -> Result<String, String> {
    assemble_all_with(read)?
        .into_iter()
        .find(|(r, _, _)| r.folder == recipe.folder && r.strategy == recipe.strategy)
        .map(|(_, _, text)| text)
        .ok_or_else(|| "assemble: the recipe is not in the table of recipes".to_string())
}

/// Every recipe's file as the parts `read` gives make it: (recipe, path, text).
pub fn assemble_all_with(read: ReadPart) -> Result<Vec<(Recipe, PathBuf, String)>, String> {
    let texts: RefCell<HashMap<String, String>> = RefCell::default();
    let once = |part: &str| {
        if let Some(text) = texts.borrow().get(part) {
            return Ok(text.clone());
        }
        let text = read(part)?;
        texts.borrow_mut().insert(part.to_string(), text.clone());
        Ok(text)
    };
    let order = global_order(&once)?;
    let recipes: Vec<&Recipe> = all().collect();
    let mut docs = vec![Docs::All; recipes.len()];
    let mut made: HashMap<(usize, Docs), Made> = HashMap::new();
    let mut formatted: HashMap<String, Result<String, String>> = HashMap::new();
    loop {
        for (i, recipe) in recipes.iter().enumerate() {
            if let std::collections::hash_map::Entry::Vacant(slot) = made.entry((i, docs[i])) {
                slot.insert(carried(recipe, &once, &order, docs[i])?);
            }
        }
        let files = (0..recipes.len())
            .map(|i| {
                let siblings: Vec<(&Recipe, &Made)> = (0..recipes.len())
                    .filter(|&s| recipes[s].folder == recipes[i].folder)
                    .map(|s| (recipes[s], &made[&(s, docs[s])]))
                    .collect();
                unformatted(recipes[i], &made[&(i, docs[i])], &siblings)
            })
            .collect::<Result<Vec<String>, String>>()?;
        let new: Vec<&String> = files
            .iter()
            .filter(|t| !formatted.contains_key(*t))
            .collect();
        let done = parallel::map(&new, parallel::cores(), |text| rustfmt(text));
        for (text, result) in new.into_iter().zip(done) {
            formatted.insert(text.clone(), result);
        }
        let mut shorter = false;
        for (i, text) in files.iter().enumerate() {
            let length = formatted[text].as_ref().map_or(0, String::len) as u64;
            if let Some(fewer) = docs[i].fewer().filter(|_| length > budget(recipes[i])) {
                docs[i] = fewer;
                shorter = true;
            }
        }
        if !shorter {
            return recipes
                .iter()
                .zip(files)
                .map(|(r, text)| Ok((**r, target(r), formatted[&text].clone()?)))
                .collect();
        }
    }
}

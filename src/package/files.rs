//! A package held in memory, then written in one go: into a fresh folder beside the target,
//! renamed into place when every file is there, so a failure leaves nothing behind and nothing
//! that was there is replaced or removed (an existing `--out` must be an empty folder; an
//! existing zip is refused), unless `--force` asks to replace them.

pub use super::file::File;
use super::zip;
use crate::gen::refuse_link;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Whether `out` may be written: absent, or an empty folder (and not a link).
fn check_target(out: &Path) -> Result<(), String> {
    refuse_link(out)?;
    match fs::read_dir(out).map(|mut entries| entries.next().is_some()) {
        Ok(true) => Err(format!(
            "{} exists and is not empty: give --out a new or empty folder",
            out.display()
        )),
        Ok(false) => Ok(()),
        Err(_) if out.exists() => Err(format!("{} exists and is not a folder", out.display())),
        Err(_) => Ok(()),
    }
}

/// Whether the package may be written at `out` (and with `zip`, its archive beside it); with
/// `force`, a non-empty folder and an existing archive may be replaced (never a link, never a
/// file by a folder).
pub fn check(out: &Path, zip: bool, force: bool) -> Result<(), String> {
    match check_target(out) {
        Err(e) if !(force && out.is_dir()) || refuse_link(out).is_err() => return Err(e),
        _ => {}
    }
    let zip_file = zip_path(out);
    refuse_link(&zip_file)?;
    if zip && zip_file.exists() && !(force && zip_file.is_file()) {
        return Err(format!(
            "{} exists; not replacing it (--force replaces it)",
            zip_file.display()
        ));
    }
    Ok(())
}

/// The zip beside a package folder: `DIR.zip`.
pub fn zip_path(out: &Path) -> PathBuf {
    let mut name = out.file_name().unwrap_or_default().to_os_string();
    name.push(".zip");
    out.with_file_name(name)
}

/// Writes `files` as the folder `out` (and, with `zip`, the archive `DIR.zip` of it, its
/// entries under the folder's name): the paths written. A failure removes what this write
/// made and nothing else; `force` replaces an existing `out` and archive.
pub fn write(files: &[File], out: &Path, zip: bool, force: bool) -> Result<Vec<PathBuf>, String> {
    let name = out
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| format!("{} names no folder", out.display()))?
        .to_string();
    check(out, zip, force)?;
    let archive = if zip {
        Some(zip::archive(files, &name)?)
    } else {
        None
    };
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    let staging = parent.join(format!(".{name}.partial-{}", std::process::id()));
    // Made by this write, and so removed when it fails: nothing else ever is.
    let mut made: Vec<PathBuf> = Vec::new();
    let written = write_staged(files, &staging, out, archive.as_deref(), force, &mut made);
    if written.is_err() {
        for path in made.iter().rev() {
            let _ = fs::remove_dir_all(path).or_else(|_| fs::remove_file(path));
        }
    }
    written
}

/// Writes into `staging` (a new folder), then moves the archive beside `out` and the folder to
/// `out`, noting in `made` what it made.
fn write_staged(
    files: &[File],
    staging: &Path,
    out: &Path,
    archive: Option<&[u8]>,
    force: bool,
    made: &mut Vec<PathBuf>,
) -> Result<Vec<PathBuf>, String> {
    // create_dir fails on anything already there: the folder is this write's own.
    fs::create_dir(staging).map_err(|e| format!("cannot write in {}: {e}", staging.display()))?;
    made.push(staging.to_path_buf());
    for file in files {
        write_file(&staging.join(&file.path), file)?;
    }
    let mut paths = Vec::new();
    if let Some(bytes) = archive {
        let (zip_file, staged) = (zip_path(out), staging.join(".archive.zip"));
        write_file(&staged, &File::bytes("", bytes.to_vec()))?;
        // A hard link never replaces a file that appeared meanwhile; rename does, when asked.
        let moved = match force {
            true => fs::rename(&staged, &zip_file),
            false => fs::hard_link(&staged, &zip_file).and_then(|_| fs::remove_file(&staged)),
        };
        moved.map_err(|e| format!("cannot write {}: {e}", zip_file.display()))?;
        made.push(zip_file.clone());
        paths.push(zip_file);
    }
    // rename(2) replaces an empty folder (checked) and nothing else; --force moves a full one
    // aside first, and removes it once the package is in its place.
    let name = out.file_name().unwrap_or_default().to_string_lossy();
    let aside = staging.with_file_name(format!(".{name}.old-{}", std::process::id()));
    let replacing = force && fs::read_dir(out).is_ok_and(|mut e| e.next().is_some());
    if replacing {
        fs::rename(out, &aside).map_err(|e| format!("cannot replace {}: {e}", out.display()))?;
    }
    if let Err(e) = fs::rename(staging, out) {
        if replacing {
            let _ = fs::rename(&aside, out);
        }
        return Err(format!("cannot move the package to {}: {e}", out.display()));
    }
    if replacing {
        let _ = fs::remove_dir_all(&aside);
    }
    paths.insert(0, out.to_path_buf());
    Ok(paths)
}

fn write_file(path: &Path, file: &File) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(if file.executable { 0o755 } else { 0o644 });
    }
    options
        .open(path)
        .and_then(|mut f| f.write_all(&file.bytes))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

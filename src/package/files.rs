//! A package held in memory, then written in one go: into a fresh folder beside the target,
//! renamed into place when every file is there, so a failure leaves nothing behind and nothing
//! that was there is replaced (an existing `--out` must be an empty folder; an existing zip is
//! refused).

use super::zip;
use crate::gen::refuse_link;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

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

/// Whether the package may be written at `out` (and with `zip`, its archive beside it).
pub fn check(out: &Path, zip: bool) -> Result<(), String> {
    check_target(out)?;
    let zip_file = zip_path(out);
    if zip && (zip_file.exists() || refuse_link(&zip_file).is_err()) {
        return Err(format!("{} exists; not replacing it", zip_file.display()));
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
/// entries under the folder's name): the paths written.
pub fn write(files: &[File], out: &Path, zip: bool) -> Result<Vec<PathBuf>, String> {
    let name = out
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| format!("{} names no folder", out.display()))?
        .to_string();
    check(out, zip)?;
    let zip_file = zip_path(out);
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
    let written = write_staged(files, &staging, out, archive.as_deref(), &zip_file);
    if written.is_err() {
        let _ = fs::remove_dir_all(&staging);
        let _ = fs::remove_file(staging.with_extension("zip"));
    }
    written
}

/// Writes into `staging`, then moves it to `out` and the archive to `zip_file`.
fn write_staged(
    files: &[File],
    staging: &Path,
    out: &Path,
    archive: Option<&[u8]>,
    zip_file: &Path,
) -> Result<Vec<PathBuf>, String> {
    fs::create_dir(staging).map_err(|e| format!("cannot write in {}: {e}", staging.display()))?;
    for file in files {
        write_file(&staging.join(&file.path), file)?;
    }
    let staged_zip = staging.with_extension("zip");
    if let Some(bytes) = archive {
        write_file(&staged_zip, &File::bytes("", bytes.to_vec()))?;
    }
    let mut paths = Vec::new();
    if archive.is_some() {
        // A hard link never replaces a file that appeared meanwhile.
        let linked = fs::hard_link(&staged_zip, zip_file);
        let _ = fs::remove_file(&staged_zip);
        linked.map_err(|e| format!("cannot write {}: {e}", zip_file.display()))?;
        paths.push(zip_file.to_path_buf());
    }
    // rename(2) replaces an empty folder (checked above) and nothing else.
    if let Err(e) = fs::rename(staging, out) {
        if archive.is_some() {
            let _ = fs::remove_file(zip_file);
        }
        return Err(format!("cannot move the package to {}: {e}", out.display()));
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

//! A zip archive of a package, std only: every entry stored (method 0, no compression), with
//! its CRC-32, Unix mode bits (an executable `build` script stays executable after unzip) and a
//! fixed date, so the same package makes the same bytes. No ZIP64: a package over 4 GiB, or of
//! more than 65,535 files, is refused.

use super::files::File;

/// The zip's DOS date and time: 1980-01-01 00:00, its epoch (a fixed date keeps it
/// reproducible).
const DOS_TIME: u16 = 0;
const DOS_DATE: u16 = (1 << 5) | 1;

/// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), as zip wants it.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut table = [0u32; 256];
    for (n, slot) in table.iter_mut().enumerate() {
        let mut c = n as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
        *slot = c;
    }
    !bytes.iter().fold(!0u32, |c, &b| {
        table[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8)
    })
}

fn u16_le(out: &mut Vec<u8>, v: u16) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn u32_le(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// The fields a local header and a central directory entry share, from "version needed" to
/// the name's length.
fn common(out: &mut Vec<u8>, crc: u32, size: u32, name: &str) {
    u16_le(out, 20); // version needed to extract: 2.0
    u16_le(out, 1 << 11); // flags: the name is UTF-8
    u16_le(out, 0); // method: stored
    u16_le(out, DOS_TIME);
    u16_le(out, DOS_DATE);
    u32_le(out, crc);
    u32_le(out, size); // compressed size
    u32_le(out, size); // uncompressed size
    u16_le(out, name.len() as u16);
}

/// The archive of `files`, each under `prefix/` when `prefix` is not empty.
pub fn archive(files: &[File], prefix: &str) -> Result<Vec<u8>, String> {
    if files.len() > usize::from(u16::MAX) {
        return Err(format!(
            "zip: {} files is more than a zip without ZIP64 holds",
            files.len()
        ));
    }
    let (mut out, mut central) = (Vec::new(), Vec::new());
    for file in files {
        let name = if prefix.is_empty() {
            file.path.clone()
        } else {
            format!("{prefix}/{}", file.path)
        };
        let too_big = || format!("zip: {name} or the archive before it is over 4 GiB");
        let size = u32::try_from(file.bytes.len()).map_err(|_| too_big())?;
        let offset = u32::try_from(out.len()).map_err(|_| too_big())?;
        if name.len() > usize::from(u16::MAX) {
            return Err(format!("zip: the name {name} is too long"));
        }
        let crc = crc32(&file.bytes);
        u32_le(&mut out, 0x0403_4b50);
        common(&mut out, crc, size, &name);
        u16_le(&mut out, 0); // extra field length
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&file.bytes);

        u32_le(&mut central, 0x0201_4b50);
        u16_le(&mut central, (3 << 8) | 20); // made by: Unix, zip 2.0
        common(&mut central, crc, size, &name);
        u16_le(&mut central, 0); // extra field length
        u16_le(&mut central, 0); // comment length
        u16_le(&mut central, 0); // disk number
        u16_le(&mut central, 0); // internal attributes
        let mode: u32 = if file.executable {
            0o100_755
        } else {
            0o100_644
        };
        u32_le(&mut central, mode << 16); // external attributes: the Unix mode
        u32_le(&mut central, offset);
        central.extend_from_slice(name.as_bytes());
    }
    let start =
        u32::try_from(out.len()).map_err(|_| "zip: the archive is over 4 GiB".to_string())?;
    let length =
        u32::try_from(central.len()).map_err(|_| "zip: the directory is over 4 GiB".to_string())?;
    out.extend_from_slice(&central);
    u32_le(&mut out, 0x0605_4b50);
    u16_le(&mut out, 0); // this disk
    u16_le(&mut out, 0); // the directory's disk
    u16_le(&mut out, files.len() as u16);
    u16_le(&mut out, files.len() as u16);
    u32_le(&mut out, length);
    u32_le(&mut out, start);
    u16_le(&mut out, 0); // comment length
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_is_the_standard_one() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(
            crc32(b"The quick brown fox jumps over the lazy dog"),
            0x414F_A339
        );
    }

    #[test]
    fn an_archive_lays_out_its_entries() {
        let files = [
            File::text("a.txt", "hello\n"),
            File::script("dir/build", "#!/bin/sh\n"),
        ];
        let zip = archive(&files, "pkg").unwrap();
        assert_eq!(&zip[..4], b"PK\x03\x04");
        let end = &zip[zip.len() - 22..];
        assert_eq!(&end[..4], b"PK\x05\x06");
        assert_eq!(u16::from_le_bytes([end[10], end[11]]), 2);
        let text = String::from_utf8_lossy(&zip);
        assert!(text.contains("pkg/a.txthello\n") && text.contains("pkg/dir/build"));
        assert_eq!(archive(&files, "pkg").unwrap(), zip, "reproducible");
    }
}

//! A zip archive of stored (uncompressed) entries: what a SCORM package needs, in plain Rust.
//! The board's files are already small and the wasm compresses poorly, so deflate would buy
//! little; stored entries keep the writer short and its output byte-for-byte reproducible
//! (every entry carries the same date, 1980-01-01, the earliest a zip can say).

/// The CRC-32 (IEEE 802.3, the zip format's) of `bytes`.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

/// Entries a zip without the zip64 extension can hold (its bytes: what a u32 offset reaches).
const MAX_ENTRIES: usize = 0xFFFF;

/// Bit 11 of the general-purpose flags: the names are UTF-8.
const UTF8_NAMES: u16 = 1 << 11;
/// DOS date of 1980-01-01 (year 0 from 1980, month 1, day 1).
const DATE: u16 = (1 << 5) | 1;

/// Writes `entries` (a path inside the archive and its bytes) as a zip of stored entries, in
/// the order given. `None` when it would need zip64 (over 65535 entries or 4 GiB), which no
/// lesson package comes near.
pub fn write(entries: &[(String, Vec<u8>)]) -> Option<Vec<u8>> {
    if entries.len() > MAX_ENTRIES {
        return None;
    }
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, bytes) in entries {
        let name = name.as_bytes();
        let offset = u32::try_from(out.len()).ok()?;
        let size = u32::try_from(bytes.len()).ok()?;
        let name_len = u16::try_from(name.len()).ok()?;
        let crc = crc32(bytes);
        // Local file header.
        out.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        put16(&mut out, 10); // version needed: 1.0, stored
        put16(&mut out, UTF8_NAMES);
        put16(&mut out, 0); // method: stored
        put16(&mut out, 0); // time 00:00
        put16(&mut out, DATE);
        out.extend_from_slice(&crc.to_le_bytes());
        out.extend_from_slice(&size.to_le_bytes());
        out.extend_from_slice(&size.to_le_bytes());
        put16(&mut out, name_len);
        put16(&mut out, 0); // extra
        out.extend_from_slice(name);
        out.extend_from_slice(bytes);
        // Its central directory record.
        central.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        put16(&mut central, 0x031e); // made by: Unix, 3.0 (the permission bits below mean what they say)
        put16(&mut central, 10);
        put16(&mut central, UTF8_NAMES);
        put16(&mut central, 0);
        put16(&mut central, 0);
        put16(&mut central, DATE);
        central.extend_from_slice(&crc.to_le_bytes());
        central.extend_from_slice(&size.to_le_bytes());
        central.extend_from_slice(&size.to_le_bytes());
        put16(&mut central, name_len);
        put16(&mut central, 0); // extra
        put16(&mut central, 0); // comment
        put16(&mut central, 0); // disk
        put16(&mut central, 0); // internal attributes
        central.extend_from_slice(&(0o100644u32 << 16).to_le_bytes()); // a plain file, rw-r--r--
        central.extend_from_slice(&offset.to_le_bytes());
        central.extend_from_slice(name);
    }
    let central_at = u32::try_from(out.len()).ok()?;
    let central_len = u32::try_from(central.len()).ok()?;
    out.extend_from_slice(&central);
    // Past 4 GiB the end record's offsets no longer fit (on wasm32 a Vec never gets there).
    u32::try_from(out.len()).ok()?;
    let count = u16::try_from(entries.len()).ok()?;
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    put16(&mut out, 0);
    put16(&mut out, 0);
    put16(&mut out, count);
    put16(&mut out, count);
    out.extend_from_slice(&central_len.to_le_bytes());
    out.extend_from_slice(&central_at.to_le_bytes());
    put16(&mut out, 0);
    Some(out)
}

fn put16(out: &mut Vec<u8>, value: u16) {
    out.extend_from_slice(&value.to_le_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_of_the_check_string() {
        // The check value every CRC-32 implementation publishes.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn entries_are_where_the_central_directory_says() {
        let entries = vec![
            ("a.txt".to_string(), b"hello".to_vec()),
            ("dir/b.bin".to_string(), vec![0, 1, 2, 255]),
        ];
        let zip = write(&entries).unwrap();
        let end = zip.len() - 22;
        assert_eq!(&zip[end..end + 4], &0x0605_4b50u32.to_le_bytes());
        let count = u16::from_le_bytes([zip[end + 10], zip[end + 11]]);
        assert_eq!(count, 2);
        let at = u32::from_le_bytes(zip[end + 16..end + 20].try_into().unwrap()) as usize;
        let mut record = at;
        for (name, bytes) in &entries {
            assert_eq!(&zip[record..record + 4], &0x0201_4b50u32.to_le_bytes());
            let crc = u32::from_le_bytes(zip[record + 16..record + 20].try_into().unwrap());
            assert_eq!(crc, crc32(bytes));
            let name_len = u16::from_le_bytes([zip[record + 28], zip[record + 29]]) as usize;
            let local =
                u32::from_le_bytes(zip[record + 42..record + 46].try_into().unwrap()) as usize;
            assert_eq!(&zip[record + 46..record + 46 + name_len], name.as_bytes());
            let data = local + 30 + name_len;
            assert_eq!(&zip[data..data + bytes.len()], bytes.as_slice());
            record += 46 + name_len;
        }
    }
}

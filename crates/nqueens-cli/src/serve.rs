//! `nqueens serve`: serves the page this binary carries (src/page.rs) over HTTP, so a teacher's
//! laptop with no internet can serve a classroom on its local network. Files only, read only:
//! GET and HEAD of the page's own files; anything else is refused with a status and a short
//! reason, and a bad request never stops the server. One thread per connection, one request per
//! connection (`Connection: close`): a classroom is a few dozen browsers.

use crate::page;
use crate::request_path::{content_type, file_of, Refusal};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, TcpStream, UdpSocket};
use std::process::ExitCode;
use std::thread;
use std::time::Duration;

/// The longest request head read; a longer one is refused.
const MAX_HEAD: usize = 16 * 1024;

/// Serves until the process is stopped; prints the address(es) to open.
pub fn serve(port: u16, lan: bool) -> Result<ExitCode, String> {
    let Some(version) = page::version() else {
        return Err(page::NOT_EMBEDDED.to_owned());
    };
    let bind = if lan {
        Ipv4Addr::UNSPECIFIED
    } else {
        Ipv4Addr::LOCALHOST
    };
    let listener = TcpListener::bind((bind, port))
        .map_err(|e| format!("cannot listen on {bind}:{port}: {e}"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    println!("Serving the N-Queens Playground (version {version}). Open:");
    println!("  http://127.0.0.1:{port}/");
    if lan {
        let others = lan_addresses();
        if others.is_empty() {
            println!("  (no local network address found: is this machine on a network?)");
        }
        for address in others {
            println!("  http://{address}:{port}/   (from other machines on this network)");
        }
    }
    println!("Press Ctrl+C to stop.");
    std::io::stdout().flush().ok();
    for stream in listener.incoming().flatten() {
        thread::spawn(move || answer(stream));
    }
    Ok(ExitCode::SUCCESS)
}

/// This machine's addresses on its networks (not loopback): the route the system would take to
/// a public and a private address (no packet is sent), and what the host's name resolves to.
fn lan_addresses() -> Vec<IpAddr> {
    let mut found = Vec::new();
    for probe in [
        "192.0.2.1:9",
        "10.255.255.255:9",
        "172.31.255.255:9",
        "192.168.255.255:9",
    ] {
        let local = UdpSocket::bind("0.0.0.0:0")
            .and_then(|socket| socket.connect(probe).and_then(|()| socket.local_addr()));
        if let Ok(address) = local {
            found.push(address.ip());
        }
    }
    if let Ok(name) = std::fs::read_to_string("/etc/hostname") {
        if let Ok(addresses) = std::net::ToSocketAddrs::to_socket_addrs(&(name.trim(), 0)) {
            found.extend(addresses.map(|a: SocketAddr| a.ip()));
        }
    }
    found.retain(|ip| ip.is_ipv4() && !ip.is_loopback() && !ip.is_unspecified());
    found.sort();
    found.dedup();
    found
}

/// Reads one request and answers it; every failure is this connection's alone.
fn answer(mut stream: TcpStream) {
    stream.set_read_timeout(Some(Duration::from_secs(10))).ok();
    let Ok(reader) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(reader).take(MAX_HEAD as u64);
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    // The rest of the head: read (so the client sees an answer, not a reset) and ignored.
    let mut header = String::new();
    while reader
        .read_line(&mut header)
        .map(|n| n > 0 && header != "\r\n" && header != "\n")
        .unwrap_or(false)
    {
        header.clear();
    }
    let response = respond(line.trim_end());
    stream.write_all(&response).ok();
}

/// What to send back for a request line (`GET /path HTTP/1.1`): the whole response.
pub fn respond(line: &str) -> Vec<u8> {
    let mut parts = line.split(' ');
    let (Some(method), Some(target), Some(_version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return plain(400, "Bad Request", "not an HTTP request line", true);
    };
    let head_only = match method {
        "GET" => false,
        "HEAD" => true,
        _ => {
            return plain(
                405,
                "Method Not Allowed",
                "this server only reads files (GET, HEAD)",
                false,
            )
        }
    };
    let path = match file_of(target) {
        Ok(path) => path,
        Err(Refusal::Bad(why)) => return plain(400, "Bad Request", why, head_only),
    };
    match page::page_file(&path) {
        Some(body) => response(200, "OK", content_type(&path), body, head_only),
        None => plain(404, "Not Found", "no such file in the page", head_only),
    }
}

fn plain(status: u16, reason: &str, why: &str, head_only: bool) -> Vec<u8> {
    response(
        status,
        reason,
        "text/plain; charset=utf-8",
        format!("{status} {reason}: {why}\n").as_bytes(),
        head_only,
    )
}

fn response(status: u16, reason: &str, kind: &str, body: &[u8], head_only: bool) -> Vec<u8> {
    let allow = if status == 405 {
        "Allow: GET, HEAD\r\n"
    } else {
        ""
    };
    let mut out = format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\n\
X-Content-Type-Options: nosniff\r\n{allow}Connection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    if !head_only {
        out.extend_from_slice(body);
    }
    out
}

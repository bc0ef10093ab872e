//! `nqueens serve` as a browser meets it: the page's files with their content types, read only,
//! and every path outside the page refused with 400 while the server goes on answering. A
//! binary built without the page (a fresh clone, no dist/) says so and how to build one with it.
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        self.0.kill().ok();
        self.0.wait().ok();
    }
}

/// Starts `nqueens serve --port 0` and reads the port it printed.
fn start() -> (Server, u16) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout piped")).lines();
    let server = Server(child);
    for line in lines.by_ref() {
        let line = line.expect("utf-8");
        if let Some(rest) = line.trim().strip_prefix("http://127.0.0.1:") {
            let port = rest.trim_end_matches('/').parse().expect("a port");
            std::thread::spawn(move || lines.for_each(drop));
            return (server, port);
        }
    }
    panic!("serve printed no address");
}

/// Sends `request` as written and returns (status, head, body).
fn ask(port: u16, request: &str) -> (u16, String, Vec<u8>) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    stream.write_all(request.as_bytes()).expect("sends");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).expect("reads");
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head")
        + 4;
    let head = String::from_utf8(answer[..split].to_vec()).expect("utf-8 head");
    let status = head[9..12].parse().expect("a status");
    (status, head, answer[split..].to_vec())
}

fn get(port: u16, target: &str) -> (u16, String, Vec<u8>) {
    ask(port, &format!("GET {target} HTTP/1.1\r\nHost: x\r\n\r\n"))
}

#[test]
fn serve_hands_out_the_page_and_refuses_everything_else() {
    if option_env!("NQUEENS_PAGE_EMBEDDED").is_none() {
        let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["serve", "--port", "0"])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2));
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains("built without the page") && said.contains("trunk build"),
            "{said}"
        );
        return;
    }
    let (_server, port) = start();
    let (status, head, body) = get(port, "/?view=step&lang=fa");
    assert_eq!(status, 200);
    assert!(
        head.contains("Content-Type: text/html; charset=utf-8"),
        "{head}"
    );
    assert!(String::from_utf8_lossy(&body).contains("<nav class=\"views\""));
    let (status, head, body) = get(port, "/nqueens-wasm_bg.wasm");
    assert_eq!(status, 200);
    assert!(head.contains("Content-Type: application/wasm"), "{head}");
    assert_eq!(&body[..4], b"\0asm");
    let (status, head, body) = ask(port, "HEAD /www/app.js HTTP/1.1\r\n\r\n");
    assert_eq!(status, 200);
    assert!(
        head.contains("text/javascript")
            && !head.contains("Content-Length: 0\r\n")
            && body.is_empty(),
        "{head}"
    );
    for lesson in [
        "four-queens",
        "five-queens-dead-end",
        "diagonal-indices",
        "one-constraint-at-a-time",
    ] {
        assert_eq!(
            get(port, &format!("/www/lessons/{lesson}.json")).0,
            200,
            "{lesson}"
        );
    }
    for target in [
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/www/..%2f..%2fCargo.toml",
        "/..%5cCargo.toml",
        "//etc/passwd",
        "/%2fetc/passwd",
        "http://x/../Cargo.toml",
        "/%zz",
    ] {
        let (status, _, body) = get(port, target);
        assert_eq!(status, 400, "{target}: {}", String::from_utf8_lossy(&body));
    }
    assert_eq!(get(port, "/Cargo.toml").0, 404);
    assert_eq!(get(port, "/%252e%252e/Cargo.toml").0, 404);
    assert_eq!(
        ask(
            port,
            "POST /index.html HTTP/1.1\r\nContent-Length: 0\r\n\r\n"
        )
        .0,
        405
    );
    assert_eq!(ask(port, "nonsense\r\n\r\n").0, 400);
    // After all that, still serving.
    assert_eq!(get(port, "/").0, 200);
}

use nqueens_core::search::*;
fn main() {
    for n in 28..=30 {
        for st in Strategy::ALL {
            let o = solve(n, st, Limits::default()).unwrap();
            println!("{n} {st} {:?} nodes={} bt={} {:.4}s", o.solution, o.stats.nodes, o.stats.backtracks, o.stats.seconds);
        }
    }
}

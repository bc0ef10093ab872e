//! Counting benchmarks: whole boards (plan + every unit, one thread) and planning alone.
//! Quick by design: `cargo bench -p nqueens-core --bench count`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use nqueens_core::count;
use std::hint::black_box;
use std::time::Duration;

fn bench_count(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    for n in [12usize, 14] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| count::count(black_box(n)).unwrap())
        });
    }
    group.finish();

    let mut group = c.benchmark_group("plan");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));
    group.bench_function("16", |b| b.iter(|| count::plan(black_box(16)).unwrap()));
    group.finish();
}

criterion_group!(benches, bench_count);
criterion_main!(benches);

//! The WGSL kernel through wgpu on Mesa's lavapipe, a Vulkan driver that runs on the CPU: the
//! build and test machines have no graphics card, and lavapipe compiles the kernel as a real
//! driver does. These tests fail, never skip, when lavapipe is missing (`scripts/setup.sh`
//! installs Debian's mesa-vulkan-drivers). Sizes are small: lavapipe is slow.

use std::time::Duration;

use nqueens_core::count::{
    self,
    gpu::{prefix_depth, prefix_rows, MAX_PREFIX_DEPTH},
    Kernel, Tally,
};
use nqueens_core::ledger::{Header, Ledger, Record, Shard};
use nqueens_core::{oeis, Error};
use nqueens_gpu::{adapters, Gpu};

fn lavapipe() -> Gpu {
    let gpu = Gpu::open(Some("llvmpipe")).unwrap_or_else(|e| {
        panic!(
            "Mesa's lavapipe (adapter llvmpipe) is needed for these tests: {e}; adapters here: \
             {:?} (scripts/setup.sh installs mesa-vulkan-drivers)",
            adapters()
        )
    });
    assert!(gpu.adapter().software);
    assert_eq!(gpu.adapter().backend, "Vulkan");
    gpu
}

/// Counts every unit of N's plan on `gpu` into a ledger, as the CLI does.
fn count_all(gpu: &Gpu, n: usize) -> Ledger {
    let plan = count::plan(n).unwrap();
    let mut ledger = Ledger::empty(Header::new(&plan, Shard::WHOLE));
    let ids = ledger.missing();
    gpu.run(&plan, &ids, Duration::from_millis(100), |batch| {
        ledger.add(batch)
    })
    .unwrap();
    ledger
}

#[test]
fn counts_equal_oeis_for_n_1_to_15() {
    let gpu = lavapipe();
    for n in 1..=15 {
        let total = count_all(&gpu, n).total("the count").unwrap().tally;
        let (solutions, fundamental) = oeis::known_counts(n).unwrap();
        assert_eq!(
            (total.solutions, total.fundamental),
            (solutions, fundamental),
            "N = {n}"
        );
    }
}

/// Every unit's tally, node count included, is the CPU kernels': a GPU count's record is the
/// same line a CPU count writes.
#[test]
fn every_unit_equals_the_cpu_kernels_for_n_12_to_14() {
    let gpu = lavapipe();
    for n in 12..=14 {
        let plan = count::plan(n).unwrap();
        let ledger = count_all(&gpu, n);
        let mut records: Vec<Record> = ledger.records().to_vec();
        records.sort_by_key(|r| r.unit);
        assert_eq!(records.len(), plan.units.len());
        for r in &records {
            let cpu: Tally =
                count::count_unit_with(n, &plan.units[r.unit], Kernel::detect()).unwrap();
            assert_eq!(r.tally, cpu, "N = {n}, unit {}", r.unit);
        }
    }
}

/// N = 16, against OEIS: the largest N whose count lavapipe finishes in seconds (in release).
#[test]
#[ignore = "N = 16 on lavapipe: cargo test --release -p nqueens-gpu -- --ignored"]
fn n_16_equals_oeis() {
    let gpu = lavapipe();
    let total = count_all(&gpu, 16).total("the count").unwrap().tally;
    assert_eq!(
        (total.solutions, total.fundamental),
        oeis::known_counts(16).unwrap()
    );
}

/// Prefixes as deep as the rule makes them only at N = 25 to 27 (7 and 8 rows, the second of
/// a prefix's two words in use) count every unit as the CPU kernels do.
#[test]
fn deep_prefixes_count_every_unit_as_the_cpu() {
    let gpu = lavapipe();
    for n in [13, 14] {
        let plan = count::plan(n).unwrap();
        let ids: Vec<usize> = (0..plan.units.len()).collect();
        for depth in [6, 7, MAX_PREFIX_DEPTH] {
            let mut records = Vec::new();
            gpu.run_at_depth(&plan, &ids, depth, Duration::from_millis(100), |batch| {
                records.extend_from_slice(batch);
                Ok::<_, Error>(())
            })
            .unwrap();
            assert_eq!(records.len(), ids.len(), "N = {n}, depth {depth}");
            for r in &records {
                let cpu = count::count_unit_with(n, &plan.units[r.unit], Kernel::detect()).unwrap();
                assert_eq!(r.tally, cpu, "N = {n}, depth {depth}, unit {}", r.unit);
            }
        }
    }
}

/// The largest units of N = 16, with more prefixes than a workgroup has invocations, each
/// equal to the CPU kernels' (lavapipe once skipped prefixes of such units).
#[test]
fn the_largest_units_of_n_16_equal_the_cpu_kernels() {
    let gpu = lavapipe();
    let plan = count::plan(16).unwrap();
    let ids: Vec<usize> = (0..96).collect();
    let mut records = Vec::new();
    gpu.run(&plan, &ids, Duration::from_millis(100), |batch| {
        records.extend_from_slice(batch);
        Ok::<_, Error>(())
    })
    .unwrap();
    assert_eq!(records.len(), ids.len());
    for r in &records {
        let cpu = count::count_unit_with(16, &plan.units[r.unit], Kernel::detect()).unwrap();
        assert_eq!(r.tally, cpu, "unit {}", r.unit);
    }
}

/// The shader splits units as the core's rule says, and marks the symmetric constellations.
#[test]
fn the_kernel_splits_units_by_the_cores_rule() {
    let gpu = lavapipe();
    for n in [5, 12, 15] {
        let plan = count::plan(n).unwrap();
        let ids: Vec<usize> = (0..plan.units.len()).collect();
        let infos = gpu.prepare(&plan, &ids).unwrap();
        let mut symmetric = 0;
        for (info, u) in infos.iter().zip(&plan.units) {
            let levels = u.n() - u.queens().len().min(4);
            assert!(info.levels as usize <= levels + 2, "{u:?}");
            assert_eq!(
                info.depth as usize,
                prefix_depth(prefix_rows(n), info.levels as usize)
            );
            assert_eq!(info.symmetric, u.weight() < 8, "{u:?}");
            symmetric += usize::from(info.symmetric);
        }
        assert!(symmetric > 0, "N = {n}");
    }
}

/// An error from the record stops the count; what was recorded stays.
#[test]
fn an_error_from_the_record_stops_the_count() {
    let gpu = lavapipe();
    let plan = count::plan(13).unwrap();
    let ids: Vec<usize> = (0..plan.units.len()).collect();
    let mut recorded = 0;
    let e = gpu
        .run(&plan, &ids, Duration::from_millis(1), |batch| {
            recorded += batch.len();
            if recorded > 0 {
                Err(Error::Stopped)
            } else {
                Ok(())
            }
        })
        .unwrap_err();
    assert_eq!(e, Error::Stopped);
    assert!(recorded > 0 && recorded < ids.len(), "{recorded}");
    let e = gpu.run(&plan, &[ids.len()], Duration::from_millis(1), |_| {
        Ok::<_, Error>(())
    });
    assert_eq!(e.unwrap_err().kind(), "invalid-unit");
}

/// lavapipe is listed, as software; it is never chosen unless named; a name no adapter has is
/// an error saying so.
#[test]
fn software_adapters_count_only_when_named() {
    let all = adapters();
    let lvp = all
        .iter()
        .find(|a| a.answers_to("LLVMPIPE"))
        .expect("lavapipe listed");
    assert!(lvp.software);
    assert!(lvp.label().ends_with(" (Vulkan)"), "{}", lvp.label());
    match Gpu::open(None) {
        Ok(gpu) => assert!(!gpu.adapter().software, "{:?}", gpu.adapter()),
        Err(e) => {
            assert!(all.iter().all(|a| a.software), "{all:?}");
            assert_eq!(e.kind(), "kernel-unavailable");
            assert!(
                e.to_string().contains("no hardware graphics adapter"),
                "{e}"
            );
        }
    }
    let e = Gpu::open(Some("no such adapter")).err().unwrap();
    assert_eq!(e.kind(), "kernel-unavailable");
    assert!(
        e.to_string()
            .starts_with("the gpu kernel cannot run here: no graphics adapter here has the name"),
        "{e}"
    );
}

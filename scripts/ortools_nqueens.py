"""Lists every N-Queens solution with OR-Tools, as a user of the OR-Tools guide would: the
original CP solver (CHOOSE_FIRST_UNBOUND / ASSIGN_MIN_VALUE) or CP-SAT with one worker.
Prints `solver n solutions seconds failures branches checksum` (failures/branches: CP solver
only).

`seconds` is the search alone on the in-process clock (perf_counter), from the start of the
search to its end, every solution read and kept: Python's start-up, the OR-Tools import and the
model building are left out, as the project's side leaves out its process start. `checksum`
is the order-independent sum (mod 2^64) of each solution's `sum((q[i] + 1) * 31^i)`, computed
after the clock stops, so the benchmark can check that both sides listed the same solutions.

    python3 scripts/ortools_nqueens.py cp 12
    python3 scripts/ortools_nqueens.py sat 12
"""

import sys
import time


def with_cp_solver(n):
    from ortools.constraint_solver import pywrapcp

    solver = pywrapcp.Solver("n-queens")
    q = [solver.IntVar(0, n - 1, f"q{i}") for i in range(n)]
    solver.Add(solver.AllDifferent(q))
    solver.Add(solver.AllDifferent([q[i] + i for i in range(n)]))
    solver.Add(solver.AllDifferent([q[i] - i for i in range(n)]))
    phase = solver.Phase(q, solver.CHOOSE_FIRST_UNBOUND, solver.ASSIGN_MIN_VALUE)
    start = time.perf_counter()
    solver.NewSearch(phase)
    listed = []
    while solver.NextSolution():
        listed.append([v.Value() for v in q])  # read and keep each solution, as a listing does
    solver.EndSearch()
    seconds = time.perf_counter() - start
    return listed, seconds, solver.Failures(), solver.Branches()


def with_cp_sat(n):
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    q = [model.NewIntVar(0, n - 1, f"q{i}") for i in range(n)]
    model.AddAllDifferent(q)
    model.AddAllDifferent([q[i] + i for i in range(n)])
    model.AddAllDifferent([q[i] - i for i in range(n)])

    class Collector(cp_model.CpSolverSolutionCallback):
        def __init__(self):
            super().__init__()
            self.listed = []

        def on_solution_callback(self):
            self.listed.append([self.Value(v) for v in q])

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    collector = Collector()
    start = time.perf_counter()
    solver.Solve(model, collector)
    seconds = time.perf_counter() - start
    return collector.listed, seconds, "-", "-"


def checksum(listed):
    """The same sum as the project's enumerate example computes."""
    total = 0
    for cols in listed:
        value = 0
        for i, col in enumerate(cols):
            value = (value + (col + 1) * pow(31, i, 1 << 64)) % (1 << 64)
        total = (total + value) % (1 << 64)
    return total


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    run = {"cp": with_cp_solver, "sat": with_cp_sat}[kind]
    listed, seconds, failures, branches = run(n)
    print(f"{kind} {n} {len(listed)} {seconds:.4f} {failures} {branches} {checksum(listed)}")


if __name__ == "__main__":
    main()

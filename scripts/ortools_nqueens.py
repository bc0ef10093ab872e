"""Lists every N-Queens solution with OR-Tools, as a user of the OR-Tools guide would: the
original CP solver (CHOOSE_FIRST_UNBOUND / ASSIGN_MIN_VALUE) or CP-SAT with one worker.
Prints `solver n solutions seconds failures branches` (failures/branches: CP solver only).

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
    found = 0
    while solver.NextSolution():
        _ = [v.Value() for v in q]  # read each solution, as a listing does
        found += 1
    solver.EndSearch()
    return found, time.perf_counter() - start, solver.Failures(), solver.Branches()


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
            self.found = 0

        def on_solution_callback(self):
            _ = [self.Value(v) for v in q]
            self.found += 1

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    collector = Collector()
    start = time.perf_counter()
    solver.Solve(model, collector)
    return collector.found, time.perf_counter() - start, "-", "-"


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    run = {"cp": with_cp_solver, "sat": with_cp_sat}[kind]
    found, seconds, failures, branches = run(n)
    print(f"{kind} {n} {found} {seconds:.3f} {failures} {branches}")


if __name__ == "__main__":
    main()

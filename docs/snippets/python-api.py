import nqueens

print(nqueens.solve(8, strategy="lookup")["solution"])  # [0, 4, 7, 5, 2, 6, 1, 3]
print(nqueens.check("[0, 1, 3, 2]")["pairs"][0])  # {'a': [0, 0], 'b': [1, 1], 'line': 'diagonal'}
# Lazy, in lexicographic order; skip=k starts at the k-th.
print(next(nqueens.enumerate(8)))  # [0, 4, 7, 5, 2, 6, 1, 3]
# kernel="avx2" forces a kernel (nqueens.kernels() lists those that run here), kernel="gpu" a graphics adapter.
tally = nqueens.count(12, threads=2)
print(tally.solutions, tally.fundamental)  # 14200 1787
# Every event of the search, as the Step view shows it; run() goes to the end.
trace = nqueens.trace(8, "cp", all_solutions=True)
print(next(trace))  # {'event': 'place', 'row': 0, 'col': 0}
summary = trace.run()
print(summary["solutions"], summary["failures"], summary["branches"])  # 92 304 790
print(nqueens.measures()[0]["name"])  # nodes
# The program the Step view shows, runnable.
print(nqueens.code("lookup", 8)["source"].splitlines()[0])  # N = 8
# One solution for huge N as array('I'): numpy.frombuffer(queens, numpy.uint32) reads it.
queens = nqueens.solve_huge(10**6, "min-conflicts", seed=3)
print(len(queens))  # 1000000
# The work units a count is split into, and counting some of them (one Tally each).
units = nqueens.units(17)
print(len(units), sorted(units[0]))  # 4319 ['expected_work', 'id', 'weight', 'words']
print([t.solutions for t in nqueens.count_units(17, [0, 1, 2], threads=2)])  # [182496, 128784, 116864]

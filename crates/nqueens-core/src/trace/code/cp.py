N = 8
fixed = {}  # your queens, row: column; the search keeps them ⟦clash⟧
# q[i] is the column of the queen in row i; the constraints are
# AllDifferent(q), AllDifferent(q[i] - i) and AllDifferent(q[i] + i).
# domains[i] holds the columns row i can still take.
LINES = ("column", "diagonal", "anti-diagonal")
solutions = []
stats = {"failures": 0, "branches": 0}

def value(line, row, col):  # q[i], q[i] - i or q[i] + i for one queen
    return {"column": col, "diagonal": col - row,
            "anti-diagonal": col + row}[line]

def along(line, row, col, r):  # where row r meets the line of (row, col)
    return {"column": col, "diagonal": col + r - row,
            "anti-diagonal": col - r + row}[line]

def remove(domains, cuts, forced):
    for r, gone in cuts.items():
        left = domains[r] - gone
        if len(left) == 1 < len(domains[r]):
            forced.append(r)  # one column left: the queen goes there
        domains[r] = left

def settle(domains, queue, forced):
    if not all(domains):
        return False  # a row has no column left: failure ⟦empty⟧
    while forced:
        queue.append(forced.pop(0))  # a forced queen ⟦forced⟧
    return True

def propagate(domains, queue, forced):
    if not settle(domains, queue, forced):
        return False
    while True:
        while queue:
            row = queue.pop(0)
            col = min(domains[row])  # this row's queen
            for line in LINES:  # no other row may share its lines
                cuts = {}
                for r in range(N):
                    c = along(line, row, col, r)
                    if r != row and c in domains[r]:
                        cuts[r] = {c}
                if cuts:
                    remove(domains, cuts, forced)  # ⟦prune⟧
                    if not settle(domains, queue, forced):
                        return False
        found = hall_interval(domains)
        if found is None:
            return True  # nothing more to remove
        line, inside, lo, hi = found
        if len(inside) > hi - lo + 1:
            return False  # more rows than values: failure ⟦crowded⟧
        cuts = ends(domains, line, inside, lo, hi)
        remove(domains, cuts, forced)  # bounds reasoning ⟦bounds⟧
        if not settle(domains, queue, forced):
            return False

def hall_interval(domains):
    # Rows whose values all lie in lo..hi, as many rows as values,
    # own those values (as OR-Tools' AllDifferent reasons on bounds)
    for line in LINES:
        span = [(value(line, r, min(d)), value(line, r, max(d)))
                for r, d in enumerate(domains)]
        pairs = {(lo, hi) for lo, _ in span for _, hi in span if lo <= hi}
        for lo, hi in sorted(pairs, key=lambda p: (p[1] - p[0], p[0])):
            inside = [r for r, (a, b) in enumerate(span)
                      if lo <= a and b <= hi]
            if len(inside) > hi - lo + 1:
                return line, inside, lo, hi
            cuts = ends(domains, line, inside, lo, hi)
            if len(inside) == hi - lo + 1 and cuts:
                return line, inside, lo, hi
    return None

def ends(domains, line, inside, lo, hi):
    # What each other row loses: values in lo..hi at the ends of its range
    cuts = {}
    for r, d in enumerate(domains):
        keep = [] if r in inside else sorted(d)
        while keep and lo <= value(line, r, keep[0]) <= hi:
            keep.pop(0)
        while keep and lo <= value(line, r, keep[-1]) <= hi:
            keep.pop()
        if r not in inside and len(keep) < len(d):
            cuts[r] = d - set(keep)
    return cuts

def search(domains, queue, forced):
    if not propagate(domains, queue, forced):
        stats["failures"] += 1
        return
    unbound = [r for r in range(N) if len(domains[r]) > 1]
    if not unbound:
        q = [min(d) for d in domains]
        solutions.append(q)  # a queen in every row ⟦solution⟧
        return
    row = unbound[0]  # CHOOSE_FIRST_UNBOUND ⟦choose-row⟧
    col = min(domains[row])  # ASSIGN_MIN_VALUE ⟦choose-col⟧
    stats["branches"] += 1
    left = [set(d) for d in domains]
    left[row] = {col}  # decide q[row] = col ⟦place⟧
    search(left, [row], [])
    stats["branches"] += 1
    right = [set(d) for d in domains]
    right[row].discard(col)  # back up: q[row] != col ⟦backtrack⟧
    search(right, [], [row] if len(right[row]) == 1 else [])

domains = [{fixed[r]} if r in fixed else set(range(N)) for r in range(N)]
search(domains, list(fixed), [])  # ⟦start⟧
print("solutions:", len(solutions))  # ⟦finished⟧
print("failures:", stats["failures"], "branches:", stats["branches"])

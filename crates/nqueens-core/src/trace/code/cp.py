N = 8  # ⟦size⟧
fixed = {}  # ⟨fixed⟩ ⟦fixed⟧ ⟦clash⟧
# ⟨model-1⟩
# ⟨model-2⟩
# ⟨domains⟩
LINES = ("column", "diagonal", "anti-diagonal")
solutions = []
stats = {"failures": 0, "branches": 0}
import sys  # ⟦trace⟧
def trace(*event): print(*event, f"@{sys._getframe(1).f_lineno}")  # ⟦trace⟧
def squares(cuts): return [x for r in sorted(cuts) for c in sorted(cuts[r]) for x in (r, c)]  # ⟦trace⟧

def value(line, row, col):  # ⟨value⟩
    return {"column": col, "diagonal": col - row,
            "anti-diagonal": col + row}[line]

def along(line, row, col, r):  # ⟨along⟩
    return {"column": col, "diagonal": col + r - row,
            "anti-diagonal": col - r + row}[line]

def remove(domains, cuts, forced):
    for r, gone in cuts.items():
        left = domains[r] - gone
        if len(left) == 1 < len(domains[r]):
            forced.append(r)  # ⟨one-left⟩
        domains[r] = left

def settle(domains, queue, forced):
    if not all(domains):
        trace("dead-end", domains.index(set()))  # ⟦trace⟧
        return False  # ⟨empty⟩ ⟦empty⟧
    while forced:
        trace("forced", forced[0], min(domains[forced[0]]))  # ⟦trace⟧
        queue.append(forced.pop(0))  # ⟨forced⟩ ⟦forced⟧
    return True

def propagate(domains, queue, forced):
    if not settle(domains, queue, forced):
        return False
    while True:
        while queue:
            row = queue.pop(0)
            col = min(domains[row])  # ⟨row-queen⟩
            for line in LINES:  # ⟨share⟩
                cuts = {}
                for r in range(N):
                    c = along(line, row, col, r)
                    if r != row and c in domains[r]:
                        cuts[r] = {c}
                if cuts:
                    trace("prune", line, "by", row, col, "removes", *squares(cuts))  # ⟦trace⟧
                    remove(domains, cuts, forced)  # ⟦prune⟧
                    if not settle(domains, queue, forced):
                        return False
        found = hall_interval(domains)
        if found is None:
            return True  # ⟨nothing-more⟩
        line, inside, lo, hi = found
        if len(inside) > hi - lo + 1:
            trace("crowded", line, lo, hi, "rows", *inside)  # ⟦trace⟧
            return False  # ⟨crowded⟩ ⟦crowded⟧
        cuts = ends(domains, line, inside, lo, hi)
        trace("prune", line, "bounds", lo, hi, "rows", *inside, "removes", *squares(cuts))  # ⟦trace⟧
        remove(domains, cuts, forced)  # ⟨bounds⟩ ⟦bounds⟧
        if not settle(domains, queue, forced):
            return False

def hall_interval(domains):
    # ⟨hall-1⟩
    # ⟨hall-2⟩
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
    # ⟨ends⟩
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
        trace("solution", *q)  # ⟦trace⟧
        solutions.append(q)  # ⟨every-row⟩ ⟦solution⟧
        return
    row = unbound[0]  # CHOOSE_FIRST_UNBOUND ⟦choose-row⟧
    col = min(domains[row])  # ASSIGN_MIN_VALUE ⟦choose-col⟧
    stats["branches"] += 1
    left = [set(d) for d in domains]
    trace("place", row, col)  # ⟦trace⟧
    left[row] = {col}  # ⟨decide⟩ ⟦place⟧
    search(left, [row], [])
    stats["branches"] += 1
    right = [set(d) for d in domains]
    trace("backtrack", row, col)  # ⟦trace⟧
    right[row].discard(col)  # ⟨back-up⟩ ⟦backtrack⟧
    search(right, [], [row] if len(right[row]) == 1 else [])

domains = [{fixed[r]} if r in fixed else set(range(N)) for r in range(N)]
search(domains, list(fixed), [])  # ⟦start⟧
trace("finished", len(solutions))  # ⟦trace⟧
print("solutions:", len(solutions))  # ⟦finished⟧
print("failures:", stats["failures"], "branches:", stats["branches"])

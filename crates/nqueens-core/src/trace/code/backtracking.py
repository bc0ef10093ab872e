N = 8  # ⟦size⟧
fixed = {}  # ⟨fixed⟩ ⟦fixed⟧
q = [None] * N  # ⟨q⟩
solutions = []
import sys  # ⟦trace⟧
def trace(*event): print(*event, f"@{sys._getframe(1).f_lineno}")  # ⟦trace⟧

def is_safe(q, row, col):
    # ⟨scan⟩
    for r in range(N):
        c = q[r]
        if r == row or c is None:
            continue
        if c == col:
            trace("attacked", row, col, "column", "by", r, c)  # ⟦trace⟧
            return False  # ⟨same-column⟩ ⟦attack-column⟧
        if c - r == col - row:
            trace("attacked", row, col, "diagonal", "by", r, c)  # ⟦trace⟧
            return False  # ⟨same-diagonal⟩ ⟦attack-diagonal⟧
        if c + r == col + row:
            trace("attacked", row, col, "anti-diagonal", "by", r, c)  # ⟦trace⟧
            return False  # ⟨same-anti-diagonal⟩ ⟦attack-anti-diagonal⟧
    return True

def solve(q, row):
    if row == N:  # ⟨every-row⟩
        trace("solution", *q)  # ⟦trace⟧
        solutions.append(q[:])  # ⟦solution⟧
        return
    if row in fixed:  # ⟨fixed-stays⟩
        solve(q, row + 1)
        return
    for col in range(N):  # ⟨each-column⟩
        if is_safe(q, row, col):
            trace("place", row, col)  # ⟦trace⟧
            q[row] = col  # ⟨place⟩ ⟦place⟧
            solve(q, row + 1)
            trace("backtrack", row, col)  # ⟦trace⟧
            q[row] = None  # ⟨take-back⟩ ⟦backtrack⟧
    trace("dead-end", row)  # ⟦trace⟧
    return  # ⟨dead-end⟩ ⟦dead-end⟧

for row, col in fixed.items():
    q[row] = col
if all(is_safe(q, row, col) for row, col in fixed.items()):  # ⟦clash⟧
    solve(q, 0)  # ⟦start⟧
trace("finished", len(solutions))  # ⟦trace⟧
print("solutions:", len(solutions))  # ⟦finished⟧

N = 8  # ⟦size⟧
fixed = {}  # ⟨fixed⟩ ⟦fixed⟧
q = [None] * N  # ⟨q⟩
cols = [False] * N  # ⟨cols⟩
slash = [False] * (2 * N - 1)  # ⟨slash⟩
backslash = [False] * (2 * N - 1)  # ⟨backslash⟩
solutions = []
import sys  # ⟦trace⟧
def trace(*event): print(*event, f"@{sys._getframe(1).f_lineno}")  # ⟦trace⟧

def is_safe(row, col):
    # ⟨three-lookups⟩
    if cols[col]:
        trace("attacked", row, col, "column")  # ⟦trace⟧
        return False  # ⟨column-taken⟩ ⟦attack-column⟧
    if slash[row + col]:
        trace("attacked", row, col, "anti-diagonal")  # ⟦trace⟧
        return False  # ⟨anti-diagonal-taken⟩ ⟦attack-anti-diagonal⟧
    if backslash[row - col + N - 1]:
        trace("attacked", row, col, "diagonal")  # ⟦trace⟧
        return False  # ⟨diagonal-taken⟩ ⟦attack-diagonal⟧
    return True

def mark(row, col, taken):
    cols[col] = slash[row + col] = backslash[row - col + N - 1] = taken

def solve(row):
    if row == N:  # ⟨every-row⟩
        trace("solution", *q)  # ⟦trace⟧
        solutions.append(q[:])  # ⟦solution⟧
        return
    if row in fixed:  # ⟨fixed-stays⟩
        solve(row + 1)
        return
    for col in range(N):  # ⟨each-column⟩
        if is_safe(row, col):
            q[row] = col
            trace("place", row, col)  # ⟦trace⟧
            mark(row, col, True)  # ⟨place⟩ ⟦place⟧
            solve(row + 1)
            trace("backtrack", row, col)  # ⟦trace⟧
            mark(row, col, False)  # ⟨take-back⟩ ⟦backtrack⟧
    trace("dead-end", row)  # ⟦trace⟧
    return  # ⟨dead-end⟩ ⟦dead-end⟧

clash = False
for row, col in fixed.items():
    clash = clash or not is_safe(row, col)  # ⟦clash⟧
    q[row] = col
    mark(row, col, True)
if not clash:
    solve(0)  # ⟦start⟧
trace("finished", len(solutions))  # ⟦trace⟧
print("solutions:", len(solutions))  # ⟦finished⟧

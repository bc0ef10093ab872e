N = 8
fixed = {}  # ⟨fixed⟩
q = [None] * N  # ⟨q⟩
cols = [False] * N  # ⟨cols⟩
slash = [False] * (2 * N - 1)  # ⟨slash⟩
backslash = [False] * (2 * N - 1)  # ⟨backslash⟩
solutions = []

def is_safe(row, col):
    # ⟨three-lookups⟩
    if cols[col]:
        return False  # ⟨column-taken⟩ ⟦attack-column⟧
    if slash[row + col]:
        return False  # ⟨anti-diagonal-taken⟩ ⟦attack-anti-diagonal⟧
    if backslash[row - col + N - 1]:
        return False  # ⟨diagonal-taken⟩ ⟦attack-diagonal⟧
    return True

def mark(row, col, taken):
    cols[col] = slash[row + col] = backslash[row - col + N - 1] = taken

def solve(row):
    if row == N:  # ⟨every-row⟩
        solutions.append(q[:])  # ⟦solution⟧
        return
    if row in fixed:  # ⟨fixed-stays⟩
        solve(row + 1)
        return
    for col in range(N):  # ⟨each-column⟩
        if is_safe(row, col):
            q[row] = col
            mark(row, col, True)  # ⟨place⟩ ⟦place⟧
            solve(row + 1)
            mark(row, col, False)  # ⟨take-back⟩ ⟦backtrack⟧
    return  # ⟨dead-end⟩ ⟦dead-end⟧

clash = False
for row, col in fixed.items():
    clash = clash or not is_safe(row, col)  # ⟦clash⟧
    q[row] = col
    mark(row, col, True)
if not clash:
    solve(0)  # ⟦start⟧
print("solutions:", len(solutions))  # ⟦finished⟧

N = 8
fixed = {}  # ⟨fixed⟩
q = [None] * N  # ⟨q⟩
solutions = []

def is_safe(q, row, col):
    # ⟨scan⟩
    for r in range(N):
        c = q[r]
        if r == row or c is None:
            continue
        if c == col:
            return False  # ⟨same-column⟩ ⟦attack-column⟧
        if c - r == col - row:
            return False  # ⟨same-diagonal⟩ ⟦attack-diagonal⟧
        if c + r == col + row:
            return False  # ⟨same-anti-diagonal⟩ ⟦attack-anti-diagonal⟧
    return True

def solve(q, row):
    if row == N:  # ⟨every-row⟩
        solutions.append(q[:])  # ⟦solution⟧
        return
    if row in fixed:  # ⟨fixed-stays⟩
        solve(q, row + 1)
        return
    for col in range(N):  # ⟨each-column⟩
        if is_safe(q, row, col):
            q[row] = col  # ⟨place⟩ ⟦place⟧
            solve(q, row + 1)
            q[row] = None  # ⟨take-back⟩ ⟦backtrack⟧
    return  # ⟨dead-end⟩ ⟦dead-end⟧

for row, col in fixed.items():
    q[row] = col
if all(is_safe(q, row, col) for row, col in fixed.items()):  # ⟦clash⟧
    solve(q, 0)  # ⟦start⟧
print("solutions:", len(solutions))  # ⟦finished⟧

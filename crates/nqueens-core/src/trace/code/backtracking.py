N = 8
fixed = {}  # your queens, row: column; the search keeps them
q = [None] * N  # q[row] is the column of the queen in that row
solutions = []

def is_safe(q, row, col):
    # Scan the board: compare (row, col) with the queen of every other row
    for r in range(N):
        c = q[r]
        if r == row or c is None:
            continue
        if c == col:
            return False  # same column ⟦attack-column⟧
        if c - r == col - row:
            return False  # same "\" diagonal ⟦attack-diagonal⟧
        if c + r == col + row:
            return False  # same "/" diagonal ⟦attack-anti-diagonal⟧
    return True

def solve(q, row):
    if row == N:  # a queen in every row
        solutions.append(q[:])  # ⟦solution⟧
        return
    if row in fixed:  # your queen stays where it is
        solve(q, row + 1)
        return
    for col in range(N):  # try each column of the row, left to right
        if is_safe(q, row, col):
            q[row] = col  # place the queen ⟦place⟧
            solve(q, row + 1)
            q[row] = None  # take it back: backtrack ⟦backtrack⟧
    return  # no column left in this row: dead end ⟦dead-end⟧

for row, col in fixed.items():
    q[row] = col
if all(is_safe(q, row, col) for row, col in fixed.items()):  # ⟦clash⟧
    solve(q, 0)  # ⟦start⟧
print("solutions:", len(solutions))  # ⟦finished⟧

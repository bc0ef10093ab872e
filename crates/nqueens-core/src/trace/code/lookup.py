N = 8
fixed = {}  # your queens, row: column; the search keeps them
q = [None] * N  # q[row] is the column of the queen in that row
cols = [False] * N  # cols[col]: that column holds a queen
slash = [False] * (2 * N - 1)  # slash[row + col]: that "/" diagonal does
backslash = [False] * (2 * N - 1)  # backslash[row - col + N - 1]: "\"
solutions = []

def is_safe(row, col):
    # Three lookups instead of a scan of the board
    if cols[col]:
        return False  # column taken ⟦attack-column⟧
    if slash[row + col]:
        return False  # "/" diagonal taken ⟦attack-anti-diagonal⟧
    if backslash[row - col + N - 1]:
        return False  # "\" diagonal taken ⟦attack-diagonal⟧
    return True

def mark(row, col, taken):
    cols[col] = slash[row + col] = backslash[row - col + N - 1] = taken

def solve(row):
    if row == N:  # a queen in every row
        solutions.append(q[:])  # ⟦solution⟧
        return
    if row in fixed:  # your queen stays where it is
        solve(row + 1)
        return
    for col in range(N):  # try each column of the row, left to right
        if is_safe(row, col):
            q[row] = col
            mark(row, col, True)  # place the queen ⟦place⟧
            solve(row + 1)
            mark(row, col, False)  # take it back: backtrack ⟦backtrack⟧
    return  # no column left in this row: dead end ⟦dead-end⟧

clash = False
for row, col in fixed.items():
    clash = clash or not is_safe(row, col)  # ⟦clash⟧
    q[row] = col
    mark(row, col, True)
if not clash:
    solve(0)  # ⟦start⟧
print("solutions:", len(solutions))  # ⟦finished⟧

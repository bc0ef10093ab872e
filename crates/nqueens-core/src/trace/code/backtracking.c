#include <stdio.h>
#include <stdbool.h>
#define TRACE(...) (printf(__VA_ARGS__), printf(" @%d\n", __LINE__))  // ⟦trace⟧

#define N 8  // ⟦size⟧
int fixedQueens[][2] = {};  // ⟨fixed⟩ ⟦fixed⟧
int q[N];  // ⟨q⟩
int solutions = 0;

bool isSafe(int row, int col) {
    // ⟨scan⟩
    for (int r = 0; r < N; r++) {
        int c = q[r];
        if (r == row || c == -1)
            continue;
        if (c == col) {
            TRACE("attacked %d %d column by %d %d", row, col, r, c);  // ⟦trace⟧
            return false;  // ⟨same-column⟩ ⟦attack-column⟧
        }
        if (c - r == col - row) {
            TRACE("attacked %d %d diagonal by %d %d", row, col, r, c);  // ⟦trace⟧
            return false;  // ⟨same-diagonal⟩ ⟦attack-diagonal⟧
        }
        if (c + r == col + row) {
            TRACE("attacked %d %d anti-diagonal by %d %d", row, col, r, c);  // ⟦trace⟧
            return false;  // ⟨same-anti-diagonal⟩ ⟦attack-anti-diagonal⟧
        }
    }
    return true;
}

void solve(int row) {
    if (row == N) {  // ⟨every-row⟩
        printf("solution"); for (int r = 0; r < N; r++) printf(" %d", q[r]); TRACE("%s", "");  // ⟦trace⟧
        solutions++;  // ⟦solution⟧
        return;
    }
    if (q[row] != -1) {  // ⟨fixed-stays⟩
        solve(row + 1);
        return;
    }
    for (int col = 0; col < N; col++) {  // ⟨each-column⟩
        if (isSafe(row, col)) {
            TRACE("place %d %d", row, col);  // ⟦trace⟧
            q[row] = col;  // ⟨place⟩ ⟦place⟧
            solve(row + 1);
            TRACE("backtrack %d %d", row, col);  // ⟦trace⟧
            q[row] = -1;  // ⟨take-back⟩ ⟦backtrack⟧
        }
    }
    TRACE("dead-end %d", row);  // ⟦trace⟧
    return;  // ⟨dead-end⟩ ⟦dead-end⟧
}

int main(void) {
    int count = sizeof fixedQueens / sizeof fixedQueens[0];
    for (int r = 0; r < N; r++)
        q[r] = -1;
    for (int i = 0; i < count; i++)
        q[fixedQueens[i][0]] = fixedQueens[i][1];
    bool clash = false;
    for (int i = 0; i < count; i++)
        clash = clash || !isSafe(fixedQueens[i][0], fixedQueens[i][1]);  // ⟦clash⟧
    if (!clash)
        solve(0);  // ⟦start⟧
    TRACE("finished %d", solutions);  // ⟦trace⟧
    printf("solutions: %d\n", solutions);  // ⟦finished⟧
    return 0;
}

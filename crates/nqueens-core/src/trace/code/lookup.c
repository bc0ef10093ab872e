#include <stdio.h>
#include <stdbool.h>
#define TRACE(...) (printf(__VA_ARGS__), printf(" @%d\n", __LINE__))  // ⟦trace⟧

#define N 8  // ⟦size⟧
int fixedQueens[][2] = {};  // ⟨fixed⟩ ⟦fixed⟧
int q[N];  // ⟨q⟩
bool cols[N];  // ⟨cols⟩
bool slash[2 * N - 1];  // ⟨slash⟩
bool backslash[2 * N - 1];  // ⟨backslash⟩
int solutions = 0;

bool isSafe(int row, int col) {
    // ⟨three-lookups⟩
    if (cols[col]) {
        TRACE("attacked %d %d column", row, col);  // ⟦trace⟧
        return false;  // ⟨column-taken⟩ ⟦attack-column⟧
    }
    if (slash[row + col]) {
        TRACE("attacked %d %d anti-diagonal", row, col);  // ⟦trace⟧
        return false;  // ⟨anti-diagonal-taken⟩ ⟦attack-anti-diagonal⟧
    }
    if (backslash[row - col + N - 1]) {
        TRACE("attacked %d %d diagonal", row, col);  // ⟦trace⟧
        return false;  // ⟨diagonal-taken⟩ ⟦attack-diagonal⟧
    }
    return true;
}

void mark(int row, int col, bool taken) {
    cols[col] = slash[row + col] = backslash[row - col + N - 1] = taken;
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
            q[row] = col;
            TRACE("place %d %d", row, col);  // ⟦trace⟧
            mark(row, col, true);  // ⟨place⟩ ⟦place⟧
            solve(row + 1);
            TRACE("backtrack %d %d", row, col);  // ⟦trace⟧
            mark(row, col, false);  // ⟨take-back⟩ ⟦backtrack⟧
            q[row] = -1;
        }
    }
    TRACE("dead-end %d", row);  // ⟦trace⟧
    return;  // ⟨dead-end⟩ ⟦dead-end⟧
}

int main(void) {
    int count = sizeof fixedQueens / sizeof fixedQueens[0];
    for (int r = 0; r < N; r++)
        q[r] = -1;
    bool clash = false;
    for (int i = 0; i < count; i++) {
        int row = fixedQueens[i][0], col = fixedQueens[i][1];
        clash = clash || !isSafe(row, col);  // ⟦clash⟧
        q[row] = col;
        mark(row, col, true);
    }
    if (!clash)
        solve(0);  // ⟦start⟧
    TRACE("finished %d", solutions);  // ⟦trace⟧
    printf("solutions: %d\n", solutions);  // ⟦finished⟧
    return 0;
}

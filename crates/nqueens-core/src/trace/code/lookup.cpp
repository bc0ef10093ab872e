#include <iostream>
#include <vector>
using namespace std;
#define TRACE(event) (cout << event << " @" << __LINE__ << "\n")  // ⟦trace⟧

const int N = 8;  // ⟦size⟧
vector<pair<int, int>> fixedQueens = {};  // ⟨fixed⟩ ⟦fixed⟧
vector<int> q(N, -1);  // ⟨q⟩
vector<bool> cols(N);  // ⟨cols⟩
vector<bool> slash(2 * N - 1);  // ⟨slash⟩
vector<bool> backslash(2 * N - 1);  // ⟨backslash⟩
int solutions = 0;

bool isSafe(int row, int col) {
    // ⟨three-lookups⟩
    if (cols[col]) {
        TRACE("attacked " << row << " " << col << " column");  // ⟦trace⟧
        return false;  // ⟨column-taken⟩ ⟦attack-column⟧
    }
    if (slash[row + col]) {
        TRACE("attacked " << row << " " << col << " anti-diagonal");  // ⟦trace⟧
        return false;  // ⟨anti-diagonal-taken⟩ ⟦attack-anti-diagonal⟧
    }
    if (backslash[row - col + N - 1]) {
        TRACE("attacked " << row << " " << col << " diagonal");  // ⟦trace⟧
        return false;  // ⟨diagonal-taken⟩ ⟦attack-diagonal⟧
    }
    return true;
}

void mark(int row, int col, bool taken) {
    cols[col] = slash[row + col] = backslash[row - col + N - 1] = taken;
}

void solve(int row) {
    if (row == N) {  // ⟨every-row⟩
        cout << "solution"; for (int c : q) cout << " " << c; TRACE("");  // ⟦trace⟧
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
            TRACE("place " << row << " " << col);  // ⟦trace⟧
            mark(row, col, true);  // ⟨place⟩ ⟦place⟧
            solve(row + 1);
            TRACE("backtrack " << row << " " << col);  // ⟦trace⟧
            mark(row, col, false);  // ⟨take-back⟩ ⟦backtrack⟧
            q[row] = -1;
        }
    }
    TRACE("dead-end " << row);  // ⟦trace⟧
    return;  // ⟨dead-end⟩ ⟦dead-end⟧
}

int main() {
    bool clash = false;
    for (auto [row, col] : fixedQueens) {
        clash = clash || !isSafe(row, col);  // ⟦clash⟧
        q[row] = col;
        mark(row, col, true);
    }
    if (!clash)
        solve(0);  // ⟦start⟧
    TRACE("finished " << solutions);  // ⟦trace⟧
    cout << "solutions: " << solutions << "\n";  // ⟦finished⟧
    return 0;
}

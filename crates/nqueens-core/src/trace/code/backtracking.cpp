#include <iostream>
#include <vector>
using namespace std;
#define TRACE(event) (cout << event << " @" << __LINE__ << "\n")  // ⟦trace⟧

const int N = 8;  // ⟦size⟧
vector<pair<int, int>> fixedQueens = {};  // ⟨fixed⟩ ⟦fixed⟧
vector<int> q(N, -1);  // ⟨q⟩
int solutions = 0;

bool isSafe(int row, int col) {
    // ⟨scan⟩
    for (int r = 0; r < N; r++) {
        int c = q[r];
        if (r == row || c == -1)
            continue;
        if (c == col) {
            TRACE("attacked " << row << " " << col << " column by " << r << " " << c);  // ⟦trace⟧
            return false;  // ⟨same-column⟩ ⟦attack-column⟧
        }
        if (c - r == col - row) {
            TRACE("attacked " << row << " " << col << " diagonal by " << r << " " << c);  // ⟦trace⟧
            return false;  // ⟨same-diagonal⟩ ⟦attack-diagonal⟧
        }
        if (c + r == col + row) {
            TRACE("attacked " << row << " " << col << " anti-diagonal by " << r << " " << c);  // ⟦trace⟧
            return false;  // ⟨same-anti-diagonal⟩ ⟦attack-anti-diagonal⟧
        }
    }
    return true;
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
            TRACE("place " << row << " " << col);  // ⟦trace⟧
            q[row] = col;  // ⟨place⟩ ⟦place⟧
            solve(row + 1);
            TRACE("backtrack " << row << " " << col);  // ⟦trace⟧
            q[row] = -1;  // ⟨take-back⟩ ⟦backtrack⟧
        }
    }
    TRACE("dead-end " << row);  // ⟦trace⟧
    return;  // ⟨dead-end⟩ ⟦dead-end⟧
}

int main() {
    for (auto [row, col] : fixedQueens)
        q[row] = col;
    bool clash = false;
    for (auto [row, col] : fixedQueens)
        clash = clash || !isSafe(row, col);  // ⟦clash⟧
    if (!clash)
        solve(0);  // ⟦start⟧
    TRACE("finished " << solutions);  // ⟦trace⟧
    cout << "solutions: " << solutions << "\n";  // ⟦finished⟧
    return 0;
}

#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#define TRACE(...) (printf(__VA_ARGS__), printf(" @%d\n", __LINE__))  // ⟦trace⟧

#define N 8  // ⟦size⟧
int fixedQueens[][2] = {};  // ⟨fixed⟩ ⟦fixed⟧ ⟦clash⟧
// ⟨model-1⟩
// ⟨model-2⟩
// ⟨domains⟩
enum Line { COLUMN, DIAGONAL, ANTI_DIAGONAL };
const char *LINE_NAMES[] = {"column", "diagonal", "anti-diagonal"};  // ⟦trace⟧
int queue[N], head, tail;
int forced[N], nforced;
int solutions = 0, failures = 0, branches = 0;

struct Interval {
    int line, lo, hi, count;
    bool inside[N];
};

void printRows(bool inside[N]) { printf(" rows"); for (int r = 0; r < N; r++) if (inside[r]) printf(" %d", r); }  // ⟦trace⟧
void printCuts(bool cuts[N][N]) { printf(" removes"); for (int r = 0; r < N; r++) for (int c = 0; c < N; c++) if (cuts[r][c]) printf(" %d %d", r, c); }  // ⟦trace⟧

int value(int line, int row, int col) {  // ⟨value⟩
    return line == COLUMN ? col : line == DIAGONAL ? col - row : col + row;
}

int along(int line, int row, int col, int r) {  // ⟨along⟩
    return line == COLUMN ? col : line == DIAGONAL ? col + r - row : col - r + row;
}

int size(bool domain[N]) {
    int count = 0;
    for (int c = 0; c < N; c++)
        count += domain[c];
    return count;
}

int lowest(bool domain[N]) {
    int c = 0;
    while (!domain[c])
        c++;
    return c;
}

int highest(bool domain[N]) {
    int c = N - 1;
    while (!domain[c])
        c--;
    return c;
}

void bind(bool domain[N], int col) {
    for (int c = 0; c < N; c++)
        domain[c] = c == col;
}

void removeValues(bool domains[N][N], bool cuts[N][N]) {
    for (int r = 0; r < N; r++) {
        int before = size(domains[r]);
        for (int c = 0; c < N; c++)
            domains[r][c] = domains[r][c] && !cuts[r][c];
        if (size(domains[r]) == 1 && before > 1)
            forced[nforced++] = r;  // ⟨one-left⟩
    }
}

bool settle(bool domains[N][N]) {
    for (int r = 0; r < N; r++)
        if (size(domains[r]) == 0) {
            TRACE("dead-end %d", r);  // ⟦trace⟧
            return false;  // ⟨empty⟩ ⟦empty⟧
        }
    for (int i = 0; i < nforced; i++) {
        TRACE("forced %d %d", forced[i], lowest(domains[forced[i]]));  // ⟦trace⟧
        queue[tail++] = forced[i];  // ⟨forced⟩ ⟦forced⟧
    }
    nforced = 0;
    return true;
}

bool ends(bool domains[N][N], struct Interval *found, bool cuts[N][N]) {
    // ⟨ends⟩
    bool any = false;
    memset(cuts, 0, sizeof(bool) * N * N);
    for (int r = 0; r < N; r++) {
        if (found->inside[r])
            continue;
        for (int c = 0; c < N; c++) {
            int v = value(found->line, r, c);
            if (!domains[r][c])
                continue;
            if (v < found->lo || v > found->hi)
                break;
            cuts[r][c] = any = true;
        }
        for (int c = N - 1; c >= 0; c--) {
            int v = value(found->line, r, c);
            if (!domains[r][c] || cuts[r][c])
                continue;
            if (v < found->lo || v > found->hi)
                break;
            cuts[r][c] = any = true;
        }
    }
    return any;
}

bool hallInterval(bool domains[N][N], struct Interval *found) {
    // ⟨hall-1⟩
    // ⟨hall-2⟩
    bool cuts[N][N];
    for (int line = COLUMN; line <= ANTI_DIAGONAL; line++)
        for (int width = 1; width <= 2 * N; width++)
            for (int lo = -N; lo < 2 * N; lo++) {
                *found = (struct Interval){line, lo, lo + width - 1, 0};
                for (int r = 0; r < N; r++) {
                    found->inside[r] = lo <= value(line, r, lowest(domains[r]))
                                       && value(line, r, highest(domains[r])) <= found->hi;
                    found->count += found->inside[r];
                }
                if (found->count > width)
                    return true;
                if (found->count == width && ends(domains, found, cuts))
                    return true;
            }
    return false;
}

bool propagate(bool domains[N][N]) {
    if (!settle(domains))
        return false;
    while (true) {
        while (head < tail) {
            int row = queue[head++];
            int col = lowest(domains[row]);  // ⟨row-queen⟩
            for (int line = COLUMN; line <= ANTI_DIAGONAL; line++) {  // ⟨share⟩
                bool cuts[N][N] = {{false}};
                bool any = false;
                for (int r = 0; r < N; r++) {
                    int c = along(line, row, col, r);
                    if (r != row && c >= 0 && c < N && domains[r][c])
                        cuts[r][c] = any = true;
                }
                if (any) {
                    printf("prune %s by %d %d", LINE_NAMES[line], row, col); printCuts(cuts); TRACE("%s", "");  // ⟦trace⟧
                    removeValues(domains, cuts);  // ⟦prune⟧
                    if (!settle(domains))
                        return false;
                }
            }
        }
        struct Interval found;
        if (!hallInterval(domains, &found))
            return true;  // ⟨nothing-more⟩
        if (found.count > found.hi - found.lo + 1) {
            printf("crowded %s %d %d", LINE_NAMES[found.line], found.lo, found.hi); printRows(found.inside); TRACE("%s", "");  // ⟦trace⟧
            return false;  // ⟨crowded⟩ ⟦crowded⟧
        }
        bool cuts[N][N];
        ends(domains, &found, cuts);
        printf("prune %s bounds %d %d", LINE_NAMES[found.line], found.lo, found.hi); printRows(found.inside); printCuts(cuts); TRACE("%s", "");  // ⟦trace⟧
        removeValues(domains, cuts);  // ⟨bounds⟩ ⟦bounds⟧
        if (!settle(domains))
            return false;
    }
}

void search(bool domains[N][N]) {
    if (!propagate(domains)) {
        failures++;
        return;
    }
    int row = -1, col = -1;
    for (int r = 0; r < N; r++)
        if (size(domains[r]) > 1 && row == -1)  // CHOOSE_FIRST_UNBOUND ⟦choose-row⟧
            row = r;
    if (row == -1) {
        printf("solution"); for (int r = 0; r < N; r++) printf(" %d", lowest(domains[r])); TRACE("%s", "");  // ⟦trace⟧
        solutions++;  // ⟨every-row⟩ ⟦solution⟧
        return;
    }
    for (int c = 0; c < N; c++)
        if (domains[row][c] && col == -1)  // ASSIGN_MIN_VALUE ⟦choose-col⟧
            col = c;
    branches++;
    bool left[N][N];
    memcpy(left, domains, sizeof left);
    TRACE("place %d %d", row, col);  // ⟦trace⟧
    bind(left[row], col);  // ⟨decide⟩ ⟦place⟧
    head = tail = nforced = 0;
    queue[tail++] = row;
    search(left);
    branches++;
    bool right[N][N];
    memcpy(right, domains, sizeof right);
    TRACE("backtrack %d %d", row, col);  // ⟦trace⟧
    right[row][col] = false;  // ⟨back-up⟩ ⟦backtrack⟧
    head = tail = nforced = 0;
    if (size(right[row]) == 1)
        forced[nforced++] = row;
    search(right);
}

int main(void) {
    bool domains[N][N];
    memset(domains, true, sizeof domains);
    int count = sizeof fixedQueens / sizeof fixedQueens[0];
    for (int i = 0; i < count; i++) {
        bind(domains[fixedQueens[i][0]], fixedQueens[i][1]);
        queue[tail++] = fixedQueens[i][0];
    }
    search(domains);  // ⟦start⟧
    TRACE("finished %d", solutions);  // ⟦trace⟧
    printf("solutions: %d\n", solutions);  // ⟦finished⟧
    printf("failures: %d branches: %d\n", failures, branches);
    return 0;
}

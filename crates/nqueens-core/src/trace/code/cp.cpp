#include <algorithm>
#include <array>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <vector>
using namespace std;
#define TRACE(event) (cout << event << " @" << __LINE__ << "\n")  // ⟦trace⟧

const int N = 8;  // ⟦size⟧
vector<pair<int, int>> fixedQueens = {};  // ⟨fixed⟩ ⟦fixed⟧ ⟦clash⟧
// ⟨model-1⟩
// ⟨model-2⟩
// ⟨domains⟩
using Domains = vector<set<int>>;
using Cuts = map<int, set<int>>;
enum Line { COLUMN, DIAGONAL, ANTI_DIAGONAL };
const array<Line, 3> LINES = {COLUMN, DIAGONAL, ANTI_DIAGONAL};
const char *LINE_NAMES[] = {"column", "diagonal", "anti-diagonal"};  // ⟦trace⟧
int solutions = 0, failures = 0, branches = 0;

struct Interval {
    Line line;
    vector<int> inside;
    int lo, hi;
};

string rows(const vector<int> &inside) { ostringstream s; s << " rows"; for (int r : inside) s << " " << r; return s.str(); }  // ⟦trace⟧
string removes(const Cuts &cuts) { ostringstream s; s << " removes"; for (auto &[r, gone] : cuts) for (int c : gone) s << " " << r << " " << c; return s.str(); }  // ⟦trace⟧

int value(Line line, int row, int col) {  // ⟨value⟩
    return line == COLUMN ? col : line == DIAGONAL ? col - row : col + row;
}

int along(Line line, int row, int col, int r) {  // ⟨along⟩
    return line == COLUMN ? col : line == DIAGONAL ? col + r - row : col - r + row;
}

void removeValues(Domains &domains, const Cuts &cuts, vector<int> &forced) {
    for (auto &[r, gone] : cuts) {
        size_t before = domains[r].size();
        for (int c : gone)
            domains[r].erase(c);
        if (domains[r].size() == 1 && before > 1)
            forced.push_back(r);  // ⟨one-left⟩
    }
}

bool settle(Domains &domains, deque<int> &queue, vector<int> &forced) {
    for (int r = 0; r < N; r++)
        if (domains[r].empty()) {
            TRACE("dead-end " << r);  // ⟦trace⟧
            return false;  // ⟨empty⟩ ⟦empty⟧
        }
    for (int r : forced) {
        TRACE("forced " << r << " " << *domains[r].begin());  // ⟦trace⟧
        queue.push_back(r);  // ⟨forced⟩ ⟦forced⟧
    }
    forced.clear();
    return true;
}

Cuts ends(const Domains &domains, Line line, const vector<int> &inside, int lo, int hi) {
    // ⟨ends⟩
    auto within = [&](int r, int c) { return lo <= value(line, r, c) && value(line, r, c) <= hi; };
    Cuts cuts;
    for (int r = 0; r < N; r++) {
        if (find(inside.begin(), inside.end(), r) != inside.end())
            continue;
        for (auto c = domains[r].begin(); c != domains[r].end() && within(r, *c); ++c)
            cuts[r].insert(*c);
        for (auto c = domains[r].rbegin(); c != domains[r].rend() && within(r, *c); ++c)
            cuts[r].insert(*c);
    }
    return cuts;
}

optional<Interval> hallInterval(const Domains &domains) {
    // ⟨hall-1⟩
    // ⟨hall-2⟩
    for (Line line : LINES) {
        vector<pair<int, int>> span;
        for (int r = 0; r < N; r++)
            span.push_back({value(line, r, *domains[r].begin()), value(line, r, *domains[r].rbegin())});
        set<pair<int, int>> widths;
        for (auto [lo, _] : span)
            for (auto [from, hi] : span)
                if (lo <= hi)
                    widths.insert({hi - lo + 1, lo});
        for (auto [width, lo] : widths) {
            int hi = lo + width - 1;
            vector<int> inside;
            for (int r = 0; r < N; r++)
                if (lo <= span[r].first && span[r].second <= hi)
                    inside.push_back(r);
            int count = inside.size();
            if (count > width || (count == width && !ends(domains, line, inside, lo, hi).empty()))
                return Interval{line, inside, lo, hi};
        }
    }
    return nullopt;
}

bool propagate(Domains &domains, deque<int> &queue, vector<int> &forced) {
    if (!settle(domains, queue, forced))
        return false;
    while (true) {
        while (!queue.empty()) {
            int row = queue.front();
            queue.pop_front();
            int col = *domains[row].begin();  // ⟨row-queen⟩
            for (Line line : LINES) {  // ⟨share⟩
                Cuts cuts;
                for (int r = 0; r < N; r++) {
                    int c = along(line, row, col, r);
                    if (r != row && domains[r].count(c))
                        cuts[r] = {c};
                }
                if (!cuts.empty()) {
                    TRACE("prune " << LINE_NAMES[line] << " by " << row << " " << col << removes(cuts));  // ⟦trace⟧
                    removeValues(domains, cuts, forced);  // ⟦prune⟧
                    if (!settle(domains, queue, forced))
                        return false;
                }
            }
        }
        optional<Interval> found = hallInterval(domains);
        if (!found)
            return true;  // ⟨nothing-more⟩
        auto [line, inside, lo, hi] = *found;
        if ((int)inside.size() > hi - lo + 1) {
            TRACE("crowded " << LINE_NAMES[line] << " " << lo << " " << hi << rows(inside));  // ⟦trace⟧
            return false;  // ⟨crowded⟩ ⟦crowded⟧
        }
        Cuts cuts = ends(domains, line, inside, lo, hi);
        TRACE("prune " << LINE_NAMES[line] << " bounds " << lo << " " << hi << rows(inside) << removes(cuts));  // ⟦trace⟧
        removeValues(domains, cuts, forced);  // ⟨bounds⟩ ⟦bounds⟧
        if (!settle(domains, queue, forced))
            return false;
    }
}

void search(Domains domains, deque<int> queue, vector<int> forced) {
    if (!propagate(domains, queue, forced)) {
        failures++;
        return;
    }
    vector<int> unbound;
    for (int r = 0; r < N; r++)
        if (domains[r].size() > 1)
            unbound.push_back(r);
    if (unbound.empty()) {
        cout << "solution"; for (auto &d : domains) cout << " " << *d.begin(); TRACE("");  // ⟦trace⟧
        solutions++;  // ⟨every-row⟩ ⟦solution⟧
        return;
    }
    int row = unbound[0];  // CHOOSE_FIRST_UNBOUND ⟦choose-row⟧
    int col = *domains[row].begin();  // ASSIGN_MIN_VALUE ⟦choose-col⟧
    branches++;
    Domains left = domains;
    TRACE("place " << row << " " << col);  // ⟦trace⟧
    left[row] = {col};  // ⟨decide⟩ ⟦place⟧
    search(left, {row}, {});
    branches++;
    Domains right = domains;
    TRACE("backtrack " << row << " " << col);  // ⟦trace⟧
    right[row].erase(col);  // ⟨back-up⟩ ⟦backtrack⟧
    search(right, {}, right[row].size() == 1 ? vector<int>{row} : vector<int>{});
}

int main() {
    Domains domains(N);
    deque<int> queue;
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            domains[r].insert(c);
    for (auto [row, col] : fixedQueens) {
        domains[row] = {col};
        queue.push_back(row);
    }
    search(domains, queue, {});  // ⟦start⟧
    TRACE("finished " << solutions);  // ⟦trace⟧
    cout << "solutions: " << solutions << "\n";  // ⟦finished⟧
    cout << "failures: " << failures << " branches: " << branches << "\n";
    return 0;
}

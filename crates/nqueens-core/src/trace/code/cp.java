import java.util.*;

public class NQueens {
    static void trace(String event) { System.out.println(event + " @" + new Throwable().getStackTrace()[1].getLineNumber()); }  // ⟦trace⟧
    static final int N = 8;  // ⟦size⟧
    static int[][] fixedQueens = {};  // ⟨fixed⟩ ⟦fixed⟧ ⟦clash⟧
    // ⟨model-1⟩
    // ⟨model-2⟩
    // ⟨domains⟩
    enum Line { COLUMN, DIAGONAL, ANTI_DIAGONAL }
    static int solutions = 0, failures = 0, branches = 0;

    record Interval(Line line, boolean[] inside, int count, int lo, int hi) {}

    static String name(Line line) { return line.name().toLowerCase().replace('_', '-'); }  // ⟦trace⟧
    static String rows(boolean[] inside) { String s = " rows"; for (int r = 0; r < N; r++) if (inside[r]) s += " " + r; return s; }  // ⟦trace⟧
    static String removes(boolean[][] cuts) { String s = " removes"; for (int r = 0; r < N; r++) for (int c = 0; c < N; c++) if (cuts[r][c]) s += " " + r + " " + c; return s; }  // ⟦trace⟧

    static int value(Line line, int row, int col) {  // ⟨value⟩
        return switch (line) {
            case COLUMN -> col;
            case DIAGONAL -> col - row;
            case ANTI_DIAGONAL -> col + row;
        };
    }

    static int along(Line line, int row, int col, int r) {  // ⟨along⟩
        return switch (line) {
            case COLUMN -> col;
            case DIAGONAL -> col + r - row;
            case ANTI_DIAGONAL -> col - r + row;
        };
    }

    static int size(boolean[] domain) {
        int count = 0;
        for (boolean open : domain)
            if (open)
                count++;
        return count;
    }

    static int lowest(boolean[] domain) {
        int c = 0;
        while (!domain[c])
            c++;
        return c;
    }

    static int highest(boolean[] domain) {
        int c = N - 1;
        while (!domain[c])
            c--;
        return c;
    }

    static boolean[][] copy(boolean[][] domains) {
        boolean[][] copy = new boolean[N][];
        for (int r = 0; r < N; r++)
            copy[r] = domains[r].clone();
        return copy;
    }

    static void bind(boolean[] domain, int col) {
        Arrays.fill(domain, false);
        domain[col] = true;
    }

    static void remove(boolean[][] domains, boolean[][] cuts, List<Integer> forced) {
        for (int r = 0; r < N; r++) {
            int before = size(domains[r]);
            for (int c = 0; c < N; c++)
                domains[r][c] &= !cuts[r][c];
            if (size(domains[r]) == 1 && before > 1)
                forced.add(r);  // ⟨one-left⟩
        }
    }

    static boolean settle(boolean[][] domains, Deque<Integer> queue, List<Integer> forced) {
        for (int r = 0; r < N; r++)
            if (size(domains[r]) == 0) {
                trace("dead-end " + r);  // ⟦trace⟧
                return false;  // ⟨empty⟩ ⟦empty⟧
            }
        for (int r : forced) {
            trace("forced " + r + " " + lowest(domains[r]));  // ⟦trace⟧
            queue.add(r);  // ⟨forced⟩ ⟦forced⟧
        }
        forced.clear();
        return true;
    }

    static boolean[][] ends(boolean[][] domains, Interval found) {
        // ⟨ends⟩
        boolean[][] cuts = new boolean[N][N];
        for (int r = 0; r < N; r++) {
            if (found.inside()[r])
                continue;
            for (int c = 0; c < N; c++) {
                int v = value(found.line(), r, c);
                if (!domains[r][c])
                    continue;
                if (v < found.lo() || v > found.hi())
                    break;
                cuts[r][c] = true;
            }
            for (int c = N - 1; c >= 0; c--) {
                int v = value(found.line(), r, c);
                if (!domains[r][c] || cuts[r][c])
                    continue;
                if (v < found.lo() || v > found.hi())
                    break;
                cuts[r][c] = true;
            }
        }
        return cuts;
    }

    static Interval hallInterval(boolean[][] domains) {
        // ⟨hall-1⟩
        // ⟨hall-2⟩
        for (Line line : Line.values())
            for (int width = 1; width <= 2 * N; width++)
                for (int lo = -N; lo < 2 * N; lo++) {
                    int hi = lo + width - 1, count = 0;
                    boolean[] inside = new boolean[N];
                    for (int r = 0; r < N; r++) {
                        inside[r] = lo <= value(line, r, lowest(domains[r]))
                                && value(line, r, highest(domains[r])) <= hi;
                        count += inside[r] ? 1 : 0;
                    }
                    Interval found = new Interval(line, inside, count, lo, hi);
                    if (count > width || (count == width && size(ends(domains, found)) > 0))
                        return found;
                }
        return null;
    }

    static int size(boolean[][] cuts) {
        int count = 0;
        for (boolean[] row : cuts)
            count += size(row);
        return count;
    }

    static boolean propagate(boolean[][] domains, Deque<Integer> queue, List<Integer> forced) {
        if (!settle(domains, queue, forced))
            return false;
        while (true) {
            while (!queue.isEmpty()) {
                int row = queue.poll();
                int col = lowest(domains[row]);  // ⟨row-queen⟩
                for (Line line : Line.values()) {  // ⟨share⟩
                    boolean[][] cuts = new boolean[N][N];
                    for (int r = 0; r < N; r++) {
                        int c = along(line, row, col, r);
                        if (r != row && c >= 0 && c < N && domains[r][c])
                            cuts[r][c] = true;
                    }
                    if (size(cuts) > 0) {
                        trace("prune " + name(line) + " by " + row + " " + col + removes(cuts));  // ⟦trace⟧
                        remove(domains, cuts, forced);  // ⟦prune⟧
                        if (!settle(domains, queue, forced))
                            return false;
                    }
                }
            }
            Interval found = hallInterval(domains);
            if (found == null)
                return true;  // ⟨nothing-more⟩
            if (found.count() > found.hi() - found.lo() + 1) {
                trace("crowded " + name(found.line()) + " " + found.lo() + " " + found.hi() + rows(found.inside()));  // ⟦trace⟧
                return false;  // ⟨crowded⟩ ⟦crowded⟧
            }
            boolean[][] cuts = ends(domains, found);
            trace("prune " + name(found.line()) + " bounds " + found.lo() + " " + found.hi() + rows(found.inside()) + removes(cuts));  // ⟦trace⟧
            remove(domains, cuts, forced);  // ⟨bounds⟩ ⟦bounds⟧
            if (!settle(domains, queue, forced))
                return false;
        }
    }

    static void search(boolean[][] domains, Deque<Integer> queue, List<Integer> forced) {
        if (!propagate(domains, queue, forced)) {
            failures++;
            return;
        }
        int row = -1;
        for (int r = 0; r < N; r++)
            if (size(domains[r]) > 1 && row == -1)  // CHOOSE_FIRST_UNBOUND ⟦choose-row⟧
                row = r;
        if (row == -1) {
            String s = "solution"; for (boolean[] d : domains) s += " " + lowest(d); trace(s);  // ⟦trace⟧
            solutions++;  // ⟨every-row⟩ ⟦solution⟧
            return;
        }
        int col = -1;
        for (int c = 0; c < N; c++)
            if (domains[row][c] && col == -1)  // ASSIGN_MIN_VALUE ⟦choose-col⟧
                col = c;
        branches++;
        boolean[][] left = copy(domains);
        trace("place " + row + " " + col);  // ⟦trace⟧
        bind(left[row], col);  // ⟨decide⟩ ⟦place⟧
        search(left, new ArrayDeque<>(List.of(row)), new ArrayList<>());
        branches++;
        boolean[][] right = copy(domains);
        trace("backtrack " + row + " " + col);  // ⟦trace⟧
        right[row][col] = false;  // ⟨back-up⟩ ⟦backtrack⟧
        search(right, new ArrayDeque<>(), new ArrayList<>(size(right[row]) == 1 ? List.of(row) : List.of()));
    }

    public static void main(String[] args) {
        boolean[][] domains = new boolean[N][N];
        Deque<Integer> queue = new ArrayDeque<>();
        for (boolean[] domain : domains)
            Arrays.fill(domain, true);
        for (int[] queen : fixedQueens) {
            bind(domains[queen[0]], queen[1]);
            queue.add(queen[0]);
        }
        search(domains, queue, new ArrayList<>());  // ⟦start⟧
        trace("finished " + solutions);  // ⟦trace⟧
        System.out.println("solutions: " + solutions);  // ⟦finished⟧
        System.out.println("failures: " + failures + " branches: " + branches);
    }
}

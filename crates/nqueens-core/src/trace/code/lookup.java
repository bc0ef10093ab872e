import java.util.Arrays;

public class NQueens {
    static void trace(String event) { System.out.println(event + " @" + new Throwable().getStackTrace()[1].getLineNumber()); }  // ⟦trace⟧
    static final int N = 8;  // ⟦size⟧
    static int[][] fixedQueens = {};  // ⟨fixed⟩ ⟦fixed⟧
    static int[] q = new int[N];  // ⟨q⟩
    static boolean[] cols = new boolean[N];  // ⟨cols⟩
    static boolean[] slash = new boolean[2 * N - 1];  // ⟨slash⟩
    static boolean[] backslash = new boolean[2 * N - 1];  // ⟨backslash⟩
    static int solutions = 0;

    static boolean isSafe(int row, int col) {
        // ⟨three-lookups⟩
        if (cols[col]) {
            trace("attacked " + row + " " + col + " column");  // ⟦trace⟧
            return false;  // ⟨column-taken⟩ ⟦attack-column⟧
        }
        if (slash[row + col]) {
            trace("attacked " + row + " " + col + " anti-diagonal");  // ⟦trace⟧
            return false;  // ⟨anti-diagonal-taken⟩ ⟦attack-anti-diagonal⟧
        }
        if (backslash[row - col + N - 1]) {
            trace("attacked " + row + " " + col + " diagonal");  // ⟦trace⟧
            return false;  // ⟨diagonal-taken⟩ ⟦attack-diagonal⟧
        }
        return true;
    }

    static void mark(int row, int col, boolean taken) {
        cols[col] = slash[row + col] = backslash[row - col + N - 1] = taken;
    }

    static void solve(int row) {
        if (row == N) {  // ⟨every-row⟩
            String s = "solution"; for (int c : q) s += " " + c; trace(s);  // ⟦trace⟧
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
                trace("place " + row + " " + col);  // ⟦trace⟧
                mark(row, col, true);  // ⟨place⟩ ⟦place⟧
                solve(row + 1);
                trace("backtrack " + row + " " + col);  // ⟦trace⟧
                mark(row, col, false);  // ⟨take-back⟩ ⟦backtrack⟧
                q[row] = -1;
            }
        }
        trace("dead-end " + row);  // ⟦trace⟧
        return;  // ⟨dead-end⟩ ⟦dead-end⟧
    }

    public static void main(String[] args) {
        Arrays.fill(q, -1);
        boolean clash = false;
        for (int[] queen : fixedQueens) {
            int row = queen[0], col = queen[1];
            clash = clash || !isSafe(row, col);  // ⟦clash⟧
            q[row] = col;
            mark(row, col, true);
        }
        if (!clash)
            solve(0);  // ⟦start⟧
        trace("finished " + solutions);  // ⟦trace⟧
        System.out.println("solutions: " + solutions);  // ⟦finished⟧
    }
}

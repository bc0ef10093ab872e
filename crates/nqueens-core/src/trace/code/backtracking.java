import java.util.Arrays;

public class NQueens {
    static void trace(String event) { System.out.println(event + " @" + new Throwable().getStackTrace()[1].getLineNumber()); }  // ⟦trace⟧
    static final int N = 8;  // ⟦size⟧
    static int[][] fixedQueens = {};  // ⟨fixed⟩ ⟦fixed⟧
    static int[] q = new int[N];  // ⟨q⟩
    static int solutions = 0;

    static boolean isSafe(int row, int col) {
        // ⟨scan⟩
        for (int r = 0; r < N; r++) {
            int c = q[r];
            if (r == row || c == -1)
                continue;
            if (c == col) {
                trace("attacked " + row + " " + col + " column by " + r + " " + c);  // ⟦trace⟧
                return false;  // ⟨same-column⟩ ⟦attack-column⟧
            }
            if (c - r == col - row) {
                trace("attacked " + row + " " + col + " diagonal by " + r + " " + c);  // ⟦trace⟧
                return false;  // ⟨same-diagonal⟩ ⟦attack-diagonal⟧
            }
            if (c + r == col + row) {
                trace("attacked " + row + " " + col + " anti-diagonal by " + r + " " + c);  // ⟦trace⟧
                return false;  // ⟨same-anti-diagonal⟩ ⟦attack-anti-diagonal⟧
            }
        }
        return true;
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
                trace("place " + row + " " + col);  // ⟦trace⟧
                q[row] = col;  // ⟨place⟩ ⟦place⟧
                solve(row + 1);
                trace("backtrack " + row + " " + col);  // ⟦trace⟧
                q[row] = -1;  // ⟨take-back⟩ ⟦backtrack⟧
            }
        }
        trace("dead-end " + row);  // ⟦trace⟧
        return;  // ⟨dead-end⟩ ⟦dead-end⟧
    }

    public static void main(String[] args) {
        Arrays.fill(q, -1);
        for (int[] queen : fixedQueens)
            q[queen[0]] = queen[1];
        boolean clash = false;
        for (int[] queen : fixedQueens)
            clash = clash || !isSafe(queen[0], queen[1]);  // ⟦clash⟧
        if (!clash)
            solve(0);  // ⟦start⟧
        trace("finished " + solutions);  // ⟦trace⟧
        System.out.println("solutions: " + solutions);  // ⟦finished⟧
    }
}

from nqueens.widget import Board

# The last expression of a cell (or display(b)) shows the live board.
b = Board(n=6)
print(b.queens)  # []
# A new N empties the board, as on the page; queens set from Python are exactly what it shows.
b.n = 5
b.queens = [(0, 0), (1, 2), (2, 4), (3, 1), (4, 3)]
print(b.solved)  # True
# Commands run on the board in its Web Worker; b.queens follows.
b.solve()
# The Step view with the OR-Tools guide's 4-queens lesson.
lesson = Board(view="step", n=4, strategy="cp", lesson=True)
print(lesson.view, lesson.n)  # step 4

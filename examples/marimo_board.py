# The notebook widget in marimo: `mo.ui.anywidget` wraps the same anywidget as JupyterLab's, and
# marimo runs again every cell that reads the board when the reader places a queen.
#
#   marimo edit examples/marimo_board.py   (or `marimo run` for the app view)
#
# tests/package/marimo.test.mjs opens it in headless Chromium: a queen placed on the board shows
# in the Python cell below it, and the button's cell sets queens from Python onto the board.
import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from nqueens.widget import Board

    return Board, mo


@app.cell
def _(Board, mo):
    board = mo.ui.anywidget(Board(n=6, view="play"))
    board
    return (board,)


@app.cell
def _(board, mo):
    queens = [list(square) for square in board.widget.queens]
    mo.md(f"Queens seen by Python: `{queens}`; solved: `{board.widget.solved}`")
    return


@app.cell
def _(mo):
    place = mo.ui.button(label="Place two queens from Python", value=0, on_click=lambda count: count + 1)
    place
    return (place,)


@app.cell
def _(board, place):
    if place.value:
        board.widget.queens = [(0, 1), (1, 3)]
    return


if __name__ == "__main__":
    app.run()

# The notebook widget in marimo: `mo.ui.anywidget` wraps the same anywidget as JupyterLab's, and
# marimo runs again every cell that reads the board when the reader places a queen.
#
#   marimo edit examples/marimo_board.py   (or `marimo run` for the app view)
#
# tests/package/marimo.test.mjs opens it in headless Chromium: a queen placed on the board shows
# in the Python cell below it, the button's cell sets queens from Python onto the board, and a
# square off the board is refused with the core's sentence while the board keeps its queens.
import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from nqueens.widget import Board

    return Board, mo


@app.cell
def _(Board, mo):
    # Cells that read `board` run again on each change the reader makes; cells that only set
    # the board name `widget`, so a queen placed does not run them again (and undo the move).
    widget = Board(n=6, view="play")
    board = mo.ui.anywidget(widget)
    board
    return board, widget


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
def _(place, widget):
    if place.value:
        widget.queens = [(0, 1), (1, 3)]
    return


@app.cell
def _(mo):
    stray = mo.ui.button(label="Place a queen off the board from Python", value=0, on_click=lambda count: count + 1)
    stray
    return (stray,)


@app.cell
def _(mo, stray, widget):
    # A square off the board is refused with the core's sentence; the board keeps what it had.
    from nqueens.widget import BoardError

    refused = ""
    if stray.value:
        try:
            widget.queens = [(9, 9)]
        except BoardError as error:
            refused = str(error)
    mo.md(f"Refused: {refused}") if refused else None
    return


if __name__ == "__main__":
    app.run()

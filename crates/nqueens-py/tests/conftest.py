"""Shared helpers: OEIS values and a checker independent of the package."""

import pytest

# OEIS A000170 and A002562, N = 0..18.
A000170 = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
           14772512, 95815104, 666090624]
A002562 = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955,
           11977939, 83263591]


def is_solution(cols, n=None):
    """True when cols places one queen per row and no two share a column or diagonal; written
    here so that no result is checked by the code that produced it."""
    n = len(cols) if n is None else n
    if len(cols) != n or any(not (0 <= c < n) for c in cols):
        return False
    return (len(set(cols)) == n
            and len({r + c for r, c in enumerate(cols)}) == n
            and len({r - c for r, c in enumerate(cols)}) == n)


@pytest.fixture(scope="session")
def oeis():
    return A000170, A002562

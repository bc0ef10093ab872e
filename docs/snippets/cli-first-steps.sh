nqueens solve 8                 # [0, 4, 7, 5, 2, 6, 1, 3]
nqueens count 12 --threads 2    # N = 12: 14200 solutions, 1787 fundamental
nqueens check "[0, 4, 7, 5, 2, 6, 1, 3]"    # solved: 8 queens on 8x8, none attacking

import nqueens

print(nqueens.solve(8)["solution"])  # [0, 4, 7, 5, 2, 6, 1, 3]
print(nqueens.count(10).solutions)  # 724
print(nqueens.check([0, 1, 3, 2])["solved"])  # False

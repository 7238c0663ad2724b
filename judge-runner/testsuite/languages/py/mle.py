a = [1] * (1 << 30)
print(len(a))

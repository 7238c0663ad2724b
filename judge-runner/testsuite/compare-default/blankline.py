print("3\n4\n")

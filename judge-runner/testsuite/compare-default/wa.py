print("3\n5")

print("3 \n4")

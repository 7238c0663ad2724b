print("3\r\n4\r")

s = "a" * (1 << 30)
puts s.size

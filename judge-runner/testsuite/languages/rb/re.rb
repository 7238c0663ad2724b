raise "boom"

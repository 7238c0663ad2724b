package main

import "fmt"

func main() {
	x := 0
	for x >= 0 {
		x = (x + 1) % 1000
	}
	fmt.Println(x)
}

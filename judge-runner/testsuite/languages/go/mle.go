package main

import "fmt"

func main() {
	v := make([]byte, 1<<30)
	for i := 0; i < len(v); i += 4096 {
		v[i] = 1
	}
	fmt.Println(v[4096])
}

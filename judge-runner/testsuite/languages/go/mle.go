package main

import "fmt"

func main() {
	v := make([]byte, 1<<30)
	for i := range v {
		v[i] = 1
	}
	fmt.Println(v[12345])
}

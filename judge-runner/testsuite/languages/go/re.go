package main

func main() {
	panic("boom")
}

fn main() {
    println!("0");
}

fn main() {
    let mut v = vec![0u8; 1 << 30];
    let mut i = 0;
    while i < v.len() { v[i] = 1; i += 4096; }
    println!("{}", v[4096]);
}

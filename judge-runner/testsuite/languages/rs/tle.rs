fn main() {
    let mut x: u64 = 0;
    loop {
        x = unsafe { std::ptr::read_volatile(&x) }.wrapping_add(1);
    }
}

int huge[1 << 30] = {1};
int main(void) { return huge[5]; }

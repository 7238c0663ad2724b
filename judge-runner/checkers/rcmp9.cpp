#include "rcmp.h"
int main(int argc, char **argv) { return compareReals(argc, argv, 1e-9); }

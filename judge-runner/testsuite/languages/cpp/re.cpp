#include <bits/stdc++.h>
using namespace std;
int main() { vector<int> v; long long a, b; cin >> a >> b; throw runtime_error("boom"); }

#include <iostream>
#include <cstdio>
using namespace std;
int main()
{
#ifndef ONLINE_JUDGE
	freopen("in.txt","r",stdin);
#endif
	int a,b;
	while(cin >>a >>b)
	{
		cout <<a+b <<endl;
	}
	return 0;
}
#include<iostream>
#include<cstdio>
#include<cstdlib>
#include<cstring>

using namespace std;

int n,l[1005],r[1005];

int main()
{
	cin>>n;
	for(int i=1;i<=n;i++)
	{
        cin>>l[i]>>r[i];
    }
    int total=0;
    int t=1;
    for(int i=1;i<=n;i++)
    {
    	bool jud=0;
    	int q=0x7fffffff;
    	for(int j=1;j<=n;j++)
    	{
    		if(l[j]>=t)
    		{
    			jud=1;
    			q=min(q,r[j]);
			}
		}
		if(!jud) break;
		else {
		    t=q;
		    total++;}
	}
	cout<<total<<endl;
	return 0;
}
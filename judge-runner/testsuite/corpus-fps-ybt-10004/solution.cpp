#include<iostream>
#include<algorithm>
using namespace std;
int h[10000];
struct youxi{
	int t,w;
}a[10000];
int cmp(youxi a,youxi b){
	return a.w>b.w;
}
int main(){
	int m,n;
	cin>>m>>n;
	for(int i=1;i<=n;i++)
		cin>>a[i].t;
	for(int i=1;i<=n;i++)
		cin>>a[i].w;
	sort(a+1,a+n+1,cmp);
	for(int i=1;i<=n;i++){
		int flag=0; 
		for(int j=a[i].t;j>=1;j--){
			if(h[j]==0){
				h[j]=1;
				flag=1;
				break;
			}
		}
		if(flag==0)
			m-=a[i].w;
	}
	cout<<m;
	return 0;
}
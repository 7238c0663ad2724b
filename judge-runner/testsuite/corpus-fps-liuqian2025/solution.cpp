#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    
    // 步骤1：筷子（K）左移
    int kPos = s.find('K');
    if (kPos > 0) {
        // 交换 s[kPos] 和 s[kPos-1]
        char temp = s[kPos];
        s[kPos] = s[kPos - 1];
        s[kPos - 1] = temp;
    }
    
    // 步骤2：杯子（C）右移
    int cPos = s.find('C');
    if (cPos < 2) {
        // 交换 s[cPos] 和 s[cPos+1]
        char temp = s[cPos];
        s[cPos] = s[cPos + 1];
        s[cPos + 1] = temp;
    }
    
    // 步骤3：勺子（S）左移
    int sPos = s.find('S');
    if (sPos > 0) {
        // 交换 s[sPos] 和 s[sPos-1]
        char temp = s[sPos];
        s[sPos] = s[sPos - 1];
        s[sPos - 1] = temp;
    }
    
    cout << s << endl;
    return 0;
}
lo, hi = 1, 10**9
while lo < hi:
    mid = (lo + hi) // 2
    print('?', mid, flush=True)
    reply = input().strip()
    if reply == '=':
        lo = hi = mid
        break
    if reply == '<':
        lo = mid + 1
    else:
        hi = mid - 1
print('!', lo, flush=True)

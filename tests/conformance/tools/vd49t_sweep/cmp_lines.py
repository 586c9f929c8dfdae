import sys
a = open(sys.argv[1]).read().splitlines(); b = open(sys.argv[2]).read().splitlines()
for x, y in zip(a, b):
    if x == y: continue
    kx, vx = x.split(": ", 1); ky, vy = y.split(": ", 1)
    assert kx == ky, (kx, ky)
    ex, ey = vx.startswith("ERR"), vy.startswith("ERR")
    if ex and ey: continue   # both errors (class names differ: subclass)
    if ex and not ey and "--errs" not in sys.argv: continue
    print(kx, "\n   MS:", vx[:230], "\n   MG:", vy[:230])

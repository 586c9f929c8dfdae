"""Compare /tmp/adapt39up_out/NAME.ms.txt and .mg.txt: lines differ unless equal, or both errors where MindSpore's
class is one of msgraph's classes (and the messages are ignored with -c)."""
import sys
name = sys.argv[1]
cls_only = "-c" in sys.argv
ms = open("/tmp/adapt39up_out/%s.ms.txt" % name).read().splitlines()
mg = open("/tmp/adapt39up_out/%s.mg.txt" % name).read().splitlines()
n = 0
for a, b in zip(ms, mg):
    if a == b:
        continue
    la, ra = a.split(" -> ", 1)
    lb, rb = b.split(" -> ", 1)
    if ra.startswith("EXC") and rb.startswith("EXC"):
        ca, cb = ra[4:].split(":", 1)[0].split("/")[0], rb[4:].split(":", 1)[0].split("/")
        if ca in cb and (cls_only or ra.split(":", 1)[1] == rb.split(":", 1)[1]):
            continue
    n += 1
    print("MS", a)
    print("MG", b)
print("%s: %d lines, %d differ" % (name, len(ms), n))

"""Compare two runtime_numbers.py outputs (MindSpore's first): print the case / form lines that differ.

    python compare.py ms.txt ours.txt [--all]
Kinds: VALUE (both OK, different text), ERR-CLASS (both raise, other builtin class), WE-RAISE (MindSpore computes,
msgraph raises), WE-COMPUTE (MindSpore raises, msgraph computes).  Error messages are not compared.  Values are
compared as printed (5 digits).
"""
import sys


def load(path):
    out = {}
    for line in open(path):
        parts = line.rstrip("\n").split(" ", 3)
        if len(parts) >= 3 and parts[2] in ("OK", "ERR") and parts[1] in ("const", "cast", "mutable"):
            out[(parts[0], parts[1])] = (parts[2], parts[3] if len(parts) > 3 else "")
    return out


def kind(a, b):
    if a[0] == "OK" and b[0] == "OK":
        return None if a[1] == b[1] else "VALUE"
    if a[0] == "ERR" and b[0] == "ERR":
        return None if a[1].split(" ")[0] == b[1].split(" ")[0] else "ERR-CLASS"
    return "WE-RAISE" if a[0] == "OK" else "WE-COMPUTE"


def main():
    ms, ours = load(sys.argv[1]), load(sys.argv[2])
    counts = {}
    for key in ms:
        if key not in ours:
            continue
        k = kind(ms[key], ours[key])
        counts[k] = counts.get(k, 0) + 1
        if k or "--all" in sys.argv:
            print(f"{k or 'same'}: {key[0]} {key[1]}\n   ms:   {' '.join(ms[key])[:200]}\n   ours: {' '.join(ours[key])[:200]}")
    print("compared", sum(counts.values()), {k or "same": v for k, v in counts.items()})


if __name__ == "__main__":
    main()

"""cmp.py MS.txt MG.txt: the differing lines (label -> result); errors agree when MindSpore's builtin class is among
msgraph's.  The comparer is tools/sweep_cmp.py."""
import os, sys  # noqa: E401
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402
main(exc="class")

"""adapt40fb sweep harness: adapt39up_sweep's h.py (show / case) and gs.py's registry, loaded from there; run_all
here runs each case eagerly (P), as @ms.jit (J) and in a Graph-mode Cell (G) and can resume after a crash of the
process (MindSpore 2.10 aborts on some cases): $DONE names a file of lines already printed (their labels are
skipped) and $CUR a file the label about to run is written to (run.sh records it as CRASH and starts again)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "adapt39up_sweep"))
import mindspore as ms  # noqa: E402
from mindspore import nn  # noqa: E402
from h import case, show  # noqa: E402,F401
from gs import registry  # noqa: E402,F401


def _done():
    if os.environ.get("DONE") and os.path.exists(os.environ["DONE"]):
        return {line.split(" -> ", 1)[0] for line in open(os.environ["DONE"])}
    return set()


def _mark(label):
    if os.environ.get("CUR"):
        with open(os.environ["CUR"], "w") as f:
            f.write(label)


def run_drivers(cases, which="PG"):
    """Cases that build their own Cells / jit functions and call them: ``fn()`` under PyNative (P) and under
    GRAPH_MODE (G)."""
    done = _done()
    for tag in which:
        for name, fn, args in cases:
            label = tag + " " + name
            if label in done:
                continue
            _mark(label)
            ms.set_context(mode=ms.PYNATIVE_MODE if tag == "P" else ms.GRAPH_MODE)
            case(label, lambda: fn(*args))
    ms.set_context(mode=ms.PYNATIVE_MODE)


def run_all(cases, which="PJG"):
    done = set()
    if os.environ.get("DONE") and os.path.exists(os.environ["DONE"]):
        done = {line.split(" -> ", 1)[0] for line in open(os.environ["DONE"])}
    for tag in which:
        for name, fn, args in cases:
            label = tag + " " + name
            if label in done:
                continue
            if os.environ.get("CUR"):
                with open(os.environ["CUR"], "w") as f:
                    f.write(label)
            if tag == "P":
                ms.set_context(mode=ms.PYNATIVE_MODE)
                case(label, lambda: fn(*args))
            elif tag == "J":
                ms.set_context(mode=ms.PYNATIVE_MODE)
                case(label, lambda: ms.jit(fn)(*args))
            else:
                ms.set_context(mode=ms.GRAPH_MODE)

                class Net(nn.Cell):
                    def construct(self, *a):
                        return fn(*a)
                case(label, lambda: Net()(*args))
    ms.set_context(mode=ms.PYNATIVE_MODE)

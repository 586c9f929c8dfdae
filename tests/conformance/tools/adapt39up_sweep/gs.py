"""(copied from adapt34g) Runner of the graph_syntax sweep scripts: each case is a plain function run eagerly (P: PyNative), as an @ms.jit
function (J) and inside a Graph-mode Cell's construct (G)."""
import mindspore as ms
from mindspore import nn
from h import case


def registry():
    """A script's case list and decorator: ``C, reg = registry()``; ``@reg(*args)`` appends ``(name, fn, args)``."""
    cases = []

    def reg(*args):
        def deco(f):
            cases.append((f.__name__, f, args))
            return f
        return deco
    return cases, reg


def run_all(cases, which="PJG"):
    for tag in which:
        for name, fn, args in cases:
            if tag == "P":
                ms.set_context(mode=ms.PYNATIVE_MODE)
                case("P " + name, lambda: fn(*args))
            elif tag == "J":
                ms.set_context(mode=ms.PYNATIVE_MODE)
                case("J " + name, lambda: ms.jit(fn)(*args))
            else:
                ms.set_context(mode=ms.GRAPH_MODE)

                class Net(nn.Cell):
                    def construct(self, *a):
                        return fn(*a)
                case("G " + name, lambda: Net()(*args))
    ms.set_context(mode=ms.PYNATIVE_MODE)

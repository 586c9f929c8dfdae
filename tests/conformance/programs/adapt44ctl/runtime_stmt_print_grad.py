"""A `print` inside a statement msgraph runs as Python when the graph runs (a list-growing Tensor `while`, with or
without a `return` in it), under `ms.grad`: MindSpore 2.10 prints each iteration once and gives the gradient (24);
msgraph's Graph mode gave zeros (SILENT: a statement with a print was not run again for its gradient).  The
statement's second run, on the eager tape, now drops what it prints.  The printed text is compared too."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_stdout


def with_return(x):
    out = []
    while x.sum() < 20:
        out.append(x)
        print("it")
        if x.sum() > 100:
            return x
        x = x * 2
    return x * 3


def list_loop(x):
    out = []
    while x.sum() < 20:
        out.append(x)
        print("it")
        x = x * 2
    return x * 3


def x32():
    return Tensor(np.array([1.0, 1.0, 1.0], np.float32))


for fn in (with_return, list_loop):
    got = []
    emit_stdout(f"{fn.__name__}/printed", lambda fn=fn: got.append(ms.grad(fn)(x32())))
    emit(f"{fn.__name__}/grad", got[0])

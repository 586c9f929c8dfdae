"""graph_syntax_sweep (ctrl26): calls that cannot bind or run in graph code, raised as MindSpore 2.10's class and
Python's: a missing keyword-only argument (MindSpore's RuntimeError "Miss argument input for parameter:b", Python's
TypeError; msgraph raised only the TypeError MSG405), calling an int (MindSpore's ValueError "The object is not
callable", Python's TypeError; msgraph raised a RuntimeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def keyword_only_missing(x):
    def g(a, *, b):
        return a - b
    return g(x)


@ms.jit
def keyword_only_given(x):
    def g(a, *, b):
        return a - b
    return g(x, b=1)


@ms.jit
def call_an_int(x, n):
    return n(1)


emit_error("keyword_only_missing", keyword_only_missing, X)
emit_error("keyword_only_given", keyword_only_given, X)
emit_error("call_an_int", call_an_int, X, 3)

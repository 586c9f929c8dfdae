"""jit(capture_mode='bytecode', fullgraph=True) (adapted from st/pi_jit test_fullgraph_api): MindSpore's bytecode
capture raises Unsupported at a graph break -- a Tensor condition of if / while / a conditional expression, a numpy
call, Tensor.asnumpy(), a loop over a set -- with "Reason: ..." and the user's line; the same functions without fullgraph, and
fullgraph functions without a break, run."""
import numpy as np
from mindspore import Tensor, jit, ops
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def tensor_if(t):
    if t.sum() > 1:
        return t + 1
    return t - 1


def tensor_while(t):
    while t.sum() < 20:
        t = t * 2
    return t


def tensor_ifexp(t):
    return t + 1 if t.max() > 2 else t - 1


def as_numpy(t):
    return Tensor(t.asnumpy() + 1)


def numpy_call(t):
    return t * np.sum(np.ones(3))


def python_if(t, k):
    if k > 1:
        return t + k
    return ops.relu(t) - k


def shape_if(t):
    if t.shape[0] == 3:
        return t * 2
    return t


def set_loop(seq):
    r = 0
    for i in seq:
        r = r + i
    return r


def frozenset_loop(seq, t):
    for i in seq:
        t = t + i
    return t


for name, fn, args in [("set_loop", set_loop, ({1, 2, 3},)), ("frozenset_loop", frozenset_loop, (frozenset((4, 5)), x)),
                       ("tensor_if", tensor_if, (x,)), ("tensor_while", tensor_while, (x,)),
                       ("tensor_ifexp", tensor_ifexp, (x,)), ("as_numpy", as_numpy, (x,)),
                       ("numpy_call", numpy_call, (x,)), ("python_if", python_if, (x, 2)),
                       ("shape_if", shape_if, (x,))]:
    emit_error("fullgraph_" + name, jit(fn, capture_mode="bytecode", fullgraph=True), *args)
    emit("no_fullgraph_" + name, jit(fn, capture_mode="bytecode")(*args))


# (MindSpore 2.10 runs a function as Python at its calls after such an Unsupported -- "recursive call, compiler call
# the code ... which is compiling": its state left broken; msgraph raises again.  Each function above is called
# once with fullgraph=True.)

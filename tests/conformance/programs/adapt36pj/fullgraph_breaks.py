"""jit(capture_mode='bytecode', fullgraph=True) (adapted from st/pi_jit test_fullgraph_api): MindSpore's bytecode
capture raises Unsupported at a graph break -- a Tensor condition of if / while / a conditional expression, a numpy
call, Tensor.asnumpy(), a loop over a set, a class statement, a for loop with jit_config loop_unrolling False -- with "Reason: ..." and the user's line; the same functions without fullgraph, and
fullgraph functions without a break, run."""
import os

import numpy as np
from mindspore import Tensor, jit, nn, ops
from mindspore.common._pijit_context import PIJitCaptureContext
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


def inner(t):
    print('in', flush=True)
    return t


def middle(t):
    return inner(t) + 1


def outer(t):
    t = t + 1
    return middle(t)


class Cond(nn.Cell):
    @jit(capture_mode="bytecode", fullgraph=True)
    def construct(self, t):
        if t.sum() > 1:
            return t
        return t * 2


def makes_class(t):
    class Inner:
        y = 1
    return t + Inner.y


def unrolled_loop(t):
    for _ in range(3):
        t = t + 1
    return t


def message(fn, *args):
    """The Unsupported text with file names reduced to their base names (the programs' folder moves)."""
    try:
        fn(*args)
    except RuntimeError as e:
        return [os.path.basename(l[8:]) if l.startswith("In file ") else l for l in str(e).splitlines()]
    return None


emit("message_call_chain", message(jit(outer, capture_mode="bytecode", fullgraph=True), x))
emit("message_method_indent", message(Cond(), x))
emit("message_class_statement", message(jit(makes_class, capture_mode="bytecode", fullgraph=True), x))
emit("message_loop_unrolling_off",
     message(PIJitCaptureContext(jit_config={"loop_unrolling": False}, fullgraph=True)(unrolled_loop), x))
emit("loop_unrolling_off_no_fullgraph", PIJitCaptureContext(jit_config={"loop_unrolling": False})(unrolled_loop)(x))

"""graph_state_sweep (gss28): in PyNative, the hook of an ``ops.HookBackward`` over one input returns a Tensor, a
tuple of Tensors or None; a list, a number or a tuple holding a tuple is MindSpore's TypeError "The output type
of function: <name> should be a tensor but got <type>." (msgraph took them).  Over two inputs, the hook returns a
tuple with a gradient for each."""
import mindspore as ms
from mindspore import ops
from _conf import emit, emit_error
from _gss28_util import grads, xf, yf

MODES = ("pynative",)


def one(hook):
    hb = ops.HookBackward(hook)

    def f(x, y):
        return hb(x * y) * 2
    return lambda: grads(f, xf(), yf())


def two(hook):
    hb = ops.HookBackward(hook)

    def f(x, y):
        a, b = hb(x, y)
        return a * b
    return lambda: grads(f, xf(), yf())


def tuple_times_ten(g):
    return (g * 10,)


emit_error("one.tuple", one(lambda g: (g[0] * 10,)))
emit_error("one.tensor", one(lambda g: g[0] * 10))
emit_error("one.none", one(lambda g: None))
emit_error("one.list", one(lambda g: [g[0] * 10]))
emit_error("one.int", one(lambda g: 3))
emit_error("one.tuple_of_tuple", one(tuple_times_ten))
emit_error("two.tuple", two(lambda g: (g[0] * 10, g[1])))
emit_error("two.tensor", two(lambda g: g[0] * 10))
emit_error("two.short", two(lambda g: (g[0] * 10,)))

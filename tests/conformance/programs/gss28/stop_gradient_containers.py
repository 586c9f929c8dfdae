"""graph_state_sweep (gss28): ``ops.stop_gradient`` of a tuple, list or dict stops the gradient of each Tensor in it
(msgraph let it through, in both modes), and returns numbers, None and strings as they are (msgraph made 3 a
Tensor)."""
import mindspore as ms
from mindspore import ops
from _conf import emit
from _gss28_util import grads, xf, yf


def f_tuple(x, y):
    a, b = ops.stop_gradient((x * 2, y * 3))
    return a * b + x


def f_nested(x, y):
    a = ops.stop_gradient([x * 2, {'k': y * 3}])
    return a[0] * a[1]['k'] + x


def f_tensor(x, y):
    return ops.stop_gradient(x) * y


def f_mixed(x, y):
    t = ops.stop_gradient((x, 2.5, None))
    return t[0] * y * t[1]


@ms.jit
def consts(x):
    return ops.stop_gradient(3), ops.stop_gradient((x, 2.5)), ops.stop_gradient({'a': x, 'b': 'name'})


for f in (f_tuple, f_nested, f_tensor, f_mixed):
    emit(f"grad.{f.__name__}", grads(f, xf(), yf()))
emit("values_in_jit", consts(xf()))
emit("int", ops.stop_gradient(3))
emit("float", ops.stop_gradient(2.5))
emit("none", ops.stop_gradient(None))
emit("str", ops.stop_gradient("s"))
emit("tuple_mixed", ops.stop_gradient((xf(), 1, None, [yf()])))
emit("dict", ops.stop_gradient({'a': xf(), 'b': 2}))

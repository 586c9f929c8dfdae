"""``ops.jacfwd`` / ``ops.jacrev`` over inputs / outputs that are not float32: MindSpore 2.10 builds jacfwd's tangents
(one per input, selected by grad_position or not) and jacrev's basis (one per output) as float32 Tensors, so another
dtype there is its TypeError "Type Join Failed: dtype1 = Float32, dtype2 = Float64." in both modes (jacrev of a
float16 input whose output is cast to float32 computes).  msgraph had computed the Jacobian in the input's dtype.
Found by adapting st high_grad / vmap's jacfwd / jacrev tests to other dtypes (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error


def cube(a):
    return a * a * a


def cast64(a):
    return (a * 2).astype(ms.float64)


def cast32(a):
    return (a * 2).astype(ms.float32)


def two(a, b):
    return a * b


xv = np.array([1.0, 2.0], np.float32)
for name, fn in (("jacfwd", ops.jacfwd), ("jacrev", ops.jacrev)):
    for dt in (ms.float32, ms.float16, ms.float64, ms.int32, ms.bool_):
        for f in (cube, cast64, cast32):
            emit_error("%s_%s_%s" % (name, dt, f.__name__), lambda fn=fn, dt=dt, f=f: fn(f)(Tensor(xv, dt)))
    for dt in (ms.float16, ms.float64):
        for gp in (0, 1, (0, 1)):
            emit_error("%s_two_%s_%s" % (name, dt, gp),
                       lambda fn=fn, dt=dt, gp=gp: fn(two, gp)(Tensor(xv, ms.float32), Tensor(xv, dt)))

# MindSpore compiles jacfwd / jacrev's body in both modes: a lambda written inside a larger statement is its parser's
# TypeError "Parse Lambda Function Fail" in PyNative too (msgraph had computed there)
emit_error("jacfwd_inline_lambda", lambda: ops.jacfwd(lambda a: a * a)(Tensor(xv)))
emit_error("jacrev_inline_lambda", lambda: ops.jacrev(lambda a: a * a)(Tensor(xv)))
square = lambda a: a * a  # noqa: E731
emit_error("jacrev_own_line_lambda", lambda: ops.jacrev(square)(Tensor(xv)))

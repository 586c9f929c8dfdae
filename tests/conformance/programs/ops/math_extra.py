import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error

x = Tensor(np.array([[0.5, -0.25, 0.75], [0.1, -0.6, 0.3]], np.float32))
h = Tensor(np.array([0.5, 1.5, 2.5, -0.5, -1.5, 0.7], np.float32))


@ms.jit
def trig(a):
    return ops.acos(a), ops.asin(a), ops.atan(a), ops.tan(a), ops.sinh(a), ops.cosh(a), ops.atanh(a), ops.expm1(a)


@ms.jit
def rounding(a):
    return ops.Round()(a), ops.ceil(a), ops.Reciprocal()(a), ops.reciprocal(a * 2)


emit("trig", trig(x), rtol=1e-5)
emit("rounding", rounding(h), rtol=1e-6)
emit("reciprocal_int", ops.reciprocal(Tensor(np.array([1, 2, 4], np.int32))))
emit("atan2", ops.atan2(x, Tensor(np.array([1.0, -2.0, 0.5], np.float32))), rtol=1e-6)
emit("logical_xor", ops.logical_xor(Tensor(np.array([True, False, True])), Tensor(np.array([True, True, False]))))
emit("acosh_asinh", (ops.acosh(Tensor(np.array([1.5, 2.0], np.float32))), ops.asinh(x)), rtol=1e-6)


def loss(a):
    return (ops.acos(a) * ops.atan(a) + ops.Reciprocal()(a + 2.0) + ops.sinh(a)).sum()


emit("grad_trig", ops.GradOperation()(loss)(x), rtol=1e-5)
emit("grad_trig_jit", ms.jit(ops.GradOperation()(loss))(x), rtol=1e-5)
emit_error("xor_float", lambda: ops.logical_xor(x, x).asnumpy())

"""Grad of grad through a Tensor while loop over integer values (tests/st/ops/ascend/test_aicpu_ops/
test_env_ops.py test_pow_second_order): the result starts from a constant (r = one) and becomes x-dependent in
the body; MindSpore differentiates integer Tensors, so d2(x**3)/dx2 at 5 is 30 (msgraph gave 0, then 15 where r
started from x)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit
from mindspore.common import dtype as mstype
from _conf import emit

MODES = ("graph",)   # the st test runs Graph mode; MindSpore 2.10 PyNative refuses grad of grad of a @jit loop

one = Tensor([1], mstype.int32)
zero = Tensor([0], mstype.int32)


@jit
def pow_const_init(x, n):
    r = one
    while n > zero:
        n = n - one
        r = r * x
    return r


@jit
def pow_x_init(x, n):
    r = x * 0 + 1
    while n > zero:
        n = n - one
        r = r * x
    return r


@jit
def pow_float(x, n):
    r = x * 0 + 1
    while n > zero:
        n = n - one
        r = r * x
    return r


grad = ops.GradOperation()
x = Tensor([5], mstype.int32)
n = Tensor([3], mstype.int32)
for name, fn in (("const_init", pow_const_init), ("x_init", pow_x_init)):
    emit(f"{name}_first", grad(fn)(x, n))
    emit(f"{name}_second", grad(grad(fn))(x, n))
xf = Tensor(np.array([1.5, 2.0], np.float32))
emit("float_first", grad(pow_float)(xf, n))
emit("float_second", grad(grad(pow_float))(xf, n))

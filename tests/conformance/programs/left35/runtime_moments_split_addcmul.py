"""Graph code, Tensors sized only when the graph runs (masked_select, ``x[mask]``): ``y.std()`` / ``y.var()`` /
``ops.std`` / ``ops.var_mean`` divide by the run-time element count, ``ops.split(y, 2)`` is MindSpore 2.10's
RuntimeError ("output_num is ValueAny").  ``ops.addcmul`` / ``ops.addcdiv`` / ``Tensor.addcmul`` check their operands
as MindSpore's Addcmul / Addcdiv primitives in both modes: the input's dtype in the kernel's list, the three Tensors of
one dtype ("the input type must be same"), the value's dtype (a number is ``Tensor(value)``; True is refused), the
value cast to the input's dtype (0.5 with int32 operands is 0); Int64 addcdiv divides toward zero.  (st
compiler/dynamic_shape variants, adapt34d's left items.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.array([1., -2., 3., 4., -5., 7.], np.float32))
m = Tensor(np.array([[1., 2., 3.], [4., 5., 6.]], np.float32))


@ms.jit
def moments(x):
    y = ops.masked_select(x, x > 0)
    return y.std(), y.var(), y.std(ddof=0), y.var(ddof=1), y.mean()


@ms.jit
def moments_axis(m):
    y = m[m > 1].reshape(-1, 1)
    return y.std(axis=0), y.var(0, keepdims=True)


@ms.jit
def moments_ops(x):
    y = ops.masked_select(x, x > 0)
    return ops.std(y), ops.var(y), ops.var_mean(y), ops.std_mean(y)


@ms.jit
def split_runtime(x):
    y = ops.masked_select(x, x > 0)
    return ops.split(y, 2)


for label, fn, args in (("moments", moments, (x,)), ("moments_axis", moments_axis, (m,)),
                        ("moments_ops", moments_ops, (x,)), ("split_runtime", split_runtime, (x,))):
    emit_error(label, lambda: fn(*args))

i32 = Tensor(np.array([1, 2, 3], np.int32))
i64 = Tensor(np.array([4, -7, 7], np.int64))
i64b = Tensor(np.array([1, 4, 4], np.int64))
f32 = Tensor(np.array([1., 2., 3.], np.float32))
f16 = Tensor(np.array([1., 2., 3.], np.float16))
u8 = Tensor(np.array([1, 2, 3], np.uint8))
i16 = Tensor(np.array([1, 2, 3], np.int16))
vi = Tensor(np.array([2], np.int32))
vh = Tensor(np.array([2], np.float16))


@ms.jit
def am(x, a, b, v):
    return ops.addcmul(x, a, b, v)


@ms.jit
def ad(x, a, b, v):
    return ops.addcdiv(x, a, b, v)


@ms.jit
def tm(x, a, b, v):
    return x.addcmul(a, b, value=v)


for nm, args in (("f_vi", (f32, f32, f32, vi)), ("f_vh", (f32, f32, f32, vh)), ("h_05", (f16, f16, f16, 0.5)),
                 ("i32_2", (i32, i32, i32, 2)), ("i32_05", (i32, i32, i32, 0.5)), ("i32_i64", (i32, i32, i64, 1)),
                 ("h_f_f", (f16, f32, f32, 1)), ("f_true", (f32, f32, f32, True)), ("u8", (u8, u8, u8, 2)),
                 ("i16", (i16, i16, i16, 2)), ("i64", (i64, i64, i64b, 3))):
    emit_error(f"addcmul_{nm}", lambda: am(*args))
    emit_error(f"addcdiv_{nm}", lambda: ad(*args))
    emit_error(f"tensor_addcmul_{nm}", lambda: tm(*args))
emit_error("addcmul_number_operand", lambda: ops.addcmul(f32, 2.0, f32, 1))

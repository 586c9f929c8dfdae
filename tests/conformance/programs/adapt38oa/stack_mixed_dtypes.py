"""ops.hstack / vstack / dstack / column_stack of Tensors of differing dtypes (found by the adapt38oa variants of
st/ops/test_func_hstack.py, test_column_stack.py): they are Concat in MindSpore 2.10, so PyNative refuses the mix as
ops.concat does (the CPU Concat kernel takes one dtype: RuntimeError) and Graph mode casts every piece to the first
one's dtype before promoting (an int32 first truncates the float32 pieces).  msgraph promoted (float32 values kept)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run

x = Tensor(np.array([[1.7, -2.5], [3.25, 0.5]], np.float32))
i = Tensor(np.array([[1, 2], [3, 4]], np.int32))
b = Tensor(np.array([[True, False], [True, True]]))
h = Tensor(np.array([[0.5, 7.0], [-1.0, 2.0]], np.float16))


def hstack2(a, c):
    return ops.hstack((a, c))


def vstack2(a, c):
    return ops.vstack((a, c))


def dstack2(a, c):
    return ops.dstack([a, c])


def column_stack2(a, c):
    return ops.column_stack((a[0], c[1]))


def hstack1d(a, c):
    return ops.hstack((a[0], c[1]))


for fname, f in (("hstack", hstack2), ("vstack", vstack2), ("dstack", dstack2), ("column_stack", column_stack2),
                 ("hstack1d", hstack1d)):
    run(f"{fname}_i32_f32", f, i, x)
    run(f"{fname}_f32_i32", f, x, i)
    run(f"{fname}_b_f32", f, b, x)
    run(f"{fname}_f16_f32", f, h, x)
    run(f"{fname}_f32_f32", f, x, x * 2)
    run(f"{fname}_i32_i32", f, i, i + 1)

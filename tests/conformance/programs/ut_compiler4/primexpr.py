"""Adapted from ut graph_syntax/test_constexpr.py (test__primexpr_with_mutable_list / _scalar): MindSpore's
``mindspore.ops.primitive._primexpr`` runs a function at compile time on constant arguments and compiles it as
graph code on variable ones; msgraph had no ``_primexpr`` (the test file failed to import)."""
import mindspore as ms
from mindspore import Tensor, jit, mutable
from mindspore.ops.primitive import _primexpr
from _conf import emit

MODES = ("graph",)


@_primexpr
def scaled(a, k):
    if a is None:
        raise ValueError("The arg is None")
    return a * k + 1


@_primexpr
def count_items(seq):
    n = 0
    for _ in seq:
        n += 1
    return n


@jit
def const_args():
    return scaled(3, 2), count_items((1, 2, 3))


@jit
def mutable_scalar():
    return scaled(mutable(3), 2)


@jit
def tensor_arg(x):
    return scaled(x, 2)


@jit
def mutable_list(x):
    return count_items(mutable([Tensor([1]), Tensor([2]), x]))


emit("const_args", const_args())
emit("mutable_scalar", mutable_scalar())
emit("tensor_arg", tensor_arg(Tensor([1.5, 2.0], ms.float32)))
emit("mutable_list", mutable_list(Tensor([1])))
emit("pynative_call", scaled(4, 3))

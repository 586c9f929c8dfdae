"""Error classes MindSpore raises for bad shapes and arguments of existing ops (Graph mode:
MindSpore's PyNative mode reports a kernel error at the next read, so errors would be
attributed to later labels)."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import error

MODES = ("graph",)

a = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.ones((4,), np.float32))


def add(x, y):
    return x + y


def mul_fn(x, y):
    return ops.mul(x, y)


def reshape_bad(x):
    return ops.reshape(x, (4, 2))


def transpose_short(x):
    return ops.transpose(x, (1,))


def reduce_bad_axis(x):
    return ops.ReduceSum()(x, 2)


def argmax_bad_axis(x):
    return ops.Argmax(axis=3)(x)


def softmax_bad_axis(x):
    return ops.softmax(x, 4)


def gather_bad_axis(x):
    return ops.gather(x, Tensor(np.array([0], np.int32)), 5)


def squeeze_bad_axis(x):
    return ops.squeeze(x, 5)


def matmul_bad(x, y):
    return ops.matmul(x, y)


def onehot_bad_depth(x):
    return ops.one_hot(Tensor(np.array([0, 1], np.int32)), -1)


def tile_bad(x):
    return ops.Tile()(x, (2,))


def split_bad(x):
    return ops.Split(1, 2)(x)


error("add_broadcast", add, a, b)
error("mul_broadcast", mul_fn, a, b)
error("reshape_size", reshape_bad, a)
error("transpose_short_perm", transpose_short, a)
error("reduce_axis_out_of_range", reduce_bad_axis, a)
error("argmax_axis_out_of_range", argmax_bad_axis, a)
error("softmax_axis_out_of_range", softmax_bad_axis, a)
error("gather_axis_out_of_range", gather_bad_axis, a)
error("squeeze_axis_out_of_range", squeeze_bad_axis, a)
error("one_hot_negative_depth", onehot_bad_depth, a)
error("Tile_short_multiples", tile_bad, a)
error("Split_not_divisible", split_bad, a)

"""adapt39up: ``ops.concat`` / ``ops.cat`` / ``ops.Concat()`` with a Python number among the pieces (MindSpore 2.10
CPU; found adapting ut pynative_mode/test_multigraph_sink.py's branches over Python-number inputs).

MindSpore raises TypeError ("Failed calling Concat with ... tensors=Tuple<int, int>") eagerly and in graph code,
for all-number and mixed Tensor / number pieces; msgraph treated the numbers as 0-d Tensors and raised Concat's
ValueError (a scalar has no axis, or the shapes differ)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0], np.float32))


def nums(x):
    return ops.concat((2, 2))


def tensor_num(x):
    return ops.concat((x, 2))


def num_tensor(x):
    return ops.concat((2.5, x))


def bools(x):
    return ops.concat((True, False))


def prim_nums(x):
    return ops.Concat()((2, 3))


def cat_nums(x):
    return ops.cat((2, 3))


def tensors_ok(x):
    return ops.concat((x, x * 2)), ops.cat([x, Tensor([7.0], ms.float32)])


def branch_tile(x, y):
    if x < y:
        x = ops.concat((x, x))
    return x


class Wrap(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


for f in (nums, tensor_num, num_tensor, bools, prim_nums, cat_nums):
    emit_error(f.__name__, Wrap(f), X)
    emit_error("jit_" + f.__name__, ms.jit(f), X)
emit("tensors_ok", Wrap(tensors_ok)(X))
emit_error("branch_python_ints", Wrap(branch_tile), 2, 14)
emit("branch_tensors", Wrap(branch_tile)(Tensor([2], ms.int32), Tensor([14], ms.int32)))

"""Sort of float64 as MindSpore 2.10 computes it (found by the adapt34b variant sweep of st ops/cpu test_sort.py):
its CPU Sort has no float64 kernel, so the input is sorted as float32 (stable: 1 + 1e-12 ties 1.0 and keeps input
order, 1e300 is inf, 1e-300 is 0) and the values come back widened to float64.  ops.Sort, ops.sort, ops.argsort,
ascending and descending, axis 0, eagerly and in a Cell (Graph mode); int64 and float32 unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


v = np.array([0.1, 1 / 3, 1e-300, 1 + 1e-12, 1.0, 1e300, -1e-30, 2.0000001], np.float64)
emit("sort", Net(ops.Sort())(Tensor(v)))
emit("sort_desc", Net(ops.Sort(descending=True))(Tensor(v)))
emit("sort_axis0", Net(ops.Sort(axis=0))(Tensor(v.reshape(2, 4))))
emit("fn", ops.sort(Tensor(v[::-1].copy())))
emit("argsort", ops.argsort(Tensor(v)))
emit("int64", Net(ops.Sort())(Tensor(np.array([2 ** 40 + 1, 2 ** 40, -3, 2 ** 40 + 1], np.int64))))
emit("float32", Net(ops.Sort())(Tensor(v.astype(np.float32))))

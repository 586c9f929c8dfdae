"""Adapted from tests/st/ops/cpu/test_nextafter_op.py, test_population_count_op.py, test_parallel_concat_op.py,
test_uniform_op.py and test_truncated_normal_op.py (random values not compared: shapes, dtypes, ranges, errors)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.math_ops import NextAfter
from mindspore.ops.operations import array_ops as A
from mindspore.ops.operations.random_ops import Uniform, TruncatedNormal
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


emit("nextafter_f64", Net(NextAfter())(Tensor(np.array([0.0, 1.0, -2.0])), Tensor(np.array([0.1, 0.0, -3.0]))))
emit("nextafter_f32", Net(NextAfter())(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([2.0, 1.0],
                                                                                                np.float32))))
emit("nextafter_fn", ops.nextafter(Tensor(np.array([0.0], np.float32)), Tensor(np.array([1.0], np.float32))))
emit_error("nextafter_int", NextAfter(), Tensor(np.array([1, 2], np.int32)), Tensor(np.array([2, 3], np.int32)))
for dt in (np.int8, np.int16, np.uint8, np.uint16):
    emit("population_count_" + np.dtype(dt).name,
         Net(P.PopulationCount())(Tensor(np.array([[13, 65], [2, 6], [0, 127]]).astype(dt))))
emit("population_count_negative", ops.population_count(Tensor(np.array([-1, -128], np.int16))))
a = Tensor(np.arange(8, dtype=np.float32).reshape(1, 2, 4))
emit("parallel_concat", Net(A.ParallelConcat())((a, a + 10, a * 2)))
u = Net(Uniform(1.0, 2.0, seed=3, offset=3))(Tensor(np.zeros((3, 4), np.float16)))
emit("uniform_meta", (str(u.dtype), u.shape, bool(((u.asnumpy() >= 1) & (u.asnumpy() <= 2)).all())))
emit_error("uniform_int_input", Uniform(1.0, 2.0), Tensor(np.zeros((2,), np.int32)))
emit_error("uniform_negative_min", Uniform, -1.0, 2.0)
t = Net(TruncatedNormal())(Tensor(np.array([20, 30]), ms.int32))
emit("truncated_normal_meta", (str(t.dtype), t.shape, bool((np.abs(t.asnumpy()) <= 2).all())))
t = TruncatedNormal(seed=1, seed2=2, dtype=ms.float64)(Tensor(np.array([3, 2]), ms.int64))
emit("truncated_normal_f64", (str(t.dtype), t.shape))
emit_error("truncated_normal_rank1", TruncatedNormal(), Tensor(np.array([3]), ms.int32))

"""Adapted from tests/st/ops/cpu/test_reduce_op.py and test_reduce_std_op.py (Reduce* with axis forms, keep_dims)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class NetReduce(nn.Cell):
    def __init__(self, keep):
        super().__init__()
        self.mean = P.ReduceMean(keep)
        self.sum = P.ReduceSum(keep)
        self.max = P.ReduceMax(keep)
        self.min = P.ReduceMin(keep)
        self.prod = P.ReduceProd(keep)

    def construct(self, x):
        return (self.mean(x, 0), self.mean(x, 1), self.mean(x, -1), self.mean(x, (0, 1, 2)),
                self.sum(x, 0), self.sum(x, -1), self.sum(x, ()), self.max(x, 0), self.max(x, -1), self.max(x, (-1,)),
                self.max(x, ()), self.min(x, 0), self.min(x, 1), self.min(x, (0, 2)), self.min(x, ()),
                self.prod(x, 0), self.prod(x, (0, 1)), self.prod(x, ()))


x = Tensor((np.arange(24, dtype=np.float32).reshape(2, 3, 4) - 10.0) / 4.0)
emit("reduce_float32", NetReduce(False)(x), rtol=1e-5, atol=1e-6)
emit("reduce_float32_keep", NetReduce(True)(x), rtol=1e-5, atol=1e-6)
xi = Tensor(np.arange(24, dtype=np.int32).reshape(2, 3, 4) - 10)
emit("reduce_int32", NetReduce(False)(xi))
emit("reduce_float64", NetReduce(False)(Tensor(x.asnumpy().astype(np.float64))), rtol=1e-12)


class NetLogic(nn.Cell):
    def __init__(self, keep):
        super().__init__()
        self.all = P.ReduceAll(keep)
        self.any = P.ReduceAny(keep)

    def construct(self, b):
        return (self.all(b, 0), self.all(b, -1), self.all(b, (0, 1, 2)), self.all(b, ()),
                self.any(b, 0), self.any(b, -1), self.any(b, (0, 1, 2)), self.any(b))


b = Tensor(np.array([[[True, False, True], [True, True, True]], [[False, False, False], [True, False, True]]]))
emit("reduce_logic", NetLogic(False)(b))
emit("reduce_logic_keep", NetLogic(True)(b))
emit("reduce_any_list_axis", P.ReduceAny(False)(b, [0, 2]))

nanx = Tensor(np.array([[1.0, np.nan, 3.0], [-np.inf, 2.0, np.inf]], np.float32))
emit("reduce_max_nan", P.ReduceMax()(nanx, 1))
emit("reduce_min_nan", P.ReduceMin()(nanx, 1))
emit("reduce_sum_inf", P.ReduceSum()(nanx, 0))
emit("reduce_mean_f16", P.ReduceMean(True)(Tensor(np.array([[1.5, 2.25, 7.0], [3.0, 1.0, 100.0]], np.float16)), 1))
emit("reduce_sum_bool_fn", ops.sum(Tensor(np.array([True, True, False])), dtype=ms.int32))
emit("reduce_std", ops.std(Tensor(np.array([[1.0, 2.0, 4.0], [3.0, 6.0, 9.0]], np.float32)), 1), rtol=1e-5)
emit("reduce_std_mean", ops.std_mean(Tensor(np.array([[1.0, 2.0, 4.0], [3.0, 6.0, 9.0]], np.float32)), axis=0,
                                     ddof=0, keepdims=True), rtol=1e-5)
emit("reduce_var_ddof", ops.var(Tensor(np.array([[1.0, 2.0, 4.0], [3.0, 6.0, 9.0]], np.float32)), axis=None,
                               ddof=1), rtol=1e-5)
emit("reduce_sum_int8_overflow", P.ReduceSum()(Tensor(np.array([100, 100, 100], np.int8)), 0))
emit("reduce_prod_uint8", P.ReduceProd()(Tensor(np.array([16, 17], np.uint8)), 0))
emit("reduce_max_uint8", P.ReduceMax(True)(Tensor(np.array([[3, 250], [251, 2]], np.uint8)), (0, 1)))

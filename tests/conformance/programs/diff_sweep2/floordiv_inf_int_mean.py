"""Float floor division with an infinite operand is x / y in MindSpore 2.10 (inf // 1 is inf, -7 // inf is -0.0;
numpy gives nan and -1), finite operands floor as numpy (1.0 // 0.1 is 9); the mean of an integer Tensor sums in
the input dtype (wrapping: the mean of uint8 1..24 is 1) and truncates toward zero."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class FloorDiv(nn.Cell):
    def construct(self, x, y):
        return x // y, x // 0.1, ops.floor_div(x, y), x % y, x // 2


class Means(nn.Cell):
    def construct(self, x):
        return ops.mean(x), x.mean(), ops.ReduceMean()(x, 0), ops.ReduceMean(True)(x, ()), ops.mean(x.reshape(4, 6), 1)


x = np.array([1.0, 7.0, 0.3, -1.0, np.inf, -7.0, -np.inf, 5.0], np.float32)
y = np.array([0.1, 0.7, 0.1, 0.1, 1.0, np.inf, 2.0, -np.inf], np.float32)
for dt in ("float32", "float64", "float16"):
    emit(f"floordiv_inf_{dt}", FloorDiv()(ms.Tensor(x.astype(dt)), ms.Tensor(y.astype(dt))))
emit("mean_uint8", Means()(ms.Tensor(np.arange(1, 25, dtype=np.uint8))))
emit("mean_int8", Means()(ms.Tensor(np.arange(100, 124, dtype=np.int8))))
emit("mean_int32", Means()(ms.Tensor(np.arange(-13, 11, dtype=np.int32))))

"""mindspore.numpy cov/corrcoef/select/choose dtypes in MindSpore 2.10 (found widening
tests/st/numpy_native/test_array_ops.py and test_math_ops.py to float64/mixed inputs): cov (and corrcoef)
compute in float32 whatever the input; select makes one Tensor of the choice list (numpy's promotion, then
64-bit types as 32-bit: float64 choices give Float32); choose stacks mixed choices with promotion. msgraph
kept float64 for cov/select and raised DTypeError for mixed choose."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit

FOLLOW_PYNATIVE = {"cell": "MindSpore 2.10's Graph mode returns the default 0.5 everywhere for mnp.select inside a "
                           "Cell (its PyNative result is the numpy one)"}

f64 = Tensor(np.array([0.3, -0.7, 2.5, 0.]))
i32 = Tensor(np.array([1, -2, 3, 0], np.int32))
f16 = Tensor(np.array([0.3, -0.7, 2.5, 0.], np.float16))
i64 = Tensor(np.array([5, 6, 7, 8], np.int64))
m = Tensor(np.array([[0., 1.5, 2.], [4., -1., 3.5]]))
emit("cov", mnp.cov(m))
emit("cov_y", mnp.cov(f64, i32))
emit("cov_f16", mnp.cov(f16))
emit("cov_rowvar_false", mnp.cov(m, rowvar=False))
emit("corrcoef", mnp.corrcoef(m))
emit("select_f64_i32", mnp.select([i32 > 0, i32 < 0], [f64, i32], 0.5))
emit("select_i64", mnp.select([i32 > 0], [i64]))
emit("select_f16_i32", mnp.select([i32 > 0, i32 < 0], [f16, i32]))
emit("select_f64", mnp.select([i32 > 0], [f64], 2))
emit("select_i32", mnp.select([i32 > 0], [i32], 7))
emit("choose_i32_f64", mnp.choose(Tensor(np.array([0, 1, 1, 0], np.int32)), (i32, f64)))
emit("choose_f16_i32", mnp.choose(Tensor(np.array([0, 1, 1, 0], np.int32)), [f16, i32]))


class Net(nn.Cell):
    def construct(self, x, c, a):
        return mnp.cov(x), mnp.select([c > 0, c < 0], [a, c], 0.5)


emit("cell", Net()(m, i32, f64))

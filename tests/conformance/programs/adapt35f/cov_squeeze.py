"""ops.cov (found by the adapt35f variant sweep of st/ops/test_func_cov.py): MindSpore 2.10 squeezes the result, so a
(1, n) input (one variable) gives a 0-d Tensor (msgraph (1, 1)), and clips the normalisation n - correction at 0, so
a correction above the number of observations gives inf / NaN (msgraph divided by a negative count)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Cov(nn.Cell):
    def __init__(self, correction):
        super().__init__()
        self.correction = correction

    def construct(self, x):
        return ops.cov(x, correction=self.correction)


class CovW(nn.Cell):
    def construct(self, x, fw):
        return ops.cov(x, fweights=fw)


for name, v in [("one_by_one", [[-3.0]]), ("one_row", [[1.0, 2.0, 4.0]]), ("vector", [1.0, 2.0, 4.0]),
                ("two_by_two", [[1.0, 2.0], [3.0, 5.0]]), ("column", [[2.0], [3.0]])]:
    for c in (0, 1, 2, 5):
        emit_error("%s_c%d" % (name, c), Cov(c), Tensor(np.array(v, np.float32)))
emit_error("one_row_fw", CovW(), Tensor(np.array([[1.0, 2.0, 4.0]], np.float32)), Tensor(np.array([1, 2, 3])))
emit_error("one_row_f64", Cov(1), Tensor(np.array([[1.0, 2.0, 4.5]])))

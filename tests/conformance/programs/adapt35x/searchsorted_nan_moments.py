"""searchsorted with NaN, mint's moment / logsumexp dtypes, mint.searchsorted of a number (session 35, adapt35x).
MindSpore 2.10's CPU SearchSorted is a halving search with IEEE comparisons (a probe moves right when
``!(v <= s)`` left, ``!(v < s)`` right), so NaN is not numpy's largest value: searchsorted([0, 1, inf, nan], nan)
is 4, right-searching inf gives 4, and a sequence of NaNs sends every value to the end (msgraph had numpy's 3 / 3 /
0).  mint.std / var / std_mean / var_mean (Std, Var, StdMean, VarMean) take Float16 / Float32 / BFloat16 only and
mint.logsumexp refuses Float64 (TypeError; msgraph computed them).  mint.searchsorted(seq, 2.5) is SearchSorted's
TypeError as ops.searchsorted's is."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error

nan, inf = float("nan"), float("inf")
v = Tensor(np.array([nan, inf, -inf, 1.0, 0.5, 5.0], np.float32))
for i, seq in enumerate(([0.0, 1.0, inf, nan], [nan, nan], [-inf, 0.0, nan, nan], [0.0, nan, 1.0, 2.0, 3.0], [0.0, 1.0, 2.0])):
    s = Tensor(np.array(seq, np.float32))
    emit_error("ops_left_%d" % i, lambda: ops.searchsorted(s, v))
    emit_error("ops_right_%d" % i, lambda: ops.searchsorted(s, v, right=True))
    emit_error("mint_side_right_%d" % i, lambda: mint.searchsorted(s, v, side="right"))
    emit_error("f64_%d" % i, lambda: ops.searchsorted(Tensor(np.array(seq)), Tensor(np.array([nan, 1.0, inf]))))
s2 = Tensor(np.array([[0.0, nan, 2.0], [nan, 1.0, 1.0]], np.float32))
v2 = Tensor(np.array([[1.0, nan], [1.0, 0.0]], np.float32))
emit_error("rows_right", lambda: ops.searchsorted(s2, v2, right=True))
emit_error("rows_left", lambda: ops.searchsorted(s2, v2))


class Search(nn.Cell):
    def construct(self, s, x):
        return ops.searchsorted(s, x), mint.searchsorted(s, x, right=True)


emit_error("cell", Search(), Tensor(np.array([0.0, 1.0, inf, nan], np.float32)), Tensor(np.array([nan, inf, 1.0], np.float32)))
emit_error("mint_number", lambda: mint.searchsorted(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), 2.5))
emit_error("mint_int_number", lambda: mint.searchsorted(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), 2))

for dt in (np.float64, np.int32, np.bool_):
    n = np.dtype(dt).name
    a = Tensor(np.array([[1, 2, 3], [0, 1, 1]]).astype(dt))
    emit_error("std_" + n, lambda: mint.std(a, dim=1))
    emit_error("var_" + n, lambda: mint.var(a, dim=1, correction=0))
    emit_error("std_mean_" + n, lambda: mint.std_mean(a, dim=1))
    emit_error("var_mean_" + n, lambda: mint.var_mean(a, 1))
    emit_error("std_all_" + n, lambda: mint.std(a))
emit_error("logsumexp_float64", lambda: mint.logsumexp(Tensor(np.ones((2, 2))), 1))
